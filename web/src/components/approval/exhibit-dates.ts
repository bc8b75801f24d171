import type { TFunction } from 'i18next';
import { formatDateTime } from '../../lib/time';
import type { Fact } from '../fact-list';

export interface DatedExhibit {
  pickupFrom: string;
  pickupUntil: string;
  expiresAt: string;
}

/**
 * When an exhibit may be picked up and when it expires (Asia/Tokyo), as two facts of the details
 * list its owner and the officers see.
 */
export function exhibitDateFacts(exhibit: DatedExhibit, t: TFunction): Fact[] {
  return [
    {
      term: t('manageExhibits.detail.pickup'),
      value: t('manageExhibits.detail.pickupRange', {
        from: formatDateTime(exhibit.pickupFrom),
        until: formatDateTime(exhibit.pickupUntil),
      }),
    },
    { term: t('manageExhibits.detail.expiresAt'), value: formatDateTime(exhibit.expiresAt) },
  ];
}

import type { AssistanceBody } from '@campus/model/share-types';
import { useTranslation } from 'react-i18next';
import { useYen } from '../../lib/share-mode/money';
import { usePartyName } from '../../lib/share-mode/party-name';
import type { Fact } from '../fact-list';

/**
 * A reservation's request for assistance (技術支援, issue 33) as facts of its card, for its user,
 * its lender and the device's staff alike: where it stands (waiting for the staff, accepted by
 * whom, declined and why), the user's note, what a decline would do while it waits, and the fee
 * (billed once accepted, none once declined). Nothing without a request.
 */
export function useAssistanceFacts(): (assistance: AssistanceBody | null) => (Fact | null)[] {
  const { t } = useTranslation();
  const yen = useYen();
  const partyName = usePartyName();
  const stateOf = (a: AssistanceBody): string => {
    switch (a.status) {
      case 'requested':
        return t('share.assistance.requested');
      case 'accepted':
        return t('share.assistance.accepted', { name: partyName(a.staffName) });
      case 'declined':
        return a.reason === ''
          ? t('share.assistance.declined')
          : t('share.assistance.declinedBecause', { reason: a.reason });
    }
  };
  return (a) => {
    if (a === null) return [];
    return [
      { term: t('share.assistance.term'), value: stateOf(a) },
      a.note === '' ? null : { term: t('share.assistance.note'), value: a.note, translate: 'no' },
      a.status === 'requested'
        ? {
            term: t('share.assistance.ifDeclined'),
            value: t(a.ifDeclined === 'keep' ? 'share.assistance.keep' : 'share.assistance.cancel'),
          }
        : null,
      a.status === 'declined'
        ? null
        : {
            term: t('share.assistance.fee'),
            value:
              a.status === 'accepted'
                ? yen(a.fee)
                : t('share.assistance.feeOnceAccepted', { amount: yen(a.fee) }),
          },
    ];
  };
}

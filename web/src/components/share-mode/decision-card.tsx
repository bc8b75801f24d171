import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FactList, type Fact } from '../fact-list';
import { usePartyName } from '../../lib/share-mode/party-name';
import type { Reservation } from '../../lib/share-mode/types';
import { formatDateTime } from '../../lib/time';
import { RateClassBadge } from './rate-class-badge';
import './decision-card.css';

/**
 * A reservation as someone who decides on it sees it (its lender, the device's staff, a fund's
 * budget holder): an article headed by the device, who booked it (with the rate class of an
 * outside user and their affiliation) and when, then `facts` and the
 * decisions or steps (`children`). The heading's id is `{idPrefix}-{reservation id}`, which the
 * actions name.
 */
export function DecisionCard({
  reservation: r,
  idPrefix,
  className,
  heading: Heading = 'h3',
  facts,
  children,
}: {
  reservation: Reservation;
  idPrefix: string;
  /** Classes beside `decision-card` (the state, the page's own). */
  className: string;
  heading?: 'h2' | 'h3';
  facts: readonly (Fact | null)[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const partyName = usePartyName();
  const headingId = `${idPrefix}-${r.id}`;
  return (
    <article className={`decision-card ${className}`} aria-labelledby={headingId}>
      <Heading id={headingId} translate="no">
        {r.deviceName}
      </Heading>
      <FactList
        className="list-page__figures"
        facts={[
          {
            term: t('shareReservation.user'),
            value: (
              <>
                <span translate="no">{partyName(r.userName)}</span>
                <RateClassBadge rateClass={r.rateClass} affiliation={r.affiliation} />
              </>
            ),
          },
          {
            term: t('shareReservation.time'),
            value: t('shareReservation.timeRange', {
              start: formatDateTime(r.start),
              end: formatDateTime(r.end),
            }),
          },
          ...facts,
        ]}
      />
      {children}
    </article>
  );
}

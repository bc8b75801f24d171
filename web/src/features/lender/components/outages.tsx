import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import type { Notice } from '../../../components/notice';
import { QueryView } from '../../../components/query-view';
import { formatDateTime } from '../../../lib/time';
import type { QueryResult } from '../../../lib/use-query';
import type { Outage, OutagesResponse } from '../api/get-outages';
import { useLiftOutage } from '../api/lift-outage';
import { facilityErrorKey } from './facility-error';
import { LoadError } from './load-error';
import { OutageForm } from './outage-form';

const HEADING_ID = 'outages-heading';

interface OutagesSectionProps {
  deviceId: string;
  outages: QueryResult<OutagesResponse>;
  /** After an outage was scheduled or lifted, or refused: the page says so and reloads them. */
  onDone: (outcome: Notice) => void;
}

/**
 * The device's scheduled outages, and the form that schedules one (kept as typed while the list
 * loads again).
 */
export function OutagesSection({ deviceId, outages, onDone }: OutagesSectionProps) {
  const { t } = useTranslation();
  return (
    <section className="lender__section" aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID}>{t('lender.facility.outages.heading')}</h2>
      <QueryView
        query={outages}
        loading={t('lender.facility.outages.loading')}
        LoadError={LoadError}
        loadFailed={t('lender.facility.outages.loadFailed')}
      >
        {(loaded) => (
          <OutageList
            deviceId={deviceId}
            outages={loaded.outages}
            locked={outages.fetching === true}
            onDone={onDone}
          />
        )}
      </QueryView>
      <OutageForm deviceId={deviceId} onDone={onDone} />
    </section>
  );
}

/** Where an outage stands at `now`. */
type OutageState = 'lifted' | 'over' | 'inEffect' | 'scheduled';

function stateOf(outage: Outage, now: number): OutageState {
  if (outage.liftedAt !== null) return 'lifted';
  if (Date.parse(outage.end) <= now) return 'over';
  return Date.parse(outage.start) <= now ? 'inEffect' : 'scheduled';
}

/**
 * The device's scheduled outages (by start, the ones over for less than 30 days too): when, why,
 * how many reservations each cancelled and where it stands; one still standing is lifted early
 * after a confirmation.
 */
function OutageList({
  deviceId,
  outages,
  locked,
  onDone,
}: {
  deviceId: string;
  outages: readonly Outage[];
  /** The list is fetched again after a change: its buttons wait for it. */
  locked: boolean;
  onDone: (outcome: Notice) => void;
}) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState<Outage | null>(null);
  const lifting = useLiftOutage(deviceId);
  // Where each outage stands, as the list loaded (it loads again after each change).
  const [now] = useState(() => Date.now());

  const lift = (outage: Outage) =>
    lifting.run(outage.id, {
      onSuccess: () => {
        setAsked(null);
        onDone({ error: false, text: t('lender.facility.outages.lifted') });
      },
      onError: (error) => {
        setAsked(null);
        onDone({ error: true, text: t(facilityErrorKey(error)) });
      },
    });

  return (
    <>
      {outages.length === 0 ? (
        <p className="state">{t('lender.facility.outages.empty')}</p>
      ) : (
        <DataTable
          rows={outages}
          rowKey={(row) => row.id}
          className="list-page__table"
          caption={t('lender.facility.outages.caption')}
          columns={[
            {
              header: t('lender.facility.outages.columns.start'),
              cell: (row) => formatDateTime(row.start),
            },
            {
              header: t('lender.facility.outages.columns.end'),
              cell: (row) => formatDateTime(row.end),
            },
            {
              header: t('lender.facility.outages.columns.reason'),
              translate: 'no',
              className: 'lender__message',
              cell: (row) => row.reason,
            },
            {
              header: t('lender.facility.outages.columns.cancelled'),
              cell: (row) => row.cancelledReservations,
            },
            {
              header: t('lender.facility.outages.columns.state'),
              cell: (row) => {
                const state = stateOf(row, now);
                // Only a lifted one says when (`{{at}}`).
                const at = row.liftedAt === null ? '' : formatDateTime(row.liftedAt);
                return (
                  <span className={`list-page__status lender__status--${state}`}>
                    {t(`lender.facility.outages.state.${state}`, { at })}
                  </span>
                );
              },
            },
            {
              header: t('lender.facility.outages.columns.actions'),
              cell: (row) => {
                const state = stateOf(row, now);
                if (state !== 'scheduled' && state !== 'inEffect') return null;
                return (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={t('lender.facility.outages.liftNamed', {
                      start: formatDateTime(row.start),
                    })}
                    disabled={locked}
                    onClick={() => setAsked(row)}
                  >
                    {t('lender.facility.outages.lift')}
                  </button>
                );
              },
            },
          ]}
        />
      )}
      {asked && (
        <ConfirmDialog
          open
          danger
          title={t('lender.facility.outages.liftTitle', {
            start: formatDateTime(asked.start),
            end: formatDateTime(asked.end),
          })}
          confirmLabel={t('lender.facility.outages.lift')}
          onConfirm={() => lift(asked)}
          onCancel={() => setAsked(null)}
        >
          <p>{t('lender.facility.outages.liftText')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}

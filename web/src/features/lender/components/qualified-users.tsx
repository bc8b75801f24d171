import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import type { Notice } from '../../../components/notice';
import { usePartyName } from '../../../lib/share-mode/party-name';
import { formatDateTime } from '../../../lib/time';
import type { Qualification } from '../api/get-qualifications';
import { QualificationDialog, type QualificationAction } from './qualification-dialog';
import { QUALIFICATION_STATUS_KEY } from './status';

const HEADING_ID = 'qualified-users-heading';

interface QualifiedUsersProps {
  deviceId: string;
  qualifications: readonly Qualification[];
  /** The lists are fetched again after a change: the buttons wait for them. */
  locked: boolean;
  /** After a revocation or a new grant, or its refusal: the page says so and reloads the lists. */
  onDone: (outcome: Notice) => void;
}

/**
 * Everyone qualified, or once qualified, for the device (most recent grant first): status, when
 * granted, last used and lapsing, the session's note; an active qualification is revoked, a lapsed
 * or revoked one granted again, each after a confirmation.
 */
export function QualifiedUsers({ deviceId, qualifications, locked, onDone }: QualifiedUsersProps) {
  const { t } = useTranslation();
  const partyName = usePartyName();
  const [asked, setAsked] = useState<QualificationAction | null>(null);

  return (
    <section className="lender__section" aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID}>{t('lender.qualifications.qualified.heading')}</h2>
      {qualifications.length === 0 ? (
        <p className="state">{t('lender.qualifications.qualified.empty')}</p>
      ) : (
        <DataTable
          rows={qualifications}
          rowKey={(row) => row.userId}
          className="list-page__table"
          caption={t('lender.qualifications.qualified.caption')}
          columns={[
            {
              header: t('lender.qualifications.qualified.columns.name'),
              translate: 'no',
              cell: (row) => partyName(row.userName),
            },
            {
              header: t('lender.qualifications.qualified.columns.status'),
              cell: (row) => (
                <span className={`list-page__status lender__status--${row.status}`}>
                  {t(QUALIFICATION_STATUS_KEY[row.status])}
                </span>
              ),
            },
            {
              header: t('lender.qualifications.qualified.columns.grantedAt'),
              cell: (row) => formatDateTime(row.grantedAt),
            },
            {
              header: t('lender.qualifications.qualified.columns.lastUsedAt'),
              cell: (row) =>
                row.lastUsedAt === null
                  ? t('lender.qualifications.qualified.notUsed')
                  : formatDateTime(row.lastUsedAt),
            },
            {
              header: t('lender.qualifications.qualified.columns.lapsesAt'),
              cell: (row) => <LapsesAt qualification={row} />,
            },
            {
              header: t('lender.qualifications.qualified.columns.note'),
              translate: 'no',
              className: 'lender__message',
              cell: (row) => row.note,
            },
            {
              header: t('lender.qualifications.qualified.columns.actions'),
              cell: (row) => {
                const kind = row.status === 'active' ? 'revoke' : 'requalify';
                return (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={t(`lender.qualifications.${kind}Named`, {
                      name: partyName(row.userName),
                    })}
                    disabled={locked}
                    onClick={() => setAsked({ kind, qualification: row })}
                  >
                    {t(`lender.qualifications.${kind}`)}
                  </button>
                );
              },
            },
          ]}
        />
      )}
      {asked && (
        <QualificationDialog
          deviceId={deviceId}
          action={asked}
          onCancel={() => setAsked(null)}
          onDone={(outcome) => {
            setAsked(null);
            onDone(outcome);
          }}
        />
      )}
    </section>
  );
}

/** When an active qualification lapses unless used ("never" without a lapse); else a dash. */
function LapsesAt({ qualification }: { qualification: Qualification }) {
  const { t } = useTranslation();
  if (qualification.lapsesAt !== null) return <>{formatDateTime(qualification.lapsesAt)}</>;
  return (
    <>
      {qualification.status === 'active'
        ? t('lender.qualifications.noLapse')
        : t('lender.qualifications.qualified.none')}
    </>
  );
}

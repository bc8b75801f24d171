import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { QueryView } from '../../../components/query-view';
import { RateClassText } from '../../../components/share-mode/rate-class-badge';
import { hasErrorCode } from '../../../lib/api-client';
import { usePartyName } from '../../../lib/share-mode/party-name';
import { showToast } from '../../../lib/toasts';
import { useOutsideUsers, type OutsideUser } from '../api/get-outside-users';
import { AffiliationDialog } from './affiliation-dialog';
import { LoadError } from './load-error';

/**
 * The accounts the allow-list admitted (users from other universities and companies): name,
 * e-mail, affiliation (or that none is recorded yet: they cannot book until one is), whether they
 * registered with this lender for this fiscal year, and the way to record their affiliation. Only
 * an admin of a lending group or an external-funds officer may see them: anyone else is told so.
 */
export function OutsideUsers() {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useOutsideUsers();
  const [editing, setEditing] = useState<OutsideUser | null>(null);
  const notAdmin = query.status === 'error' && hasErrorCode(query.error, 'not_lender_admin');
  return (
    <section className="lender__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('lender.outsideUsers.list.heading')}</h2>
      {notAdmin ? (
        <p className="state">{t('lender.errors.notLenderAdmin')}</p>
      ) : (
        <QueryView
          query={query}
          loading={t('lender.outsideUsers.list.loading')}
          LoadError={LoadError}
          loadFailed={t('lender.outsideUsers.list.loadFailed')}
        >
          {({ users, fiscalYear }) =>
            users.length === 0 ? (
              <p className="state state--empty">{t('lender.outsideUsers.list.empty')}</p>
            ) : (
              <OutsideUsersTable
                users={users}
                fiscalYear={fiscalYear}
                labelledBy={headingId}
                onEdit={setEditing}
              />
            )
          }
        </QueryView>
      )}
      {editing && (
        <AffiliationDialog
          user={editing}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            showToast({ error: false, text: t('lender.outsideUsers.dialog.saved') });
          }}
        />
      )}
    </section>
  );
}

function OutsideUsersTable({
  users,
  fiscalYear,
  labelledBy,
  onEdit,
}: {
  users: readonly OutsideUser[];
  fiscalYear: number;
  /** The id of the section's heading, which names the table. */
  labelledBy: string;
  onEdit: (user: OutsideUser) => void;
}) {
  const { t } = useTranslation();
  const partyName = usePartyName();
  const l = 'lender.outsideUsers.list';
  return (
    <DataTable
      rows={users}
      rowKey={(user) => user.uid}
      className="list-page__table"
      labelledBy={labelledBy}
      columns={[
        { header: t(`${l}.columns.name`), translate: 'no', cell: (user) => partyName(user.name) },
        {
          header: t(`${l}.columns.email`),
          translate: 'no',
          className: 'lender__message',
          cell: (user) => user.email,
        },
        {
          header: t(`${l}.columns.affiliation`),
          cell: ({ affiliation }) =>
            affiliation === null ? (
              t(`${l}.notRecorded`)
            ) : (
              <RateClassText rateClass={affiliation.kind} affiliation={affiliation.name} />
            ),
        },
        {
          header: t(`${l}.columns.registered`, { year: fiscalYear }),
          cell: (user) =>
            t(user.registeredYears.includes(fiscalYear) ? `${l}.registered` : `${l}.notRegistered`),
        },
        {
          header: t(`${l}.columns.actions`),
          cell: (user) => (
            <button
              type="button"
              className="button button--secondary button--small"
              aria-label={t(`${l}.editNamed`, { name: partyName(user.name) })}
              onClick={() => onEdit(user)}
            >
              {t(`${l}.edit`)}
            </button>
          ),
        },
      ]}
    />
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { FactList } from '../../../components/fact-list';
import { ReportButton } from '../../../components/report/report-button';
import { errorMessageKey, hasErrorStatus } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQuery } from '../../../lib/use-query';
import { getAccount, type AccountCard } from '../api/account';
import { BlockButton } from '../components/block-button';
import './account-page.css';

/**
 * `/manage/account/{id}`: the public card of an account, a user's or a group's (owners, customers
 * and commenters link here), with a way to block or report it unless it is the user's own. A
 * withdrawn user shows 'This user has withdrawn' and nothing else.
 */
export function AccountDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useQuery(['/home/accounts', id], (signal) =>
    getAccount(id, signal).then(({ account }) => account),
  );
  const title =
    query.status === 'success' ? titleOf(query.data, t('accountDetail.withdrawn')) : undefined;
  useDocumentTitle(title ?? t('accountDetail.title'));

  if (query.status === 'loading') {
    return (
      <CardStatePage busy>
        <p className="state">{t('accountDetail.loading')}</p>
      </CardStatePage>
    );
  }
  if (query.status === 'error') {
    const missing = hasErrorStatus(query.error, 404);
    return (
      <CardStatePage>
        <div role="alert" className="state state--error">
          <p>{missing ? t('accountDetail.notFound') : t(errorMessageKey(query.error))}</p>
          {!missing && (
            <button type="button" className="button button--secondary" onClick={query.refetch}>
              {t('account.retry')}
            </button>
          )}
        </div>
      </CardStatePage>
    );
  }
  return <AccountCardView account={query.data} />;
}

/** The page before the card is there (loading, or failed): headed by the page's generic title. */
function CardStatePage({ busy = false, children }: { busy?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section
      className="page"
      aria-labelledby="account-detail-heading"
      aria-busy={busy ? 'true' : undefined}
    >
      <h1 id="account-detail-heading" className="page__title">
        {t('accountDetail.title')}
      </h1>
      {children}
    </section>
  );
}

function titleOf(account: AccountCard, withdrawn: string): string {
  return account.name ?? withdrawn;
}

function AccountCardView({ account }: { account: AccountCard }) {
  const { t } = useTranslation();
  return (
    <section className="page account-card" aria-labelledby="account-detail-heading">
      <h1 id="account-detail-heading" className="page__title">
        {titleOf(account, t('accountDetail.withdrawn'))}
      </h1>
      {account.kind === 'user' && account.withdrawn ? (
        <p className="state">{t('accountDetail.withdrawnMessage')}</p>
      ) : (
        <div className="account__section">
          {account.kind === 'group' && account.icon && (
            <img className="account-card__icon" src={account.icon} alt="" width={72} height={72} />
          )}
          <FactList
            className="account-card__facts"
            facts={[
              {
                term: t('accountDetail.kind'),
                value:
                  account.kind === 'group'
                    ? t(`accountDetail.groupKinds.${account.groupKind}`)
                    : t('accountDetail.user'),
              },
              account.kind === 'user' && account.occupation
                ? {
                    term: t('profileForm.occupation'),
                    value: t(`profileForm.occupations.${account.occupation}`),
                  }
                : null,
              account.kind === 'user' && account.position !== ''
                ? { term: t('profileForm.position'), value: account.position }
                : null,
              account.kind === 'group'
                ? {
                    term: t('accountDetail.members'),
                    value: t('accountDetail.memberCount', { count: account.memberCount }),
                  }
                : null,
            ]}
          />
          {account.profile !== '' && <p className="account-card__profile">{account.profile}</p>}
        </div>
      )}
      <AccountActions account={account} />
    </section>
  );
}

/** Block and report, for an account that is neither the user's nor withdrawn. */
function AccountActions({ account }: { account: AccountCard }) {
  const { user, group, profile } = useSession();
  const own = [user?.uid, group, profile?.accountId].includes(account.id);
  if (own || account.withdrawn) return null;
  return (
    <div className="account-card__actions">
      <BlockButton accountId={account.id} />
      <ReportButton target={{ kind: 'account', accountId: account.id }} />
    </div>
  );
}

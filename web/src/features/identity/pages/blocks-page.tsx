import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataTable } from '../../../components/data-table';
import { Page } from '../../../components/page';
import { QueryView } from '../../../components/query-view';
import { paths } from '../../../lib/paths';
import { formatDateTime } from '../../../lib/time';
import { useBlocks, type BlockRow } from '../api/get-blocks';
import { LoadError } from '../components/load-error';
import { useUnblock } from '../components/use-unblock';
import './account-page.css';

const HEADING_ID = 'blocks-heading';

/**
 * `/manage/account/blocks`: the accounts the current identity blocks (newest first), each with its
 * kind, since when, and a button to unblock it.
 */
export function BlocksPage() {
  const { t } = useTranslation();
  const title = t('routes.accountBlocks');
  const query = useBlocks();
  const { unblock, busy } = useUnblock();

  const nameOf = (row: BlockRow) => row.name ?? t('blocks.withdrawn');

  return (
    <Page headingId={HEADING_ID} title={title} className="account">
      <p>{t('blocks.intro')}</p>
      <QueryView
        query={query}
        loading={t('blocks.loading')}
        LoadError={LoadError}
        loadFailed={t('blocks.loadFailed')}
      >
        {(rows) =>
          rows.length === 0 ? (
            <p className="state">{t('blocks.empty')}</p>
          ) : (
            <DataTable
              rows={rows}
              rowKey={(row) => row.accountId}
              className="list-page__table blocks__table"
              caption={title}
              columns={[
                {
                  header: t('blocks.columns.name'),
                  className: 'blocks__name',
                  cell: (row) => (
                    <>
                      {row.name === null ? (
                        nameOf(row)
                      ) : (
                        <Link to={paths.accountDetail.getHref(row.accountId)} translate="no">
                          {row.name}
                        </Link>
                      )}
                      <span className="blocks__kind">{t(`blocks.kinds.${row.kind}`)}</span>
                    </>
                  ),
                },
                {
                  header: t('blocks.columns.since'),
                  cell: (row) => formatDateTime(row.createdAt),
                },
                {
                  header: t('blocks.columns.actions'),
                  cell: (row) => (
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      disabled={busy !== null}
                      aria-busy={busy === row.accountId}
                      aria-label={t('blocks.unblockNamed', { name: nameOf(row) })}
                      onClick={() => void unblock(row.accountId)}
                    >
                      {t('blocks.unblock')}
                    </button>
                  ),
                },
              ]}
            />
          )
        }
      </QueryView>
      <p className="account__back">
        <Link to={paths.account.getHref()}>{t('blocks.backToAccount')}</Link>
      </p>
    </Page>
  );
}

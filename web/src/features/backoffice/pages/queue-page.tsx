import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApprovalStatusBadge } from '../../../components/approval/approval-badges';
import type { BackofficeStage } from '../../../lib/exhibit-admin-types';
import { paths } from '../../../lib/paths';
import { useSession, type Role } from '../../../lib/session';
import { formatDateTime } from '../../../lib/time';
import { backofficeErrorKey } from '../api/errors';
import { saveBlob } from '../../../lib/save-blob';
import { useDownload } from '../../../lib/use-download';
import { DownloadButton } from '../../../components/download-button';
import { FieldFrame } from '../../../components/form/field-frame';
import { exportCsv } from '../api/export-csv';
import { useQueue } from '../api/get-queue';
import { PENDING_STATUS, STAGE_STATUSES, type QueueStatus } from '../api/types';
import { Page } from '../../../components/page';
import { PagedTable } from '../../../components/query-table';
import { usePaging } from '../../../lib/paging';
import { LoadError } from '../components/load-error';
import '../components/backoffice.css';

export const PAGE_SIZE = 20;

const LIST = { junk: paths.backofficeJunk, funds: paths.backofficeFunds } as const;
const DETAIL = { junk: paths.backofficeJunkDetail, funds: paths.backofficeFundsDetail } as const;
const TITLE = { junk: 'routes.backofficeJunk', funds: 'routes.backofficeFunds' } as const;
/** The officer role each stage needs (the server's `requireRole`). */
const STAGE_ROLE = { junk: 'junk_inquiry', funds: 'external_funds' } as const satisfies Record<
  BackofficeStage,
  Role
>;

function statusOf(stage: BackofficeStage, value: string | null): QueueStatus {
  if (value === 'all') return 'all';
  return (STAGE_STATUSES[stage] as readonly string[]).includes(value ?? '')
    ? (value as QueueStatus)
    : PENDING_STATUS[stage];
}

function hrefOf(stage: BackofficeStage, status: QueueStatus, keyword: string, page: number) {
  const params = new URLSearchParams({ status });
  if (keyword) params.set('keyword', keyword);
  if (page > 1) params.set('page', String(page));
  return `${LIST[stage].getHref()}?${params.toString()}`;
}

/**
 * `/manage/backoffice/junk` and `/funds`: the stage's applications (the pending ones first shown),
 * filtered by status and keyword, paged, with a CSV export of the chosen status.
 */
export function QueuePage({ stage }: { stage: BackofficeStage }) {
  const { t } = useTranslation();
  const { roles } = useSession();
  if (!roles.includes(STAGE_ROLE[stage])) {
    // Without the officer role (the token's claim; the server checks again): the page says so,
    // with none of the tools it would offer.
    return (
      <Page headingId="backoffice-queue-heading" title={t(TITLE[stage])} className="backoffice">
        <p role="alert" className="state state--error">
          {t('backoffice.forbidden')}
        </p>
      </Page>
    );
  }
  return <Queue stage={stage} />;
}

/** The officer's queue: filters, the CSV download and the table. */
function Queue({ stage }: { stage: BackofficeStage }) {
  const { t } = useTranslation();
  const title = t(TITLE[stage]);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const status = statusOf(stage, params.get('status'));
  const keyword = params.get('keyword') ?? '';
  const paging = usePaging(PAGE_SIZE, (page) => hrefOf(stage, status, keyword, page));
  const [draft, setDraft] = useState(keyword);
  // The address changed (back, forward, a link): the box shows its keyword again.
  const [shownKeyword, setShownKeyword] = useState(keyword);
  if (shownKeyword !== keyword) {
    setShownKeyword(keyword);
    setDraft(keyword);
  }
  const query = useQueue(stage, { status, keyword, limit: paging.limit, offset: paging.offset });

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    navigate(hrefOf(stage, status, draft.trim(), 1));
  };

  const exporting = useDownload(async () =>
    saveBlob(await exportCsv(stage, status), `${stage}-${status}.csv`),
  );

  // The server refused the role after all (a claim not refreshed yet): no tools either.
  const refused =
    query.status === 'error' && backofficeErrorKey(query.error) === 'backoffice.forbidden';
  return (
    <Page
      headingId="backoffice-queue-heading"
      title={title}
      className="backoffice"
      action={
        refused ? undefined : (
          <DownloadButton download={exporting}>{t('backoffice.export')}</DownloadButton>
        )
      }
    >
      {exporting.failure && (
        <p role="alert" className="form__message form__message--error">
          {`${t('backoffice.exportFailed')} ${t(backofficeErrorKey(exporting.failure.error))}`}
        </p>
      )}
      {!refused && (
        <form className="backoffice__filters" role="search" onSubmit={onSearch}>
          <FieldFrame id="backoffice-status" label={t('backoffice.status')}>
            <select
              id="backoffice-status"
              className="field__control"
              value={status}
              onChange={(event) =>
                navigate(hrefOf(stage, statusOf(stage, event.target.value), keyword, 1))
              }
            >
              {STAGE_STATUSES[stage].map((value) => (
                <option key={value} value={value}>
                  {t(`manageExhibits.approvalStatus.${value}`)}
                </option>
              ))}
              <option value="all">{t('backoffice.all')}</option>
            </select>
          </FieldFrame>
          <FieldFrame id="backoffice-keyword" label={t('backoffice.keyword')}>
            <input
              id="backoffice-keyword"
              type="search"
              className="field__control"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
          </FieldFrame>
          <button type="submit" className="button">
            {t('backoffice.search')}
          </button>
        </form>
      )}
      <PagedTable
        query={query}
        rowsOf={(data) => data.exhibits}
        words="backoffice"
        LoadError={LoadError}
        caption={title}
        columns={['title', 'owner', 'status', 'items', 'submittedAt']}
        paging={paging}
        row={(entry) => (
          <tr key={entry.id}>
            <th scope="row">
              <Link to={DETAIL[stage].getHref(entry.id)}>{entry.title}</Link>
            </th>
            <td>
              <span translate="no">{entry.ownerName ?? entry.ownerId}</span>
              {entry.ownApplication === true && (
                <span className="status-badge status-badge--outline backoffice__own">
                  {t('backoffice.ownApplication')}
                </span>
              )}
            </td>
            <td>
              <ApprovalStatusBadge status={entry.approvalStatus} />
            </td>
            <td>{entry.itemCount}</td>
            <td>
              {entry.submittedAt ? formatDateTime(entry.submittedAt) : t('backoffice.assetNone')}
            </td>
          </tr>
        )}
      />
    </Page>
  );
}

/** `/manage/backoffice/junk` */
export function JunkQueuePage() {
  return <QueuePage stage="junk" />;
}

/** `/manage/backoffice/funds` */
export function FundsQueuePage() {
  return <QueuePage stage="funds" />;
}

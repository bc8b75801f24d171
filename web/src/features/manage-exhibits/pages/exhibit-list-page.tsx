import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ExhibitStateBadges } from '../../../components/approval/approval-badges';
import { ExhibitThumbnail } from '../../../components/exhibit/exhibit-thumbnail';
import { APPROVAL_STATUSES, type ApprovalStatus } from '../../../lib/exhibit-types';
import { paths } from '../../../lib/paths';
import { formatDateTime } from '../../../lib/time';
import { useMyExhibits } from '../api/get-my-exhibits';
import { Page } from '../../../components/page';
import { PagedTable } from '../../../components/query-table';
import { usePaging } from '../../../lib/paging';
import { LoadError } from '../components/load-error';
import '../components/manage-exhibits.css';

export const PAGE_SIZE = 20;

const isStatus = (value: string | null): value is ApprovalStatus =>
  value !== null && (APPROVAL_STATUSES as readonly string[]).includes(value);

/** `?status=&page=` of the list: kept in the address so reload and back keep them. */
function listHref(status: ApprovalStatus | undefined, page: number): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `${paths.reuseExhibits.getHref()}${query ? `?${query}` : ''}`;
}

/**
 * `/manage/exhibit/reuse`: the current identity's reuse exhibits, newest first, with their approval,
 * publication and display state; filtered by approval status and paged.
 */
export function ExhibitListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const paging = usePaging(PAGE_SIZE, (page) => listHref(status, page));
  const query = useMyExhibits({ status, limit: paging.limit, offset: paging.offset });

  return (
    <Page
      headingId="exhibit-list-heading"
      title={t('routes.reuseExhibits')}
      className="manage-exhibits"
      action={
        <Link to={paths.reuseExhibitCreate.getHref()} className="button">
          {t('manageExhibits.list.create')}
        </Link>
      }
    >
      <div className="manage-exhibits__filters">
        <label htmlFor="exhibit-status-filter">{t('manageExhibits.list.status')}</label>
        <select
          id="exhibit-status-filter"
          className="field__control"
          value={status ?? ''}
          onChange={(event) =>
            navigate(listHref(isStatus(event.target.value) ? event.target.value : undefined, 1))
          }
        >
          <option value="">{t('manageExhibits.list.all')}</option>
          {APPROVAL_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`manageExhibits.approvalStatus.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <PagedTable
        query={query}
        rowsOf={(data) => data.exhibits}
        words="manageExhibits.list"
        LoadError={LoadError}
        caption={t('manageExhibits.list.caption')}
        columns={['title', 'status', 'items', 'stock', 'expiresAt', 'updatedAt']}
        paging={paging}
        row={(exhibit) => (
          <tr key={exhibit.id}>
            <th scope="row">
              <span className="manage-exhibits__title">
                <ExhibitThumbnail
                  uri={exhibit.thumbnailUri}
                  variants={exhibit.thumbnailVariants}
                  alt={t('exhibitCard.imageOf', { title: exhibit.title })}
                />
                <Link to={paths.reuseExhibit.getHref(exhibit.id)} translate="no">
                  {exhibit.title}
                </Link>
              </span>
            </th>
            <td>
              <ExhibitStateBadges
                approvalStatus={exhibit.approvalStatus}
                published={exhibit.published}
                displayState={exhibit.displayState}
                cancelled={exhibit.cancelled}
              />
            </td>
            <td>{exhibit.itemCount}</td>
            <td>{exhibit.stockTotal}</td>
            <td>{formatDateTime(exhibit.expiresAt)}</td>
            <td>{formatDateTime(exhibit.updatedAt)}</td>
          </tr>
        )}
      />
    </Page>
  );
}

import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ExhibitListTabs } from '../../../components/exhibit-list-tabs';
import { PageLinks } from '../../../components/exhibit/page-links';
import { paths } from '../../../lib/paths';
import { formatDateTime } from '../../../lib/time';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMyShareExhibits } from '../api/get-my-share-exhibits';
import { QueryTable } from '../../../components/query-table';
import { pageHref, pageParam } from '../../../lib/paging';
import { LoadError } from '../components/load-error';
import { PublishedState } from '../components/published-state';
import '../components/share-exhibits.css';

export const PAGE_SIZE = 20;

const listHref = (page: number) => pageHref(paths.shareExhibits.getHref(), page);

/**
 * `/manage/exhibit/share`: the acting identity's share listings, newest first, 20 a page (`?page=`):
 * title (to the detail), devices, published or not, and a link to edit each.
 */
export function ShareExhibitListPage() {
  const { t } = useTranslation();
  const title = t('routes.shareExhibits');
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const page = pageParam(params);
  const query = useMyShareExhibits(PAGE_SIZE, (page - 1) * PAGE_SIZE);

  return (
    <section className="page share-exhibits" aria-labelledby="share-exhibit-list-heading">
      <ExhibitListTabs current="share" />
      <div className="list-page__title-bar">
        <h1 id="share-exhibit-list-heading" className="page__title">
          {title}
        </h1>
        <Link to={paths.shareExhibitCreate.getHref()} className="button">
          {t('shareExhibits.list.create')}
        </Link>
      </div>
      <QueryTable
        query={query}
        rowsOf={(data) => data.exhibits}
        loading={t('shareExhibits.list.loading')}
        LoadError={LoadError}
        loadFailed={t('shareExhibits.list.loadFailed')}
        empty={
          <p className="state">
            {page > 1 ? t('shareExhibits.list.pastEnd') : t('shareExhibits.list.empty')}
          </p>
        }
        total={(data) => t('shareExhibits.list.total', { count: data.total })}
        caption={t('shareExhibits.list.caption')}
        columns={[
          t('shareExhibits.list.columns.title'),
          t('shareExhibits.list.columns.devices'),
          t('shareExhibits.list.columns.state'),
          t('shareExhibits.list.columns.updatedAt'),
          t('shareExhibits.list.columns.actions'),
        ]}
        row={(exhibit) => (
          <tr key={exhibit.id}>
            <th scope="row">
              <Link to={paths.shareExhibit.getHref(exhibit.id)} translate="no">
                {exhibit.title}
              </Link>
            </th>
            <td>
              <ul className="share-exhibits__devices">
                {exhibit.devices.map((device) => (
                  <li key={device.id}>
                    <span translate="no">{device.name}</span>
                    {!device.active && ` ${t('shareExhibits.suspended')}`}
                  </li>
                ))}
              </ul>
            </td>
            <td>
              <PublishedState published={exhibit.published} />
            </td>
            <td>{formatDateTime(exhibit.updatedAt)}</td>
            <td>
              <Link
                to={paths.shareExhibitEdit.getHref(exhibit.id)}
                aria-label={t('shareExhibits.list.editNamed', { title: exhibit.title })}
              >
                {t('shareExhibits.list.edit')}
              </Link>
            </td>
          </tr>
        )}
        pager={(data) => (
          <PageLinks page={page} total={data.total} pageSize={PAGE_SIZE} hrefFor={listHref} />
        )}
      />
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ExhibitListTabs } from '../../../components/exhibit-list-tabs';
import { PageLinks } from '../../../components/exhibit/page-links';
import { paths } from '../../../lib/paths';
import { formatDateTime } from '../../../lib/time';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMyShareExhibits } from '../api/get-my-share-exhibits';
import { LoadError, Loading } from '../components/load-states';
import { PublishedState } from '../components/published-state';
import '../components/share-exhibits.css';

export const PAGE_SIZE = 20;

const listHref = (page: number) =>
  `${paths.shareExhibits.getHref()}${page > 1 ? `?page=${page}` : ''}`;

/**
 * `/manage/exhibit/share`: the acting identity's share listings, newest first, 20 a page (`?page=`):
 * title (to the detail), devices, published or not, and a link to edit each.
 */
export function ShareExhibitListPage() {
  const { t } = useTranslation();
  const title = t('routes.shareExhibits');
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = useMyShareExhibits(PAGE_SIZE, (page - 1) * PAGE_SIZE);

  return (
    <section className="page share-exhibits" aria-labelledby="share-exhibit-list-heading">
      <ExhibitListTabs current="share" />
      <div className="share-exhibits__title-bar">
        <h1 id="share-exhibit-list-heading" className="page__title">
          {title}
        </h1>
        <Link to={paths.shareExhibitCreate.getHref()} className="button">
          {t('shareExhibits.list.create')}
        </Link>
      </div>
      {query.status === 'loading' && <Loading message={t('shareExhibits.list.loading')} />}
      {query.status === 'error' && (
        <LoadError
          message={t('shareExhibits.list.loadFailed')}
          error={query.error}
          onRetry={query.refetch}
        />
      )}
      {query.status === 'success' &&
        (query.data.exhibits.length === 0 ? (
          <p className="state">
            {page > 1 ? t('shareExhibits.list.pastEnd') : t('shareExhibits.list.empty')}
          </p>
        ) : (
          <>
            <p className="share-exhibits__total">
              {t('shareExhibits.list.total', { count: query.data.total })}
            </p>
            <div className="share-exhibits__table-scroll">
              <table className="share-exhibits__table">
                <caption className="visually-hidden">{t('shareExhibits.list.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('shareExhibits.list.columns.title')}</th>
                    <th scope="col">{t('shareExhibits.list.columns.devices')}</th>
                    <th scope="col">{t('shareExhibits.list.columns.state')}</th>
                    <th scope="col">{t('shareExhibits.list.columns.updatedAt')}</th>
                    <th scope="col">{t('shareExhibits.list.columns.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {query.data.exhibits.map((exhibit) => (
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
                  ))}
                </tbody>
              </table>
            </div>
            <PageLinks
              page={page}
              total={query.data.total}
              pageSize={PAGE_SIZE}
              hrefFor={listHref}
            />
          </>
        ))}
    </section>
  );
}

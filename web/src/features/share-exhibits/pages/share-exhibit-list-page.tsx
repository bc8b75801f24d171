import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { formatDateTime } from '../../../lib/time';
import { useMyShareExhibits } from '../api/get-my-share-exhibits';
import { Page } from '../../../components/page';
import { PagedTable } from '../../../components/query-table';
import { pageHref, usePaging } from '../../../lib/paging';
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
  const paging = usePaging(PAGE_SIZE, listHref);
  const query = useMyShareExhibits(paging.limit, paging.offset);

  return (
    <Page
      headingId="share-exhibit-list-heading"
      title={t('routes.shareExhibits')}
      className="share-exhibits"
      action={
        <Link to={paths.shareExhibitCreate.getHref()} className="button">
          {t('shareExhibits.list.create')}
        </Link>
      }
    >
      <PagedTable
        query={query}
        rowsOf={(data) => data.exhibits}
        words="shareExhibits.list"
        LoadError={LoadError}
        caption={t('shareExhibits.list.caption')}
        columns={['title', 'devices', 'state', 'updatedAt', 'actions']}
        paging={paging}
        pastEnd="shareExhibits.list.pastEnd"
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
      />
    </Page>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '../../../components/page';
import { PagedTable } from '../../../components/query-table';
import { pageHref, usePaging } from '../../../lib/paging';
import { paths } from '../../../lib/paths';
import { formatDateTime } from '../../../lib/time';
import { useMyWanted } from '../api/get-my-wanted';
import { LoadError } from '../components/load-error';
import { WantedStatus } from '../components/wanted-status';
import '../components/wanted.css';

export const PAGE_SIZE = 20;

/**
 * `/manage/wanted`: the current identity's wanted posts, open and closed, newest first, each with
 * its state, date and offers; a link to post another and to everyone's list.
 */
export function MyWantedPage() {
  const { t } = useTranslation();
  const paging = usePaging(PAGE_SIZE, (page) => pageHref(paths.myWanted.getHref(), page));
  const query = useMyWanted({ limit: paging.limit, offset: paging.offset });

  return (
    <Page
      headingId="my-wanted-heading"
      title={t('routes.myWanted')}
      className="wanted"
      action={
        <div className="list-page__actions">
          <Link to={paths.wanted.getHref()} className="button button--secondary">
            {t('wanted.mine.publicList')}
          </Link>
          <Link to={paths.wantedCreate.getHref()} className="button">
            {t('wanted.mine.create')}
          </Link>
        </div>
      }
    >
      <PagedTable
        query={query}
        rowsOf={(data) => data.wanted}
        words="wanted.mine"
        LoadError={LoadError}
        caption={t('wanted.mine.caption')}
        columns={['title', 'status', 'until', 'offers']}
        paging={paging}
        row={(post) => (
          <tr key={post.id}>
            <th scope="row">
              <Link to={paths.wantedPost.getHref(post.id)} translate="no">
                {post.title}
              </Link>
            </th>
            <td>
              <WantedStatus post={post} />
            </td>
            <td>
              <time dateTime={post.until}>{formatDateTime(post.until)}</time>
            </td>
            <td>{t('wanted.facts.offerCount', { count: post.offerCount })}</td>
          </tr>
        )}
      />
    </Page>
  );
}

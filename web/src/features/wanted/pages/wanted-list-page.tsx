import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PageLinks } from '../../../components/exhibit/page-links';
import { Page } from '../../../components/page';
import { QueryView } from '../../../components/query-view';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useWantedList } from '../api/get-wanted-list';
import { LoadError } from '../components/load-error';
import { useWantedNames } from '../components/use-wanted-names';
import { WantedCard } from '../components/wanted-card';
import { WantedSearchForm } from '../components/wanted-search-form';
import {
  parseWantedSearch,
  toWantedQuery,
  WANTED_PAGE_SIZE,
  wantedSearchHref,
} from '../wanted-params';
import '../components/wanted.css';

const HEADING_ID = 'wanted-heading';
const RESULTS_ID = 'wanted-results-heading';

/**
 * `/wanted` (public): the open wanted posts, newest first, searched by keywords, category and area
 * (kept in the address) and paged; signed-in users may post their own.
 */
export function WantedListPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const search = useMemo(() => parseWantedSearch(params), [params]);
  const query = useWantedList(toWantedQuery(search));
  const names = useWantedNames();
  const signedIn = user !== null;

  return (
    <Page
      headingId={HEADING_ID}
      title={t('routes.wanted')}
      className="wanted"
      action={
        signedIn ? (
          <Link to={paths.wantedCreate.getHref()} className="button">
            {t('wanted.list.post')}
          </Link>
        ) : undefined
      }
    >
      <p className="wanted__intro">{t('wanted.list.intro')}</p>
      <WantedSearchForm
        key={location.search}
        search={search}
        onSearch={(next) => navigate(wantedSearchHref(next))}
      />
      <section className="wanted__results" aria-labelledby={RESULTS_ID}>
        <h2 id={RESULTS_ID} className="wanted__heading">
          {t('wanted.list.results')}
        </h2>
        <QueryView
          query={query}
          loading={t('wanted.list.loading')}
          LoadError={LoadError}
          loadFailed={t('wanted.list.loadFailed')}
        >
          {(data) =>
            data.wanted.length === 0 ? (
              search.page > 1 ? (
                <p className="state">
                  {t('wanted.list.pastEnd')}{' '}
                  <Link to={wantedSearchHref({ ...search, page: 1 })}>
                    {t('wanted.list.firstPage')}
                  </Link>
                </p>
              ) : (
                <p className="state state--empty">{t('wanted.list.empty')}</p>
              )
            ) : (
              <>
                <p className="list-page__total">{t('wanted.list.total', { count: data.total })}</p>
                <ul className="wanted__list">
                  {data.wanted.map((post) => (
                    <li key={post.id}>
                      <WantedCard post={post} names={names} signedIn={signedIn} />
                    </li>
                  ))}
                </ul>
                <PageLinks
                  page={search.page}
                  total={data.total}
                  pageSize={WANTED_PAGE_SIZE}
                  hrefFor={(page) => wantedSearchHref({ ...search, page })}
                />
              </>
            )
          }
        </QueryView>
      </section>
    </Page>
  );
}

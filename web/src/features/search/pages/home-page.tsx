import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { CloseIcon } from '../../../components/icons';
import { errorMessageKey } from '../../../lib/api-client';
import { loadChunk } from '../../../lib/chunk-reload';
import { localize, useLanguage } from '../../../lib/i18n';
import { useAreaNames } from '../../../lib/lookups/area-names';
import { useAreas } from '../../../lib/lookups/get-areas';
import { findCategory, useCategories } from '../../../lib/lookups/get-categories';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CategoryBrowser } from '../components/category-browser';
import { SearchForm } from '../components/search-form';
import { SearchResults } from '../components/search-results';
import { parseSearch, searchHref } from '../search-params';
import './home-page.css';

const RESULTS_HEADING_ID = 'search-results-heading';

/**
 * "Save this search", for signed-in users only: a chunk of its own that loads the action with the
 * rest of the messages, so a visitor's first load of `/` carries neither.
 */
const SaveSearch = lazy(() =>
  loadChunk(() => import('../components/save-search')).then((module) => ({
    default: module.SaveSearch,
  })),
);

/**
 * The line on reuse impact under the listing: a chunk of its own that loads the line (with the rest
 * of the messages) once the listing has come; the first load of `/` carries neither.
 */
const ImpactBandSlot = lazy(() =>
  loadChunk(() => import('../components/impact-band-slot')).then((module) => ({
    default: module.ImpactBandSlot,
  })),
);

/**
 * The slot in its boundary, one element for every render of the page: a rendered page's boundary
 * stays dehydrated until the slot's chunk has loaded, and a new element reaching it meanwhile (the
 * page renders again when its listing, older than a minute in a CDN copy, is fetched again) made
 * React give up hydrating it and draw it afresh (error #421). The same element is skipped.
 */
const IMPACT_BAND = (
  <Suspense fallback={null}>
    <ImpactBandSlot />
  </Suspense>
);

/**
 * `/`: the top search (keywords and filters, kept in the address), the results as cards with page
 * links, the category tree to browse by category, and below them a line on reuse impact.
 */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle();
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const search = useMemo(() => parseSearch(params), [params]);
  const areas = useAreas();
  const areaNames = useAreaNames(areas);
  const categories = useCategories();
  const { user } = useSession();

  const tagName = (id: string) => {
    const found =
      categories.status === 'success' ? findCategory(categories.data.categories, id) : undefined;
    return found ? localize(found.name, language) : id;
  };

  return (
    <div className="page search-page">
      <section className="search-page__top" aria-labelledby="search-heading">
        <h1 id="search-heading" className="page__title">
          {t('search.heading')}
        </h1>
        <SearchForm
          // The form starts again from the address whenever it changes (back, forward, links).
          key={location.search}
          search={search}
          areas={areas}
          onSearch={(next) => navigate(searchHref(next))}
        />
        {search.tags.length > 0 && (
          <ul className="search-page__tags" aria-label={t('search.tags')}>
            {search.tags.map((tag) => (
              <li key={tag} className="search-page__tag">
                {tagName(tag)}
                <Link
                  className="search-page__tag-remove"
                  to={searchHref({
                    ...search,
                    tags: search.tags.filter((value) => value !== tag),
                    page: 1,
                  })}
                  aria-label={t('search.removeTag', { name: tagName(tag) })}
                >
                  <CloseIcon className="search-page__tag-icon" />
                </Link>
              </li>
            ))}
          </ul>
        )}
        {user !== null && (
          // Its row is there before the action arrives: the results below do not move.
          <div className="search-page__save">
            <Suspense fallback={null}>
              <SaveSearch search={search} />
            </Suspense>
          </div>
        )}
      </section>
      <div className="search-page__columns">
        <section className="search-page__results" aria-labelledby={RESULTS_HEADING_ID}>
          <h2 id={RESULTS_HEADING_ID} className="search-page__heading">
            {t('search.results')}
          </h2>
          <SearchResults search={search} areaNames={areaNames} headingId={RESULTS_HEADING_ID} />
        </section>
        <aside className="search-page__categories" aria-labelledby="home-categories-heading">
          <h2 id="home-categories-heading" className="search-page__heading">
            {t('search.byCategory')}
          </h2>
          {categories.status === 'loading' && (
            <p role="status" className="state state--loading">
              {t('home.categories.loading')}
            </p>
          )}
          {categories.status === 'error' && (
            <div role="alert" className="state state--error">
              <p>{t('home.categories.error')}</p>
              <p>{t(errorMessageKey(categories.error))}</p>
              <button type="button" className="button" onClick={categories.refetch}>
                {t('home.categories.retry')}
              </button>
            </div>
          )}
          {categories.status === 'success' &&
            (Object.keys(categories.data.categories).length === 0 ? (
              <p className="state state--empty">{t('home.categories.empty')}</p>
            ) : (
              <CategoryBrowser categories={categories.data.categories} current={search.tags} />
            ))}
        </aside>
      </div>
      {IMPACT_BAND}
    </div>
  );
}

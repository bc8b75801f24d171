import type { LookupName } from '../../../lib/lookups/place-names';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ExhibitCard, ExhibitCardSkeletons } from '../../../components/exhibit/exhibit-card';
import { PageLinks } from '../../../components/exhibit/page-links';
import { errorMessageKey } from '../../../lib/api-client';
import { useExhibitSearch } from '../api/search-exhibits';
import {
  isFiltered,
  searchHref,
  SEARCH_PAGE_SIZE,
  toApiQuery,
  type SearchState,
} from '../search-params';

/**
 * Cards drawn while the results load: two rows on a phone, more than a screen with the form above,
 * so what follows the list stays below the fold until the cards arrive.
 */
const LOADING_CARDS = 4;
/** The first row of cards on a phone: their photos are above the fold, the largest paint. */
const PRIORITY_PHOTOS = 2;

interface SearchResultsProps {
  search: SearchState;
  /** Area names by id, in the current language. */
  areaNames: (id: string) => LookupName;
  headingId: string;
}

/** The exhibits found for `search`: a page of cards with page links, or the empty or error state. */
export function SearchResults({ search, areaNames, headingId }: SearchResultsProps) {
  const { t } = useTranslation();
  const result = useExhibitSearch(toApiQuery(search));

  if (result.status === 'loading') {
    return (
      <>
        <p role="status" className="search-results__count">
          {t('search.loading')}
        </p>
        <ExhibitCardSkeletons count={LOADING_CARDS} />
      </>
    );
  }
  if (result.status === 'error') {
    return (
      <div role="alert" className="state state--error">
        <p>{t('search.error')}</p>
        <p>{t(errorMessageKey(result.error))}</p>
        <button type="button" className="button" onClick={result.refetch}>
          {t('search.retry')}
        </button>
      </div>
    );
  }

  const { exhibits, total, totalCapped, next } = result.data;
  if (exhibits.length === 0) {
    const pastEnd = search.page > 1 && total > 0;
    return (
      <div className="state state--empty">
        <p>
          {pastEnd
            ? t('search.pastEnd')
            : isFiltered(search)
              ? t('search.noResults')
              : t('search.nothingOnDisplay')}
        </p>
        {pastEnd && (
          <Link className="button button--secondary" to={searchHref({ ...search, page: 1 })}>
            {t('search.firstPage')}
          </Link>
        )}
      </div>
    );
  }

  const first = (search.page - 1) * SEARCH_PAGE_SIZE + 1;
  return (
    <>
      <p className="search-results__count" role="status">
        {t(totalCapped ? 'search.countCapped' : 'search.count', {
          total,
          first,
          last: first + exhibits.length - 1,
        })}
      </p>
      <ul className="exhibit-list" aria-labelledby={headingId}>
        {exhibits.map((exhibit, index) => (
          <li key={exhibit.id}>
            <ExhibitCard
              exhibit={exhibit}
              areaName={areaNames(exhibit.areaId)}
              headingLevel={3}
              photoPriority={index < PRIORITY_PHOTOS}
            />
          </li>
        ))}
      </ul>
      <PageLinks
        page={search.page}
        total={total}
        pageSize={SEARCH_PAGE_SIZE}
        // The next page reads on from this one's last entry; any other page by its offset.
        hrefFor={(page) =>
          searchHref({ ...search, page, after: page === search.page + 1 ? (next ?? null) : null })
        }
      />
    </>
  );
}

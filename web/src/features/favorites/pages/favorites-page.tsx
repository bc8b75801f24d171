import { QueryStatus } from '../../../components/load-states';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ExhibitCard } from '../../../components/exhibit/exhibit-card';
import { PageLinks } from '../../../components/exhibit/page-links';
import { errorMessageKey, type ErrorMessageKey } from '../../../lib/api-client';
import type { ExhibitSummary } from '../../../lib/exhibit-types';
import { useAreaNames } from '../../../lib/lookups/area-names';
import { useAreas } from '../../../lib/lookups/get-areas';
import { pageHref, pageOf } from '../../../lib/paging';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { Page } from '../../../components/page';
import { FAVORITES_PAGE_SIZE, useFavorites } from '../api/get-favorites';
import { useRemoveFavorite } from '../api/remove-favorite';

const HEADING_ID = 'favorites-heading';

const hrefFor = (page: number) => pageHref(paths.favorite.getHref(), page);

/**
 * `/favorite`: the favorites of the current identity as cards, 20 a page (`?page=`), each removable.
 * Open to visitors (spec section 6), who are told to log in.
 */
export function FavoritesPage() {
  const { t } = useTranslation();
  const { user } = useSession();

  return (
    <Page headingId={HEADING_ID} title={t('favorites.title')} className="favorites">
      {user ? <FavoriteList /> : <LoginPrompt />}
    </Page>
  );
}

function LoginPrompt() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <div className="state">
      <p>{t('favorites.loginExplanation')}</p>
      <p>
        <Link className="button" to={paths.login.getHref(`${pathname}${search}`)}>
          {t('favorites.login')}
        </Link>
      </p>
    </div>
  );
}

function FavoriteList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const page = pageOf(params.get('page'));
  const favorites = useFavorites((page - 1) * FAVORITES_PAGE_SIZE);
  const areaNames = useAreaNames(useAreas());
  const removal = useRemoveFavorite();
  const [failure, setFailure] = useState<ErrorMessageKey | null>(null);
  // The favorite being removed; until the list has followed, no other button works.
  const removing = removal.isPending ? removal.variables : undefined;
  const locked = removal.isPending || favorites.fetching === true;

  const remove = (exhibit: ExhibitSummary, onPage: number) => {
    setFailure(null);
    void removal.run(exhibit.id, {
      // The last one of a later page: go back a page (this page is fetched again anyway).
      onSuccess: () => {
        if (onPage === 1 && page > 1) navigate(hrefFor(page - 1));
      },
      onError: (error) => setFailure(errorMessageKey(error)),
    });
  };

  if (favorites.status !== 'success') {
    return (
      <QueryStatus
        query={favorites}
        loading={t('favorites.loading')}
        failed={t('favorites.error')}
        retry={t('favorites.retry')}
      />
    );
  }

  const { exhibits, total } = favorites.data;
  if (exhibits.length === 0) {
    return (
      <div className="state state--empty">
        <p>{page > 1 && total > 0 ? t('favorites.pastEnd') : t('favorites.empty')}</p>
        <p>
          {page > 1 && total > 0 ? (
            <Link className="button button--secondary" to={hrefFor(1)}>
              {t('favorites.firstPage')}
            </Link>
          ) : (
            <Link className="button button--secondary" to={paths.home.getHref()}>
              {t('favorites.search')}
            </Link>
          )}
        </p>
      </div>
    );
  }

  return (
    <>
      {failure && (
        <p role="alert" className="state state--error">
          {t('favorites.removeFailed')} {t(failure)}
        </p>
      )}
      <p className="favorites__count">{t('favorites.count', { count: total })}</p>
      <ul className="exhibit-list" aria-labelledby={HEADING_ID}>
        {exhibits.map((exhibit) => (
          <li key={exhibit.id}>
            <ExhibitCard
              exhibit={exhibit}
              areaName={areaNames(exhibit.areaId)}
              actions={
                <button
                  type="button"
                  className="button button--secondary button--small"
                  disabled={locked}
                  aria-busy={removing === exhibit.id}
                  aria-label={t('favorites.removeNamed', { title: exhibit.title })}
                  onClick={() => remove(exhibit, exhibits.length)}
                >
                  {t('favorites.remove')}
                </button>
              }
            />
          </li>
        ))}
      </ul>
      <PageLinks page={page} total={total} pageSize={FAVORITES_PAGE_SIZE} hrefFor={hrefFor} />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { HeartIcon } from '../../../components/icons';
import { paths } from '../../../lib/paths';
import { useFavorite } from './use-favorite';

interface FavoriteButtonProps {
  exhibitId: string;
  isFavorite: boolean;
  count: number;
  signedIn: boolean;
}

/**
 * Add to or remove from favorites, with the count. Visitors get a link to log in (and come back).
 */
export function FavoriteButton({ exhibitId, isFavorite, count, signedIn }: FavoriteButtonProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const favorite = useFavorite(exhibitId, { isFavorite, count });
  const countText = (
    <span
      className="favorite__count"
      role="img"
      aria-label={t('exhibitCard.favoriteCount', { count: favorite.count })}
    >
      <span aria-hidden="true">{favorite.count}</span>
    </span>
  );

  if (!signedIn) {
    return (
      <div className="favorite">
        <Link
          className="button button--secondary favorite__button"
          to={paths.login.getHref(`${pathname}${search}`)}
        >
          <HeartIcon className="favorite__icon" />
          {t('exhibit.favorite.loginToAdd')}
        </Link>
        {countText}
      </div>
    );
  }

  return (
    <div className="favorite">
      <button
        type="button"
        className={
          favorite.isFavorite
            ? 'button favorite__button favorite__button--on'
            : 'button button--secondary favorite__button'
        }
        aria-pressed={favorite.isFavorite}
        aria-busy={favorite.pending}
        onClick={() => void favorite.toggle()}
      >
        <HeartIcon className="favorite__icon" />
        {t('exhibit.favorite.label')}
      </button>
      {countText}
      {favorite.error && (
        <p role="alert" className="favorite__error">
          {t('exhibit.favorite.failed')} {t(favorite.error)}
        </p>
      )}
    </div>
  );
}

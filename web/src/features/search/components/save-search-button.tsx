import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useCreateSavedSearch } from '../api/create-saved-search';
import type { SearchState } from '../search-params';
import { SavedSearchDialog } from './saved-search-dialog';
import { defaultSavedSearchName, toSavedSearchQuery } from './saved-search-values';
import './saved-searches.css';

/**
 * "Save this search" for a signed-in user: asks a name and whether to mail the new exhibits daily,
 * then saves the home page's current search (keywords and filters, not the page). Loaded lazily with
 * all the messages: the first paint of `/` carries neither.
 */
export function SaveSearchButton({ search }: { search: SearchState }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const creation = useCreateSavedSearch();
  return (
    <div className="save-search">
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => setOpen(true)}
      >
        {t('savedSearches.save')}
      </button>
      <Link to={paths.savedSearches.getHref()} className="save-search__list">
        {t('routes.savedSearches')}
      </Link>
      {open && (
        <SavedSearchDialog
          title={t('savedSearches.saveTitle')}
          confirmLabel={t('savedSearches.saveSubmit')}
          intro={t('savedSearches.saveIntro')}
          initial={{
            name: defaultSavedSearchName(search, t('savedSearches.defaultName')),
            mail: false,
          }}
          save={(update, reaction) =>
            creation.run({ ...update, query: toSavedSearchQuery(search) }, reaction)
          }
          done={t('savedSearches.saved')}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}

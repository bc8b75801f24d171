import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { categoryName } from '../../../lib/lookups/category-options';
import { useAreas } from '../../../lib/lookups/get-areas';
import { useCategories } from '../../../lib/lookups/get-categories';
import { localize } from '../../../lib/i18n';

/** What a name reads while its lookup loads (as `lookupWords` shows it). */
const LOADING = '…';

/**
 * How a post's category and area read: "any" for none, an ellipsis while the names load, the id
 * when the lookup failed or does not know it.
 */
export interface WantedNames {
  category: (id: string) => string;
  area: (id: string) => string;
}

/** The names of categories and areas in the current language (the lookups are cached). */
export function useWantedNames(): WantedNames {
  const { t } = useTranslation();
  const language = useLanguage();
  const categories = useCategories();
  const areas = useAreas();
  const any = t('wanted.any');
  return {
    category: (id) => {
      if (id === '') return any;
      if (categories.status === 'loading') return LOADING;
      const name =
        categories.status === 'success'
          ? categoryName(categories.data.categories, id, language)
          : null;
      return name ?? id;
    },
    area: (id) => {
      if (id === '') return any;
      if (areas.status === 'loading') return LOADING;
      const found = areas.status === 'success' ? areas.data.areas.find((a) => a.id === id) : null;
      return found ? localize(found.name, language) : id;
    },
  };
}

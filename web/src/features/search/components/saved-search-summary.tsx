import type { SavedSearchQuery } from '@campus/model/saved-search-types';
import { useTranslation } from 'react-i18next';
import { useExhibitLabels } from '../../../components/exhibit/labels';
import { localize, useLanguage } from '../../../lib/i18n';
import { useAreas } from '../../../lib/lookups/get-areas';
import { findCategory, useCategories } from '../../../lib/lookups/get-categories';

/**
 * What a saved search looks for, a line per filter: its keywords, kind, areas and categories (named
 * in the current language) and "in stock only"; "all exhibits" when it filters nothing.
 */
export function SavedSearchSummary({ query }: { query: SavedSearchQuery }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const labels = useExhibitLabels();
  const areas = useAreas();
  const categories = useCategories();
  const areaName = (id: string) => {
    const found = areas.status === 'success' ? areas.data.areas.find((a) => a.id === id) : null;
    return found ? localize(found.name, language) : id;
  };
  const tagName = (id: string) => {
    const found =
      categories.status === 'success' ? findCategory(categories.data.categories, id) : undefined;
    return found ? localize(found.name, language) : id;
  };
  const lines = [
    query.keywords.length > 0 &&
      t('savedSearches.summary.keywords', { words: query.keywords.join(' ') }),
    query.kind !== null && t('savedSearches.summary.kind', { kind: labels.kind(query.kind) }),
    query.areas.length > 0 &&
      t('savedSearches.summary.areas', { areas: query.areas.map(areaName).join('、') }),
    query.tags.length > 0 &&
      t('savedSearches.summary.tags', { tags: query.tags.map(tagName).join('、') }),
    query.inStock && t('savedSearches.summary.inStock'),
  ].filter((line): line is string => typeof line === 'string');
  return (
    <ul className="saved-searches__summary">
      {(lines.length > 0 ? lines : [t('savedSearches.summary.all')]).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

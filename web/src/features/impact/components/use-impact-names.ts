import { NO_FACULTY } from '@campus/model/impact-types';
import type { Lookup } from '@campus/model/lookup-types';
import { useTranslation } from 'react-i18next';
import { localize, useLanguage } from '../../../lib/i18n';
import { useAreas } from '../../../lib/lookups/get-areas';
import { findCategory, sortByOrder, useCategories } from '../../../lib/lookups/get-categories';
import { useFaculties } from '../../../lib/lookups/get-faculties';

export interface NameOption {
  value: string;
  label: string;
}

/**
 * The names of the ids the figures are counted by, in the current language: campuses (areas),
 * faculties (with `none`, the central offices), top categories and, for the method, small ones.
 * An id the lookups do not know (or not yet) stands for itself.
 */
export interface ImpactNames {
  campus: (id: string) => string;
  faculty: (id: string) => string;
  /** Any level of the category tree. */
  category: (id: string) => string;
  /** The filters' choices, in display order. */
  options: { campus: NameOption[]; faculty: NameOption[]; category: NameOption[] };
  /** Every lookup has answered (or failed): a table of names need not show ids meanwhile. */
  ready: boolean;
}

export function useImpactNames(): ImpactNames {
  const { t } = useTranslation();
  const language = useLanguage();
  const areas = useAreas();
  const faculties = useFaculties();
  const categories = useCategories();
  const toOption = (item: Lookup) => ({ value: item.id, label: localize(item.name, language) });
  const campus = areas.status === 'success' ? areas.data.areas.map(toOption) : [];
  const faculty = [
    ...(faculties.status === 'success' ? faculties.data.faculties.map(toOption) : []),
    { value: NO_FACULTY, label: t('impact.noFaculty') },
  ];
  const tree = categories.status === 'success' ? categories.data.categories : {};
  const category = sortByOrder(tree).map((top) => ({
    value: top.id,
    label: localize(top.name, language),
  }));
  const nameIn = (options: NameOption[]) => (id: string) =>
    options.find((option) => option.value === id)?.label ?? id;
  return {
    campus: nameIn(campus),
    faculty: nameIn(faculty),
    category: (id) => {
      const found = findCategory(tree, id);
      return found ? localize(found.name, language) : id;
    },
    options: { campus, faculty, category },
    ready: [areas, faculties, categories].every((lookup) => lookup.status !== 'loading'),
  };
}

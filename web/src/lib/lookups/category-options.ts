import { localize, type Language } from '../i18n';
import { findCategory, sortByOrder, type Category } from './get-categories';

/** One category of any level as a choice: its id and its path of names ("家具 / 机・椅子"). */
export interface CategoryOption {
  value: string;
  label: string;
}

/**
 * Every category of the tree, top, middle and small, in display order, each named by its path in
 * `language` (a search or a wanted post may name any level). Kept apart from `get-categories.ts`,
 * which the first load of `/` carries.
 */
export function categoryOptions(
  tree: Readonly<Record<string, Category>>,
  language: Language,
): CategoryOption[] {
  return sortByOrder(tree).flatMap((top) => {
    const topName = localize(top.name, language);
    return [
      { value: top.id, label: topName },
      ...sortByOrder(top.middleCategories).flatMap((middle) => {
        const middleName = `${topName} / ${localize(middle.name, language)}`;
        return [
          { value: middle.id, label: middleName },
          ...sortByOrder(middle.smallCategories).map((small) => ({
            value: small.id,
            label: `${middleName} / ${localize(small.name, language)}`,
          })),
        ];
      }),
    ];
  });
}

/** A category's name in `language` (any level), or null when the tree does not know the id. */
export function categoryName(
  tree: Readonly<Record<string, Category>>,
  id: string,
  language: Language,
): string | null {
  const found = findCategory(tree, id);
  return found ? localize(found.name, language) : null;
}

import type {
  CategoriesResponse as GetCategoriesResponse,
  Category,
  MiddleCategory,
  SmallCategory,
} from '@campus/model/lookup-types';
import { api } from '../api-client';
import { localize } from '../i18n';
import { useQuery, type QueryResult } from '../use-query';

/** GET /api/v1/categories: the category tree, each level indexed by id. */

export type { Category, GetCategoriesResponse, MiddleCategory, SmallCategory };

export function getCategories(signal?: AbortSignal): Promise<GetCategoriesResponse> {
  return api.get<GetCategoriesResponse>('/categories', signal ? { signal } : {});
}

export function useCategories(): QueryResult<GetCategoriesResponse> {
  return useQuery(['/categories'], getCategories);
}

/** The values of an id-indexed level, by `order` (then id, so equal orders stay stable). */
export function sortByOrder<T extends { id: string; order: number }>(
  byId: Readonly<Record<string, T>>,
): T[] {
  return Object.values(byId).sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}

/** A category of any level by id: items name small categories, searches may name any level. */
export function findCategory(
  tree: Readonly<Record<string, Category>>,
  id: string,
): Category | MiddleCategory | SmallCategory | undefined {
  for (const category of Object.values(tree)) {
    if (category.id === id) return category;
    for (const middle of Object.values(category.middleCategories)) {
      if (middle.id === id) return middle;
      const small = middle.smallCategories[id];
      if (small) return small;
    }
  }
  return undefined;
}

/** The small categories under "top / middle" groups, in display order (for a grouped select). */
export function smallCategoryGroups(
  categories: Readonly<Record<string, Category>>,
  language: 'ja' | 'en',
): { label: string; options: { value: string; label: string }[] }[] {
  return sortByOrder(categories).flatMap((top) =>
    sortByOrder(top.middleCategories).map((middle) => ({
      label: `${localize(top.name, language)} / ${localize(middle.name, language)}`,
      options: sortByOrder(middle.smallCategories).map((small) => ({
        value: small.id,
        label: localize(small.name, language),
      })),
    })),
  );
}

import { api } from '../../../lib/api-client';
import type { LocalizedText } from '../../../lib/i18n';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/** GET /api/v1/categories: the category tree, each level indexed by id. */

export type ItemKind = 'furniture' | 'book' | 'consumable';

export interface SmallCategory {
  id: string;
  name: LocalizedText;
  order: number;
  kind: ItemKind;
}

export interface MiddleCategory {
  id: string;
  name: LocalizedText;
  order: number;
  smallCategories: Record<string, SmallCategory>;
}

export interface Category {
  id: string;
  name: LocalizedText;
  order: number;
  middleCategories: Record<string, MiddleCategory>;
}

export interface GetCategoriesResponse {
  categories: Record<string, Category>;
}

export function getCategories(signal?: AbortSignal): Promise<GetCategoriesResponse> {
  return api.get<GetCategoriesResponse>('/categories', signal ? { signal } : {});
}

export function useCategories(): QueryResult<GetCategoriesResponse> {
  return useQuery(getCategories);
}

/** The values of an id-indexed level, by `order` (then id, so equal orders stay stable). */
export function sortByOrder<T extends { id: string; order: number }>(
  byId: Readonly<Record<string, T>>,
): T[] {
  return Object.values(byId).sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}

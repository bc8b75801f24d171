import { getAreas, type Area } from '../../../lib/lookups/get-areas';
import { getCategories, type Category } from '../../../lib/lookups/get-categories';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/** The choices of the wanted form, loaded together: the category tree and the campuses. */
export interface WantedLookups {
  categories: Record<string, Category>;
  areas: Area[];
}

async function getWantedLookups(signal: AbortSignal): Promise<WantedLookups> {
  const [categories, areas] = await Promise.all([getCategories(signal), getAreas(signal)]);
  return { categories: categories.categories, areas: areas.areas };
}

export function useWantedLookups(): QueryResult<WantedLookups> {
  return useQuery(['wanted-form-lookups'], getWantedLookups);
}

import { getAreas, type Area } from '../../../lib/lookups/get-areas';
import { getCategories, type Category } from '../../../lib/lookups/get-categories';
import { useQuery, type QueryResult } from '../../../lib/use-query';
import { getSecretariats, type Secretariat } from '../api/get-secretariats';

/** The choices of the exhibit form, loaded together: campuses, secretariats and categories. */
export interface FormLookups {
  areas: Area[];
  secretariats: Secretariat[];
  categories: Record<string, Category>;
}

async function getFormLookups(signal: AbortSignal): Promise<FormLookups> {
  const [areas, secretariats, categories] = await Promise.all([
    getAreas(signal),
    getSecretariats(signal),
    getCategories(signal),
  ]);
  return {
    areas: areas.areas,
    secretariats: secretariats.secretariats,
    categories: categories.categories,
  };
}

export function useFormLookups(): QueryResult<FormLookups> {
  return useQuery(['exhibit-form-lookups'], getFormLookups);
}

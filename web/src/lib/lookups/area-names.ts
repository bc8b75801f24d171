import { useMemo } from 'react';
import { localize, useLanguage } from '../i18n';
import type { QueryResult } from '../use-query';
import type { GetAreasResponse } from './get-areas';
import type { LookupName } from './place-names';

/**
 * The campuses' names in the current language, for lists of exhibit cards: `nameOf(id)` is the name,
 * undefined while the areas load, null when they failed or do not know the id (`LookupName`). The
 * areas come from the caller, which may show them elsewhere too.
 */
export function useAreaNames(areas: QueryResult<GetAreasResponse>): (id: string) => LookupName {
  const language = useLanguage();
  const names = useMemo(
    () =>
      new Map(
        areas.status === 'success'
          ? areas.data.areas.map((area) => [area.id, localize(area.name, language)] as const)
          : [],
      ),
    [areas, language],
  );
  const loading = areas.status === 'loading';
  return (id) => (loading ? undefined : (names.get(id) ?? null));
}

import { useMemo } from 'react';
import { localize, useLanguage } from '../i18n';
import type { QueryResult } from '../use-query';
import type { GetAreasResponse } from './get-areas';

/**
 * The campuses' names in the current language by id, for lists of exhibit cards; empty while the
 * areas load or after they failed (a card then goes without its campus). The areas come from the
 * caller, which may show them elsewhere too.
 */
export function useAreaNames(areas: QueryResult<GetAreasResponse>): ReadonlyMap<string, string> {
  const language = useLanguage();
  return useMemo(
    () =>
      new Map(
        areas.status === 'success'
          ? areas.data.areas.map((area) => [area.id, localize(area.name, language)] as const)
          : [],
      ),
    [areas, language],
  );
}

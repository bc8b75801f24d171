import { getBlob } from '../../../lib/api-client';
import type { Language } from '../../../lib/i18n';
import { toApiQuery, type ImpactQuery } from '../impact-params';
import { IMPACT_PATH } from './get-impact';

/**
 * GET /api/v1/home/backoffice/impact.csv?{the dashboard's query}&lang=ja|en: the range as CSV, one
 * row per month and cell, names in `language`. It needs the auth headers, so it is fetched as a
 * Blob (then saved through a temporary link, `saveBlob`).
 */
export function getImpactCsv(query: ImpactQuery, language: Language): Promise<Blob> {
  return getBlob(`${IMPACT_PATH}.csv`, { query: { ...toApiQuery(query), lang: language } });
}

/** The saved file's name: `impact_2025-04_2026-03.csv`. */
export const impactCsvName = ({ from, to }: ImpactQuery) => `impact_${from}_${to}.csv`;

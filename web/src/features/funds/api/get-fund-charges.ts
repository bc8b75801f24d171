import { api, getBlob } from '../../../lib/api-client';
import { useQuery, type QueryResult } from '../../../lib/use-query';
import { fundsPath } from './get-funds';
import type { Fund, FundChargesResponse } from './types';

const chargesPath = (groupId: string, fundId: string) =>
  `${fundsPath(groupId)}/${encodeURIComponent(fundId)}/charges`;

/**
 * GET /api/v1/home/groups/{id}/funds/{fundId}/charges (group admins and external-funds officers):
 * the fund's fiscal year month by month (April to March), its charged lines and their total.
 */
export function getFundCharges(
  groupId: string,
  fundId: string,
  signal?: AbortSignal,
): Promise<FundChargesResponse> {
  return api.get<FundChargesResponse>(chargesPath(groupId, fundId), signal ? { signal } : {});
}

export function useFundCharges(groupId: string, fundId: string): QueryResult<FundChargesResponse> {
  return useQuery(['/home/groups', groupId, 'funds', fundId, 'charges'], (signal) =>
    getFundCharges(groupId, fundId, signal),
  );
}

/**
 * GET /api/v1/home/groups/{id}/funds/{fundId}/charges.csv: the same lines for the accounting
 * office. It needs the bearer token, so it is fetched through the API client as a Blob (the page
 * saves it).
 */
export function getFundChargesCsv(groupId: string, fundId: string): Promise<Blob> {
  return getBlob(`${chargesPath(groupId, fundId)}.csv`);
}

/** The saved file's name, as the API names it: `fund-123456789012-FY2026.csv`. */
export const statementCsvName = (fund: Pick<Fund, 'projectCode' | 'fiscalYear'>) =>
  `fund-${fund.projectCode}-FY${fund.fiscalYear}.csv`;

import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { fundsKey, fundsPath } from './get-funds';
import type { Fund, FundPatch } from './types';

/**
 * PATCH /api/v1/home/groups/{id}/funds/{fundId} (group admins): any of the fields, or `{active}`
 * to close or reopen it; `approvalThreshold` only by the fund's holder (403 `not_budget_holder`).
 */
export async function updateFund(groupId: string, fundId: string, patch: FundPatch): Promise<Fund> {
  const { fund } = await api.patch<{ fund: Fund }>(
    `${fundsPath(groupId)}/${encodeURIComponent(fundId)}`,
    { body: patch },
  );
  return fund;
}

/** A change of one fund: its fields, or `{active}`. */
export interface FundUpdate {
  fundId: string;
  patch: FundPatch;
}

/** Changes, closes or reopens a fund of the group; its funds (and their statements) follow. */
export function useUpdateFund(groupId: string) {
  return useApiMutation<FundUpdate, Fund>({
    call: ({ fundId, patch }) => updateFund(groupId, fundId, patch),
    invalidates: () => [fundsKey(groupId)],
  });
}

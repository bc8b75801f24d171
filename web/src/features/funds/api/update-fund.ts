import { api } from '../../../lib/api-client';
import { fundsPath } from './get-funds';
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

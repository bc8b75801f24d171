import { api } from '../../../lib/api-client';
import { fundsPath } from './get-funds';
import type { Fund, FundInput } from './types';

/** POST /api/v1/home/groups/{id}/funds (group admins): registers a fund, answered 201 `{fund}`. */
export async function createFund(groupId: string, input: FundInput): Promise<Fund> {
  const { fund } = await api.post<{ fund: Fund }>(fundsPath(groupId), { body: input });
  return fund;
}

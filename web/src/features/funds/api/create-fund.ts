import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { fundsKey, fundsPath } from './get-funds';
import type { Fund, FundInput } from './types';

/** POST /api/v1/home/groups/{id}/funds (group admins): registers a fund, answered 201 `{fund}`. */
export async function createFund(groupId: string, input: FundInput): Promise<Fund> {
  const { fund } = await api.post<{ fund: Fund }>(fundsPath(groupId), { body: input });
  return fund;
}

/** Registers a fund of the group; its funds follow. */
export function useCreateFund(groupId: string) {
  return useApiMutation<FundInput, Fund>({
    call: (input) => createFund(groupId, input),
    invalidates: () => [fundsKey(groupId)],
  });
}

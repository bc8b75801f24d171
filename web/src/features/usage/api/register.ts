import type { RegistrationResponse } from '@campus/model/outside-user-types';
import { api } from '../../../lib/api-client';
import { cacheUpdate, useApiMutation } from '../../../lib/use-api-mutation';
import { BILLS_KEY } from './get-bills';
import { lenderRegistrationKey, type LenderRegistrationResponse } from './get-lender-registration';

/**
 * POST /api/v1/home/lenders/{lenderId}/registration `{fiscalYear}` -> 201 `{registration}`: the
 * caller registers with the lender for a fiscal year (its fee is billed at once). 400 at
 * `body.fiscalYear`; 409 `registration_not_required`, `affiliation_required`,
 * `already_registered`.
 */
export async function register(
  lenderId: string,
  fiscalYear: number,
): Promise<RegistrationResponse> {
  return api.post<RegistrationResponse>(
    `/home/lenders/${encodeURIComponent(lenderId)}/registration`,
    { body: { fiscalYear } },
  );
}

/**
 * Registers with lender `lenderId` for a fiscal year; the page shows the registration at once,
 * and the bills follow (the fee is a line of this month's). After a refusal the standing is read
 * again (a 409 says it changed meanwhile).
 */
export function useRegister(lenderId: string) {
  return useApiMutation<number, RegistrationResponse>({
    call: (fiscalYear) => register(lenderId, fiscalYear),
    invalidates: (_year, answer) =>
      answer === undefined ? [lenderRegistrationKey(lenderId)] : [BILLS_KEY],
    updates: (_year, { registration }) => [
      cacheUpdate<LenderRegistrationResponse | undefined>(
        lenderRegistrationKey(lenderId),
        (cached) => cached && { ...cached, registrations: [...cached.registrations, registration] },
      ),
    ],
  });
}

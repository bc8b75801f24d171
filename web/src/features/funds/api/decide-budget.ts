import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { BUDGET_REVIEWS_KEY } from './get-budget-reviews';
import type { Reservation } from './types';

export type BudgetDecision = 'approve' | 'reject';

/**
 * POST /api/v1/home/reservations/{id}/budget-approve or `budget-reject` `{reason}` (a rejection
 * needs the reason): the budget holder's decision. Approved, the reservation goes on to its lender.
 */
export async function decideBudget(
  id: string,
  decision: BudgetDecision,
  reason = '',
): Promise<Reservation> {
  const { reservation } = await api.post<{ reservation: Reservation }>(
    `/home/reservations/${encodeURIComponent(id)}/budget-${decision}`,
    { body: reason === '' ? {} : { reason } },
  );
  return reservation;
}

/** The holder's decision on one reservation, with the reason a rejection takes ('' for none). */
export interface Decision {
  id: string;
  decision: BudgetDecision;
  reason: string;
}

/**
 * Approves or rejects a charge; the list of reservations waiting follows (a refusal says it moved
 * on meanwhile).
 */
export function useDecideBudget() {
  return useApiMutation<Decision, Reservation>({
    call: ({ id, decision, reason }) => decideBudget(id, decision, reason),
    invalidates: () => [BUDGET_REVIEWS_KEY],
  });
}

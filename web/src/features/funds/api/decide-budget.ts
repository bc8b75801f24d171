import { api } from '../../../lib/api-client';
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

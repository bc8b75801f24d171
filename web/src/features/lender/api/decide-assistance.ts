import { api } from '../../../lib/api-client';
import type { Reservation } from '../../../lib/share-mode/types';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { LENDER_RESERVATIONS_KEY } from './get-lender-reservations';
import { STAFF_REQUESTS_KEY } from './get-staff-requests';
import { STAFF_SESSIONS_KEY } from './get-staff-sessions';

export type AssistanceDecision = 'accept' | 'decline';

/**
 * POST /api/v1/home/reservations/{id}/assistance/accept (no body) or `decline` `{reason}` (the
 * reason required): a staff member's decision on a request for assistance. 403
 * `not_device_staff`; 409 `assistance_decided` (decided meanwhile, or its session is over),
 * `staff_conflict` (the staff member already assists another session then).
 */
export async function decideAssistance(
  id: string,
  decision: AssistanceDecision,
  reason = '',
): Promise<Reservation> {
  const { reservation } = await api.post<{ reservation: Reservation }>(
    `/home/reservations/${encodeURIComponent(id)}/assistance/${decision}`,
    { body: decision === 'decline' ? { reason } : {} },
  );
  return reservation;
}

/** The staff member's decision on one reservation, with the reason a decline takes. */
export interface StaffDecision {
  id: string;
  decision: AssistanceDecision;
  reason: string;
}

/**
 * Accepts or declines a request for assistance; the requests waiting, the staff member's weeks
 * and the lender's lists (a staff member may lend the device too) follow.
 */
export function useDecideAssistance() {
  return useApiMutation<StaffDecision, Reservation>({
    call: ({ id, decision, reason }) => decideAssistance(id, decision, reason),
    invalidates: () => [STAFF_REQUESTS_KEY, STAFF_SESSIONS_KEY, LENDER_RESERVATIONS_KEY],
  });
}

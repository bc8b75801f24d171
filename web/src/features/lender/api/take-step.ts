import { api } from '../../../lib/api-client';
import type { Reservation } from '../../../lib/share-mode/types';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { LENDER_RESERVATIONS_KEY } from './get-lender-reservations';

/** The steps a lender takes (the API's `no-show` path is `no_show` here, as in the state machine). */
export type LenderAction = 'approve' | 'reject' | 'cancel' | 'checkout' | 'return' | 'no_show';

const PATH_OF: Record<LenderAction, string> = {
  approve: 'approve',
  reject: 'reject',
  cancel: 'cancel',
  checkout: 'checkout',
  return: 'return',
  no_show: 'no-show',
};

/** POST /api/v1/home/reservations/{id}/{step} `{reason?}`: the lender's step on a reservation. */
export async function takeStep(
  id: string,
  action: LenderAction,
  reason?: string,
): Promise<Reservation> {
  const { reservation } = await api.post<{ reservation: Reservation }>(
    `/home/reservations/${encodeURIComponent(id)}/${PATH_OF[action]}`,
    { body: reason === undefined ? {} : { reason } },
  );
  return reservation;
}

/** A lender's step on one reservation, with the reason a rejection or a cancellation takes. */
export interface Step {
  id: string;
  action: LenderAction;
  reason?: string;
}

/** Takes a step on a reservation; every list of the lender's reservations follows. */
export function useTakeStep() {
  return useApiMutation<Step, Reservation>({
    call: ({ id, action, reason }) => takeStep(id, action, reason),
    invalidates: () => [LENDER_RESERVATIONS_KEY],
  });
}

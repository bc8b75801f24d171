import { api } from '../../../lib/api-client';
import type { Reservation } from '../../../lib/share-mode/types';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/** GET /api/v1/home/reservations/{id}: one reservation, for its user and its lender only. */
export function useLenderReservation(id: string): QueryResult<Reservation> {
  return useQuery(['/home/reservations', { role: 'lender' }, id], async (signal) => {
    const { reservation } = await api.get<{ reservation: Reservation }>(
      `/home/reservations/${encodeURIComponent(id)}`,
      { signal },
    );
    return reservation;
  });
}

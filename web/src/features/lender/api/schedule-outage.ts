import type { OutageInput } from '@campus/model/device';
import { DEVICE_LIMITS } from '@campus/model/limits';
import type { OutageBody } from '@campus/model/share-types';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { outagesKey } from './get-outages';

/** The body of `POST /home/devices/{id}/outages`: ISO instants with the Tokyo offset, and why. */
export type { OutageInput };

/** The longest reason, and the longest outage in days. */
export const OUTAGE_REASON_MAX = DEVICE_LIMITS.outageReasonMax;
export const OUTAGE_DAYS_MAX = DEVICE_LIMITS.outageDaysMax;

/**
 * POST /api/v1/home/devices/{id}/outages `{start, end, reason}`: 201 `{outage}`. The requested and
 * approved reservations it overlaps are cancelled (their users are told); `cancelledReservations`
 * says how many. 400 `validation_error` at `body.end` (before the start, already over, longer than
 * 90 days) or `body.reason`.
 */
export async function scheduleOutage(deviceId: string, input: OutageInput): Promise<OutageBody> {
  const { outage } = await api.post<{ outage: OutageBody }>(
    `/home/devices/${encodeURIComponent(deviceId)}/outages`,
    { body: input },
  );
  return outage;
}

/** Schedules an outage of the device; its outages follow. */
export function useScheduleOutage(deviceId: string) {
  return useApiMutation<OutageInput, OutageBody>({
    call: (input) => scheduleOutage(deviceId, input),
    invalidates: () => [outagesKey(deviceId)],
  });
}

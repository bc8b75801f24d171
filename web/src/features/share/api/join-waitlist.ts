import { api } from '../../../lib/api-client';
import type { WaitlistEntry } from '../../../lib/share-mode/types';
import { useDeviceTimeChange } from './device-time-change';

/**
 * POST /api/v1/home/devices/{id}/waitlist `{start, end}` -> 201 `{entry}`: the caller waits for a
 * taken time, and is offered it (a to-do with a time limit) when it frees and they are first in
 * line. 409 `slot_free` (nothing holds it: book it), 409 `already_waiting`, 403
 * `qualification_required`, 400 rules at `body.start`.
 */
export async function joinWaitlist(
  deviceId: string,
  body: { start: string; end: string },
): Promise<WaitlistEntry> {
  const { entry } = await api.post<{ entry: WaitlistEntry }>(
    `/home/devices/${encodeURIComponent(deviceId)}/waitlist`,
    { body },
  );
  return entry;
}

/**
 * Puts the caller on the device's waitlist for a taken time (the answer is their place in line);
 * its weeks follow (a `slot_free` refusal says the time was freed meanwhile).
 */
export function useJoinWaitlist(deviceId: string) {
  return useDeviceTimeChange(deviceId, joinWaitlist);
}

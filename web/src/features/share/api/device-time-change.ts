import { availabilityKey } from '../../../lib/share-mode/get-availability';
import { useApiMutation } from '../../../lib/use-api-mutation';

/**
 * A change of who holds a device's time (a booking, a weekly series, a place in its waitlist):
 * `call(deviceId, variables)`. The device's weeks follow, also after a refusal: a conflict says
 * the time was taken meanwhile, `slot_free` that it was freed.
 */
export function useDeviceTimeChange<Variables, Result>(
  deviceId: string,
  call: (deviceId: string, variables: Variables) => Promise<Result>,
) {
  return useApiMutation<Variables, Result>({
    call: (variables) => call(deviceId, variables),
    invalidates: () => [availabilityKey(deviceId)],
  });
}

import { DEVICE_LIMITS } from '@campus/model/limits';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { myQualificationKey } from './get-my-qualification';

/** The longest message to the lender. */
export const TRAINING_MESSAGE_MAX = DEVICE_LIMITS.trainingNoteMax;

/**
 * POST /api/v1/home/devices/{id}/training-requests `{message}` -> 204: the lender is asked to train
 * the caller (a to-do of theirs; asking again replaces the message). 403 `profile_required`, 409
 * `training_not_needed` when the caller may book the device already.
 */
export async function requestTraining(deviceId: string, message: string): Promise<void> {
  await api.post<undefined>(`/home/devices/${encodeURIComponent(deviceId)}/training-requests`, {
    body: { message },
  });
}

/** Asks the lender for training with the message; the caller's standing (training asked) follows. */
export function useRequestTraining(deviceId: string) {
  return useApiMutation<string>({
    call: (message) => requestTraining(deviceId, message),
    invalidates: () => [myQualificationKey(deviceId)],
  });
}

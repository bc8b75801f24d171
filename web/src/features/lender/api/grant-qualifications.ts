import type { GrantedQualificationsResponse, QualificationBody } from '@campus/model/share-types';
import { DEVICE_LIMITS } from '@campus/model/limits';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { qualificationsKey } from './get-qualifications';

/** The body of `POST /home/devices/{id}/qualifications`: one training session. */
export interface TrainingSession {
  /** The users who took part (1 to `TRAINEES_MAX`). */
  userIds: string[];
  /** The session's note, kept with each qualification ('' for none). */
  note: string;
}

/** The most users one session qualifies, and the longest note. */
export const TRAINEES_MAX = DEVICE_LIMITS.traineesMax;
export const TRAINING_NOTE_MAX = DEVICE_LIMITS.trainingNoteMax;

/**
 * POST /api/v1/home/devices/{id}/qualifications `{userIds, note}`: 201 `{qualifications}`, the
 * users qualified (again, when lapsed or revoked). 400 `validation_error` at `body.userIds.N` for
 * an unknown user.
 */
export async function grantQualifications(
  deviceId: string,
  session: TrainingSession,
): Promise<QualificationBody[]> {
  const { qualifications } = await api.post<GrantedQualificationsResponse>(
    `/home/devices/${encodeURIComponent(deviceId)}/qualifications`,
    { body: session },
  );
  return qualifications;
}

/** Qualifies the users of a training session for the device; its lists follow. */
export function useGrantQualifications(deviceId: string) {
  return useApiMutation<TrainingSession, QualificationBody[]>({
    call: (session) => grantQualifications(deviceId, session),
    invalidates: () => [qualificationsKey(deviceId)],
  });
}

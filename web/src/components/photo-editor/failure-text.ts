import { hasErrorCode, hasErrorStatus } from '../../lib/api-client';
import type { PhotoEditorWords } from './photo-editor';
import type { PhotoProblem } from './photo-problem';
import type { PendingFailure } from './photo-queue';

/** The API's refusal of an upload, as one of the problems checked before sending. */
function refusal(error: unknown): PhotoProblem | null {
  if (hasErrorStatus(error, 413)) return 'tooLarge';
  if (hasErrorStatus(error, 415)) return 'badType';
  if (hasErrorCode(error, 'too_many_images')) return 'tooMany';
  return null;
}

/** Why a pending photo was not uploaded, in the feature's words. */
export function failureText(failure: PendingFailure, words: PhotoEditorWords): string {
  if ('problem' in failure) return words.problem(failure.problem);
  const refused = refusal(failure.error);
  return refused ? words.problem(refused) : words.uploadFailed(failure.error);
}

import type { AssistanceOffer, IfDeclined } from '@campus/model/share-types';
import type { AssistanceRequest } from '../api/book-device';

/** The booking form's request for assistance: asked or not, the note, what a decline does. */
export interface AssistanceValues {
  asked: boolean;
  note: string;
  ifDeclined: IfDeclined;
}

export const NO_ASSISTANCE: AssistanceValues = { asked: false, note: '', ifDeclined: 'keep' };

/** What a booking sends: the request for assistance while asked of a device offering it. */
export function withAssistanceOf(
  offer: AssistanceOffer,
  { asked, note, ifDeclined }: AssistanceValues,
): { assistance?: AssistanceRequest } {
  return offer.offered && asked ? { assistance: { note: note.trim(), ifDeclined } } : {};
}

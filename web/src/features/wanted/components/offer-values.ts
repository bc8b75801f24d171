import { textProblem, toLineFeeds } from '@campus/model/text';
import { WANTED_LIMITS, type WantedOfferInput } from '@campus/model/wanted-types';

/** The offer dialog's rules, as the server's `wantedOfferInputSchema` has them. */

export interface OfferValues {
  /** One of the caller's published exhibits ('' until one is chosen). */
  exhibitId: string;
  message: string;
}

export type OfferField = keyof OfferValues;
export type OfferProblem = 'exhibitRequired' | 'messageMax' | 'textInvalid';

export const OFFER_MESSAGE_MAX = WANTED_LIMITS.offerMessageMax;

const messageOf = (values: OfferValues) => toLineFeeds(values.message).trim();

/** What keeps the values from being sent, per field (empty when they may be). */
export function offerProblems(values: OfferValues): Partial<Record<OfferField, OfferProblem>> {
  const found: Partial<Record<OfferField, OfferProblem>> = {};
  if (values.exhibitId === '') found.exhibitId = 'exhibitRequired';
  const message = messageOf(values);
  if (textProblem(message, true) !== null) found.message = 'textInvalid';
  else if (message.length > OFFER_MESSAGE_MAX) found.message = 'messageMax';
  return found;
}

/** The request body; call it once `offerProblems` found nothing. */
export function toOfferInput(values: OfferValues): WantedOfferInput {
  return { exhibitId: values.exhibitId, message: messageOf(values) };
}

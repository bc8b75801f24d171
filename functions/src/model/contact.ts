import { z } from 'zod';
import { EVALUATION_SCORES } from './contact-types';
import { CONTACT_LIMITS } from './limits';
import {
  dateTimeSchema,
  idSchema,
  multilineText,
  requiredMultilineText,
  requiredText,
} from './primitives';

export * from './contact-types';
export { CONTACT_LIMITS };

/** One requested item: which, and how many. */
export const contactItemInputSchema = z
  .object({
    itemId: idSchema,
    quantity: z.number().int().min(1).max(CONTACT_LIMITS.quantityMax),
  })
  .strict();

/**
 * The customer's contact (`POST /home/exhibits/{id}/contacts`): the first message, the items and
 * quantities asked for, where they will be installed and who manages that place. Submitting it
 * implies agreement to the displayed notice (spec section 5).
 */
export const contactInputSchema = z
  .object({
    message: requiredMultilineText(CONTACT_LIMITS.messageMax),
    items: z
      .array(contactItemInputSchema)
      .min(1)
      .max(CONTACT_LIMITS.itemsMax)
      .refine((items) => new Set(items.map((i) => i.itemId)).size === items.length, {
        message: 'Each item can be asked for once',
      }),
    installationPlace: requiredText(CONTACT_LIMITS.placeMax),
    locationManager: requiredText(CONTACT_LIMITS.nameMax),
    locationManagerEmail: z.email().max(CONTACT_LIMITS.emailMax),
    agreedToNotice: z.literal(true, { message: 'Agree to the notice' }),
  })
  .strict();
export type ContactInput = z.infer<typeof contactInputSchema>;

/** `POST /home/contacts/{id}/messages`. */
export const messageInputSchema = z
  .object({ body: requiredMultilineText(CONTACT_LIMITS.messageMax) })
  .strict();

/** `POST /home/contacts/{id}/confirm-pickup`: the reserved pick-up time (with an offset). */
export const confirmPickupInputSchema = z.object({ pickupAt: dateTimeSchema }).strict();

/** `POST /home/contacts/{id}/withdraw` (customer) and `/decline` (owner): an optional reason. */
export const closeInputSchema = z
  .object({ reason: multilineText(CONTACT_LIMITS.messageMax).default('') })
  .strict();

/** `POST /home/contacts/{id}/handover`: how many of each requested item were handed over. */
export const handoverInputSchema = z
  .object({
    items: z
      .array(
        z
          .object({
            itemId: idSchema,
            count: z.number().int().min(1).max(CONTACT_LIMITS.quantityMax),
          })
          .strict(),
      )
      .min(1)
      .max(CONTACT_LIMITS.itemsMax)
      .refine((items) => new Set(items.map((i) => i.itemId)).size === items.length, {
        message: 'Each item can be handed over once per step',
      }),
    /** Loans only (an exhibit lent, not given): when the items are due back. */
    returnDueAt: dateTimeSchema.optional(),
  })
  .strict();

/** `POST /home/contacts/{id}/return-due` (owner, loans): a new return due date. */
export const returnDueInputSchema = z.object({ returnDueAt: dateTimeSchema }).strict();

/** `POST /home/contacts/{id}/return-complete` (owner, loans): no body. */
export const returnCompleteInputSchema = z.strictObject({}).optional();
export type HandoverInput = z.infer<typeof handoverInputSchema>;

/** `POST /home/contacts/{id}/evaluation`. */
export const evaluationInputSchema = z
  .object({
    score: z.enum(EVALUATION_SCORES),
    comment: multilineText(CONTACT_LIMITS.messageMax).default(''),
  })
  .strict();

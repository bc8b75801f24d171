import { z } from 'zod';

/** Limits of the contact form (spec section 3, "Contact"). */
export const CONTACT_LIMITS = {
  messageMax: 2000,
  placeMax: 200,
  nameMax: 100,
  /** A contact names each item at most once; an exhibit has at most 20 items. */
  itemsMax: 20,
  quantityMax: 9999,
} as const;

const required = (max: number) => z.string().trim().min(1).max(max);

/** One requested item: which, and how many. */
export const contactItemInputSchema = z
  .object({
    itemId: z.string().trim().min(1).max(64),
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
    message: required(CONTACT_LIMITS.messageMax),
    items: z
      .array(contactItemInputSchema)
      .min(1)
      .max(CONTACT_LIMITS.itemsMax)
      .refine((items) => new Set(items.map((i) => i.itemId)).size === items.length, {
        message: 'Each item can be asked for once',
      }),
    installationPlace: required(CONTACT_LIMITS.placeMax),
    locationManager: required(CONTACT_LIMITS.nameMax),
    locationManagerEmail: z.email().max(200),
    agreedToNotice: z.literal(true, { message: 'Agree to the notice' }),
  })
  .strict();
export type ContactInput = z.infer<typeof contactInputSchema>;

/** `POST /home/contacts/{id}/messages`. */
export const messageInputSchema = z.object({ body: required(CONTACT_LIMITS.messageMax) }).strict();

/** `POST /home/contacts/{id}/confirm-pickup`: the reserved pick-up time (with an offset). */
export const confirmPickupInputSchema = z
  .object({ pickupAt: z.iso.datetime({ offset: true }) })
  .strict();

/** `POST /home/contacts/{id}/withdraw` (customer) and `/decline` (owner): an optional reason. */
export const closeInputSchema = z
  .object({ reason: z.string().trim().max(CONTACT_LIMITS.messageMax).default('') })
  .strict();

/** `POST /home/contacts/{id}/handover`: how many of each requested item were handed over. */
export const handoverInputSchema = z
  .object({
    items: z
      .array(
        z
          .object({
            itemId: z.string().trim().min(1).max(64),
            count: z.number().int().min(1).max(CONTACT_LIMITS.quantityMax),
          })
          .strict(),
      )
      .min(1)
      .max(CONTACT_LIMITS.itemsMax)
      .refine((items) => new Set(items.map((i) => i.itemId)).size === items.length, {
        message: 'Each item can be handed over once per step',
      }),
    /** Loans only (share mode): when the items are due back. */
    returnDueAt: z.iso.datetime({ offset: true }).optional(),
  })
  .strict();

/** `POST /home/contacts/{id}/return-due` (owner, loans): a new return due date. */
export const returnDueInputSchema = z
  .object({ returnDueAt: z.iso.datetime({ offset: true }) })
  .strict();

/** `POST /home/contacts/{id}/return-complete` (owner, loans): no body. */
export const returnCompleteInputSchema = z.strictObject({}).optional();
export type HandoverInput = z.infer<typeof handoverInputSchema>;

/** `POST /home/contacts/{id}/evaluation`. */
export const evaluationInputSchema = z
  .object({
    score: z.enum(['good', 'bad']),
    comment: z.string().trim().max(CONTACT_LIMITS.messageMax).default(''),
  })
  .strict();

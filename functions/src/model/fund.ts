import { z } from 'zod';
import { FUND_LIMITS, PROJECT_CODE } from './limits';
import { idSchema, requiredText } from './primitives';

/** Funds and consumables as the API accepts them (issue 19, part 4). Pure zod, no Firebase. */

const yen = z.number().int().min(0).max(FUND_LIMITS.amountMax);

/**
 * `POST /home/groups/{id}/funds` (a group admin): a funding source for one fiscal year; the
 * holder must be an admin of the group.
 */
const fundFields = {
  fiscalYear: z.number().int().min(2000).max(2100),
  name: requiredText(FUND_LIMITS.nameMax),
  projectCode: z.string().regex(PROJECT_CODE, 'The project code is 12 digits'),
  holderUid: idSchema,
  monthlyCap: yen.nullable(),
  approvalThreshold: yen.nullable(),
};

export const fundInputSchema = z
  .object({
    ...fundFields,
    monthlyCap: fundFields.monthlyCap.default(null),
    approvalThreshold: fundFields.approvalThreshold.default(null),
  })
  .strict();
export type FundInput = z.infer<typeof fundInputSchema>;

/**
 * `PATCH /home/groups/{id}/funds/{fundId}`: any of the fields (not the fiscal year), or closing
 * it. The approval threshold is the holder's to set.
 */
export const fundPatchSchema = z
  .object({ ...fundFields, active: z.boolean() })
  .omit({ fiscalYear: true })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'Change at least one field');
export type FundPatch = z.infer<typeof fundPatchSchema>;

/** `POST /home/reservations/{id}/consumables` (the lender, once the device was used). */
export const consumableInputSchema = z
  .object({
    item: requiredText(FUND_LIMITS.consumableItemMax),
    quantity: z.number().int().min(1).max(FUND_LIMITS.consumableQuantityMax),
    unitPrice: yen,
  })
  .strict();
export type ConsumableInput = z.infer<typeof consumableInputSchema>;

import { z } from 'zod';
import { PAYMENT_LIMITS, PROJECT_CODE } from './limits';
import { idSchema, multilineText } from './primitives';

/** Bills of share mode as the API accepts them. Pure zod, no Firebase (the web form checks against it). */

/** `POST /home/bills/{id}/payments`. An officer names the lender; a lender records its own. */
export const paymentInputSchema = z
  .object({
    amount: z.number().int().min(1).max(PAYMENT_LIMITS.amountMax),
    projectCode: z.string().regex(PROJECT_CODE, 'The project code is 12 digits'),
    note: multilineText(PAYMENT_LIMITS.noteMax).default(''),
    lenderId: idSchema.optional(),
  })
  .strict();

import { z } from 'zod';
import { DEVICE_LIMITS, OUTSIDE_USER_LIMITS } from './limits';
import { requiredText, multilineText } from './primitives';
import {
  OUTSIDE_CLASSES,
  type OutsideClass,
  RATE_CLASSES,
  type RateClass,
  type RegistrationSettings,
} from './outside-user-types';

/**
 * Users from outside the campus (issue 33, part 4; docs/share-mode.md, "Users from outside the
 * campus"): rate classes, affiliations and the yearly registration with a lender, as the API
 * accepts them. Pure zod, no Firebase (the web forms check against it).
 */

export {
  OUTSIDE_CLASSES,
  type OutsideClass,
  RATE_CLASSES,
  type RateClass,
  type RegistrationSettings,
};

const fee = z.number().int().min(0).max(DEVICE_LIMITS.feePerHourMax);

/** A device's fees per hour for outside users (`feePerHour` stays the campus fee). */
export const outsideFeesSchema = z.object({ academic: fee, industry: fee }).strict();
export type OutsideFees = z.infer<typeof outsideFeesSchema>;

/** `PUT /home/outside-users/{uid}/affiliation`: another university or a company. */
export const affiliationInputSchema = z
  .object({
    kind: z.enum(OUTSIDE_CLASSES),
    name: requiredText(OUTSIDE_USER_LIMITS.affiliationNameMax),
  })
  .strict();
export type AffiliationInput = z.infer<typeof affiliationInputSchema>;

/** `PUT /home/lender/registration`: whether the lender asks outside users to register yearly. */
export const registrationSettingsSchema = z
  .object({
    required: z.boolean(),
    /** Whole yen, billed once per fiscal year (0: free). */
    fee: z.number().int().min(0).max(OUTSIDE_USER_LIMITS.registrationFeeMax),
    /** What the user agrees to by registering (the programme's terms of use). */
    terms: multilineText(OUTSIDE_USER_LIMITS.registrationTermsMax).default(''),
  })
  .strict() satisfies z.ZodType<RegistrationSettings>;

/** The settings of a lender that never set them: no registration. */
export const NO_REGISTRATION: RegistrationSettings = { required: false, fee: 0, terms: '' };

/** `POST /home/lenders/{id}/registration`: register for a fiscal year (this one or the next). */
export const registrationInputSchema = z
  .object({ fiscalYear: z.number().int().min(2000).max(2999) })
  .strict();

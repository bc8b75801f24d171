import { z } from 'zod';
import { OUTSIDE_CLASSES } from '../../model/outside-users';
import { timestampSchema as timestamp } from '../../shared/firestore-docs';

/**
 * The documents of users from outside the campus (issue 33, part 4; docs/share-mode.md): an
 * outside account's affiliation, a lender's registration settings and a user's registration with
 * a lender for a fiscal year. Only the API writes them (firestore.rules: no client access).
 */

export const OUTSIDE_COLLECTIONS = {
  affiliations: 'affiliations',
  lenderSettings: 'lenderSettings',
  registrations: 'registrations',
} as const;

/**
 * `affiliations/{uid}`: the university or company of an account the allow-list admitted. Its own
 * document rather than a field of `accounts/{uid}` (decision): nothing that rewrites an account
 * (its name, a withdrawal) can drop it, and reading a booker's standing is one get by id.
 */
export const affiliationDocSchema = z.object({
  kind: z.enum(OUTSIDE_CLASSES),
  name: z.string(),
  setBy: z.string(),
  setAt: timestamp,
});
export type AffiliationDoc = z.infer<typeof affiliationDocSchema>;

/** `lenderSettings/{lenderId}`: a lender identity's settings for outside users. */
export const lenderSettingsDocSchema = z.object({
  outsideRegistration: z.object({
    required: z.boolean(),
    fee: z.number().int(),
    terms: z.string(),
  }),
  updatedBy: z.string(),
  updatedAt: timestamp,
});
export type LenderSettingsDoc = z.infer<typeof lenderSettingsDocSchema>;

/** `registrations/{lenderId}_{uid}_{fiscalYear}` (`registrationIdOf`): a yearly registration. */
export const registrationDocSchema = z.object({
  lenderId: z.string(),
  userId: z.string(),
  fiscalYear: z.number().int(),
  /** The lender's fee when registering, billed once in the month it was made. */
  fee: z.number().int(),
  rateClass: z.enum(OUTSIDE_CLASSES),
  affiliation: z.string(),
  createdAt: timestamp,
});
export type RegistrationDoc = z.infer<typeof registrationDocSchema>;

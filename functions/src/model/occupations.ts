/**
 * Occupations of the sign-up form (spec section 3, Sign-up fields). Apart from `identity-types.ts`
 * (whose roles the web's first load needs) so that only the profile pages' bundles carry them.
 */
export const OCCUPATIONS = ['professor', 'student', 'staff'] as const;
export type Occupation = (typeof OCCUPATIONS)[number];

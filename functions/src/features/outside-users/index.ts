/**
 * The public face of the outside-users feature (issue 33, part 4): what other features use of it.
 * Everything else in this folder is internal; ESLint refuses imports that reach past this file.
 * Nothing here loads Express: the scheduled jobs book through `bookerStanding`.
 */
export { feesOf, rateClassOf, registrationIdOf } from './rate-class';
export type { Affiliation, RateClass } from './rate-class';
export { assertMayBook, bookerStanding, registrationPath } from './standing';
export type { BookerStanding } from './standing';
export { OUTSIDE_COLLECTIONS, registrationDocSchema } from './docs';
export type { RegistrationDoc } from './docs';

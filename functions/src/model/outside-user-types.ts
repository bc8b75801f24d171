/**
 * Users from outside the campus (issue 33, part 4): wire types and the rate classes, shared with the
 * web app (zod-free; the schemas in `outside-users.ts` build on them).
 */

/** On campus, another academic institution, or a company (the order programme offices use). */
export const RATE_CLASSES = ['campus', 'academic', 'industry'] as const;
export type RateClass = (typeof RATE_CLASSES)[number];

/** The classes an outside account's affiliation may have. */
export const OUTSIDE_CLASSES = ['academic', 'industry'] as const satisfies readonly RateClass[];
export type OutsideClass = (typeof OUTSIDE_CLASSES)[number];

/** Whether a lender asks outside users to register yearly, the fee and the terms they agree to. */
export interface RegistrationSettings {
  required: boolean;
  /** Whole yen, billed once per fiscal year (0: free). */
  fee: number;
  terms: string;
}

/** An outside account's affiliation and who recorded it. */
export interface AffiliationBody {
  kind: OutsideClass;
  name: string;
  setBy: string;
  setAt: string;
}

/** An account the allow-list admitted, as a lender's group admin or an officer sees it. */
export interface OutsideUserBody {
  uid: string;
  /** Null when withdrawn. */
  name: string | null;
  email: string;
  affiliation: AffiliationBody | null;
  /** The fiscal years it registered for with the acting lender. */
  registeredYears: number[];
}

/** `GET /home/outside-users`. */
export interface OutsideUsersResponse {
  users: OutsideUserBody[];
  /** The current fiscal year (April to March, Tokyo). */
  fiscalYear: number;
}

/** `PUT /home/outside-users/{uid}/affiliation`. */
export interface OutsideUserResponse {
  user: OutsideUserBody;
}

/** `GET` and `PUT /home/lender/registration`: the acting lender's registration settings. */
export interface RegistrationSettingsResponse {
  settings: RegistrationSettings;
}

/** A user's registration with a lender for a fiscal year. */
export interface RegistrationBody {
  id: string;
  lenderId: string;
  userId: string;
  fiscalYear: number;
  /** The fee billed for it, frozen when registering. */
  fee: number;
  rateClass: OutsideClass;
  /** The affiliation's name when registering. */
  affiliation: string;
  createdAt: string;
}

/** `GET /home/lenders/{id}/registration`: the caller's standing with a lender. */
export interface LenderRegistrationResponse {
  lenderId: string;
  lenderName: string | null;
  settings: RegistrationSettings;
  /** The caller's rate class (null: an outside account without an affiliation yet). */
  rateClass: RateClass | null;
  affiliation: { kind: OutsideClass; name: string } | null;
  /** The fiscal years one may register for now: this one and the next. */
  fiscalYears: number[];
  registrations: RegistrationBody[];
}

/** `POST /home/lenders/{id}/registration`. */
export interface RegistrationResponse {
  registration: RegistrationBody;
}

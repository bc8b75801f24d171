import { fiscalYearOf } from '../../model/fiscal-year';
import type { OutsideClass, OutsideFees, RateClass } from '../../model/outside-users';

export { RATE_CLASSES, type RateClass } from '../../model/outside-users';

/**
 * Users from outside the campus (issue 33, part 4; docs/facility-programme.md), as plain rules:
 * which rate class a booking is charged at, the fee per hour of each class, and whether an outside
 * user must register with the lender for the fiscal year before booking. The first step of part 4:
 * the accounts' affiliations, the devices' fees, the registrations and the pages build on these.
 */

/** An outside account's affiliation, recorded by a lender's group admin or an officer. */
export interface Affiliation {
  kind: OutsideClass;
  /** The university or company, as the lender writes it. */
  name: string;
}

/** Whole yen per hour of each rate class. */
export type Fees = Record<RateClass, number>;

/**
 * The rate class a booking identity is charged at, or null for an outside account without an
 * affiliation yet (decision: it cannot book until one is recorded, rather than being charged a
 * class nobody chose). A group (a lab acting as itself) and an account on a campus domain are on
 * campus; an account the allow-list admitted is charged by its affiliation.
 */
export function rateClassOf(identity: {
  kind: 'user' | 'group';
  onCampusDomain: boolean;
  affiliation: Affiliation | null;
}): RateClass | null {
  if (identity.kind === 'group' || identity.onCampusDomain) return 'campus';
  return identity.affiliation?.kind ?? null;
}

/**
 * A device's fees by class. `feePerHour` stays the spec's field and the campus fee; the outside
 * classes are `outsideFees` where the lender set them, else the same fee (a device saved before
 * rate classes charges everyone alike until its lender sets them).
 */
export function feesOf(device: { feePerHour: number; outsideFees?: OutsideFees | null }): Fees {
  const outside = device.outsideFees ?? {
    academic: device.feePerHour,
    industry: device.feePerHour,
  };
  return { campus: device.feePerHour, ...outside };
}

/** `registrations/{id}`: an outside user's registration with a lender for a fiscal year. */
export const registrationIdOf = (lenderId: string, userId: string, fiscalYear: number) =>
  `${lenderId}_${userId}_${fiscalYear}`;

/**
 * Whether booking a session starting at `start` needs a registration first: the lender requires
 * one of outside users, the class is an outside one, and none exists for the session's fiscal year
 * (April to March, by the session, not the day of booking: a March booking of an April session
 * needs the new year's).
 */
export function registrationNeeded(
  lender: { required: boolean },
  rateClass: RateClass,
  start: Date,
  registeredYears: ReadonlySet<number>,
): boolean {
  return lender.required && rateClass !== 'campus' && !registeredYears.has(fiscalYearOf(start));
}

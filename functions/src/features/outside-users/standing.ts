import type { Firestore } from 'firebase-admin/firestore';
import { type AppError, conflict } from '../../http/errors';
import { fiscalYearOf } from '../../model/fiscal-year';
import { AFFILIATION_REQUIRED, REGISTRATION_REQUIRED } from '../../model/error-codes';
import { NO_REGISTRATION, type RegistrationSettings } from '../../model/outside-users';
import { parseDoc } from '../../shared/firestore-docs';
import { profileDocSchema } from '../../shared/identity-docs';
import { onCampusDomain, type SignInPolicy, signInPolicyFromEnv } from '../sign-in-policy';
import {
  OUTSIDE_COLLECTIONS,
  affiliationDocSchema,
  lenderSettingsDocSchema,
  registrationDocSchema,
} from './docs';
import { type Affiliation, type RateClass, rateClassOf, registrationNeeded } from './rate-class';

/**
 * What a booking needs to know of its user and the lender (issue 33, part 4): the rate class the
 * user is charged at, and whether they registered with the lender for the session's fiscal year.
 */
export interface BookerStanding {
  /** Null: an outside account without an affiliation (it cannot book yet). */
  rateClass: RateClass | null;
  affiliation: Affiliation | null;
  registration: RegistrationSettings;
  /** The fiscal years the user registered for with the lender. */
  registeredYears: ReadonlySet<number>;
}

/** The web page where a user registers with a lender (the answer's `link`). */
export const registrationPath = (lenderId: string, fiscalYear: number) =>
  `/manage/user/registrations/${encodeURIComponent(lenderId)}?fiscalYear=${fiscalYear}`;

export const affiliationRequired = (): AppError =>
  conflict(
    AFFILIATION_REQUIRED,
    'Your affiliation has not been recorded yet: ask the lender to record it before booking',
  );

export function registrationRequired(lenderId: string, fiscalYear: number): AppError {
  const error = conflict(
    REGISTRATION_REQUIRED,
    `The lender asks users from outside the campus to register for fiscal year ${fiscalYear} first`,
  );
  error.link = registrationPath(lenderId, fiscalYear);
  return error;
}

/** The lender's registration settings (none set: no registration). */
export async function registrationSettingsOf(
  db: Firestore,
  lenderId: string,
): Promise<RegistrationSettings> {
  const snap = await db.collection(OUTSIDE_COLLECTIONS.lenderSettings).doc(lenderId).get();
  return snap.exists
    ? parseDoc(lenderSettingsDocSchema, snap).outsideRegistration
    : { ...NO_REGISTRATION };
}

/**
 * The standing of booking identity `userId` with `lenderId`. A group (no profile) and an account on
 * a campus domain are on campus, and nothing more is read for them; an outside account's
 * affiliation, the lender's settings and its registrations follow. Read outside a booking's
 * transaction, as its other standing (`overdueReport`) is: an affiliation or a registration
 * recorded within the booking's milliseconds needs no serialising.
 */
export async function bookerStanding(
  db: Firestore,
  lenderId: string,
  userId: string,
  policy: Pick<SignInPolicy, 'domains'> = signInPolicyFromEnv(),
): Promise<BookerStanding> {
  const profile = await db.collection('profiles').doc(userId).get();
  const onCampus =
    !profile.exists || onCampusDomain(parseDoc(profileDocSchema, profile).email, policy);
  if (onCampus)
    return {
      rateClass: 'campus',
      affiliation: null,
      registration: { ...NO_REGISTRATION },
      registeredYears: new Set(),
    };
  const [affiliationSnap, registration, registrations] = await Promise.all([
    db.collection(OUTSIDE_COLLECTIONS.affiliations).doc(userId).get(),
    registrationSettingsOf(db, lenderId),
    db
      .collection(OUTSIDE_COLLECTIONS.registrations)
      .where('lenderId', '==', lenderId)
      .where('userId', '==', userId)
      .get(),
  ]);
  const affiliation = affiliationSnap.exists
    ? parseDoc(affiliationDocSchema, affiliationSnap)
    : null;
  const known = affiliation && { kind: affiliation.kind, name: affiliation.name };
  return {
    rateClass: rateClassOf({ kind: 'user', onCampusDomain: false, affiliation: known }),
    affiliation: known,
    registration,
    registeredYears: new Set(
      registrations.docs.map((d) => parseDoc(registrationDocSchema, d).fiscalYear),
    ),
  };
}

/**
 * Throws when the standing does not allow booking a session from `start`: 409
 * `affiliation_required` without a class, 409 `registration_required` (with where to register)
 * when the lender asks a registration for the session's fiscal year that is missing. Answers the
 * class.
 */
export function assertMayBook(standing: BookerStanding, lenderId: string, start: Date): RateClass {
  const { rateClass } = standing;
  if (rateClass === null) throw affiliationRequired();
  if (registrationNeeded(standing.registration, rateClass, start, standing.registeredYears))
    throw registrationRequired(lenderId, fiscalYearOf(start));
  return rateClass;
}

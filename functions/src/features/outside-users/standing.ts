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

/** A user identity's registrations with a lender, all fiscal years. */
export const registrationsQuery = (db: Firestore, lenderId: string, userId: string) =>
  db
    .collection(OUTSIDE_COLLECTIONS.registrations)
    .where('lenderId', '==', lenderId)
    .where('userId', '==', userId);

/** Whether booking identity `userId` is on campus: a group (no profile) or a campus address. */
async function onCampus(
  db: Firestore,
  userId: string,
  policy: Pick<SignInPolicy, 'domains'>,
): Promise<boolean> {
  const profile = await db.collection('profiles').doc(userId).get();
  return !profile.exists || onCampusDomain(parseDoc(profileDocSchema, profile).email, policy);
}

/** An outside account's recorded affiliation, or null. */
async function affiliationOf(db: Firestore, userId: string): Promise<Affiliation | null> {
  const snap = await db.collection(OUTSIDE_COLLECTIONS.affiliations).doc(userId).get();
  if (!snap.exists) return null;
  const { kind, name } = parseDoc(affiliationDocSchema, snap);
  return { kind, name };
}

const outsideClass = (affiliation: Affiliation | null) =>
  rateClassOf({ kind: 'user', onCampusDomain: false, affiliation });

/** The rate class of booking identity `userId` and its affiliation (null on campus). */
export async function userClass(
  db: Firestore,
  userId: string,
  policy: Pick<SignInPolicy, 'domains'>,
): Promise<Pick<BookerStanding, 'rateClass' | 'affiliation'>> {
  if (await onCampus(db, userId, policy)) return { rateClass: 'campus', affiliation: null };
  const affiliation = await affiliationOf(db, userId);
  return { rateClass: outsideClass(affiliation), affiliation };
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
  if (await onCampus(db, userId, policy))
    return {
      rateClass: 'campus',
      affiliation: null,
      registration: { ...NO_REGISTRATION },
      registeredYears: new Set(),
    };
  const [affiliation, registration, registrations] = await Promise.all([
    affiliationOf(db, userId),
    registrationSettingsOf(db, lenderId),
    registrationsQuery(db, lenderId, userId).get(),
  ]);
  return {
    rateClass: outsideClass(affiliation),
    affiliation,
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

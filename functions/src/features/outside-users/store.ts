import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { conflict, forbidden, notFound, validationError } from '../../http/errors';
import {
  ALREADY_REGISTERED,
  NOT_LENDER_ADMIN,
  REGISTRATION_NOT_REQUIRED,
} from '../../model/error-codes';
import { fiscalYearOf } from '../../model/fiscal-year';
import type { AffiliationInput, RegistrationSettings } from '../../model/outside-users';
import type {
  LenderRegistrationResponse,
  OutsideUserBody,
  RegistrationBody,
} from '../../model/outside-user-types';
import { parseDoc } from '../../shared/firestore-docs';
import { accountDocSchema, memberDocSchema, profileDocSchema } from '../../shared/identity-docs';
import { runTransaction } from '../../shared/transactions';
import { onCampusDomain, type SignInPolicy } from '../sign-in-policy';
import {
  type AffiliationDoc,
  OUTSIDE_COLLECTIONS,
  affiliationDocSchema,
  type LenderSettingsDoc,
  type RegistrationDoc,
  registrationDocSchema,
} from './docs';
import { registrationIdOf } from './rate-class';
import {
  affiliationRequired,
  bookerStanding,
  registrationSettingsOf,
  registrationsQuery,
  userClass,
} from './standing';

/** Who manages outside users: the caller, their roles and the group they act for. */
export interface OutsideUsersActor {
  uid: string;
  roles: readonly string[];
  group: string | null;
}

export const notLenderAdmin = () =>
  forbidden(
    NOT_LENDER_ADMIN,
    'Only an admin of a lending group or an external-funds officer manages outside users',
  );
const outsideUserNotFound = () => notFound('No account from outside the campus has this id');
const lenderNotFound = () => notFound('Lender not found');

/** The fiscal years one may register for at `now`: this one and the next. */
export const registrableYears = (now: Date) => [fiscalYearOf(now), fiscalYearOf(now) + 1];

const affiliationBody = (doc: AffiliationDoc) => ({
  kind: doc.kind,
  name: doc.name,
  setBy: doc.setBy,
  setAt: doc.setAt.toDate().toISOString(),
});

const registrationBody = (id: string, doc: RegistrationDoc): RegistrationBody => ({
  id,
  lenderId: doc.lenderId,
  userId: doc.userId,
  fiscalYear: doc.fiscalYear,
  fee: doc.fee,
  rateClass: doc.rateClass,
  affiliation: doc.affiliation,
  createdAt: doc.createdAt.toDate().toISOString(),
});

/** All Firestore access of outside users' affiliations, registrations and lenders' settings. */
export interface OutsideUsersStore {
  /**
   * 403 `not_lender_admin` unless the caller is an external-funds officer or acts for a group
   * they administer that lends at least one device.
   */
  assertManager(actor: OutsideUsersActor): Promise<void>;
  /** The accounts the allow-list admitted, with the fiscal years they registered with `lenderId`. */
  list(lenderId: string): Promise<OutsideUserBody[]>;
  /** Records an outside account's affiliation (404 for anyone else). */
  setAffiliation(
    uid: string,
    input: AffiliationInput,
    actor: OutsideUsersActor,
    lenderId: string,
    now: Date,
  ): Promise<OutsideUserBody>;
  settings(lenderId: string): Promise<RegistrationSettings>;
  saveSettings(
    lenderId: string,
    input: RegistrationSettings,
    uid: string,
    now: Date,
  ): Promise<RegistrationSettings>;
  /** The standing of `userId` with `lenderId` (404 for an unknown lender). */
  standing(lenderId: string, userId: string, now: Date): Promise<LenderRegistrationResponse>;
  /**
   * Registers `userId` with `lenderId` for `fiscalYear` at the lender's current fee: 400 for a
   * year other than this one or the next, 409 `registration_not_required`, `affiliation_required`
   * or `already_registered`.
   */
  register(
    lenderId: string,
    userId: string,
    fiscalYear: number,
    now: Date,
  ): Promise<RegistrationBody>;
}

export function createOutsideUsersStore(db: Firestore, policy: SignInPolicy): OutsideUsersStore {
  const affiliations = db.collection(OUTSIDE_COLLECTIONS.affiliations);
  const registrations = db.collection(OUTSIDE_COLLECTIONS.registrations);
  const profiles = db.collection('profiles');

  /** The outside accounts among `uids` with their profiles: not on a campus domain. */
  async function outsideProfiles(uids: readonly string[]) {
    if (uids.length === 0) return [];
    const snaps = await db.getAll(...uids.map((uid) => profiles.doc(uid)));
    return snaps
      .filter((s) => s.exists)
      .map((s) => ({ uid: s.id, profile: parseDoc(profileDocSchema, s) }))
      .filter(({ profile }) => !onCampusDomain(profile.email, policy));
  }

  async function bodiesOf(
    found: readonly {
      uid: string;
      profile: { name: string; email: string; withdrawnAt: unknown };
    }[],
    lenderId: string,
  ): Promise<OutsideUserBody[]> {
    if (found.length === 0) return [];
    const [affiliationSnaps, registered] = await Promise.all([
      db.getAll(...found.map(({ uid }) => affiliations.doc(uid))),
      registrations.where('lenderId', '==', lenderId).get(),
    ]);
    const years = new Map<string, number[]>();
    for (const d of registered.docs) {
      const r = parseDoc(registrationDocSchema, d);
      years.set(r.userId, [...(years.get(r.userId) ?? []), r.fiscalYear].sort());
    }
    return found.map(({ uid, profile }, i) => {
      const snap = affiliationSnaps[i];
      return {
        uid,
        name: profile.withdrawnAt === null ? profile.name : null,
        email: profile.email,
        affiliation:
          snap?.exists === true ? affiliationBody(parseDoc(affiliationDocSchema, snap)) : null,
        registeredYears: years.get(uid) ?? [],
      };
    });
  }

  return {
    async assertManager(actor) {
      if (actor.roles.includes('external_funds')) return;
      if (actor.group === null) throw notLenderAdmin();
      const [member, lends] = await Promise.all([
        db.collection('groups').doc(actor.group).collection('members').doc(actor.uid).get(),
        db.collection('devices').where('lenderId', '==', actor.group).limit(1).get(),
      ]);
      if (!member.exists || !parseDoc(memberDocSchema, member).isAdmin || lends.empty)
        throw notLenderAdmin();
    },

    async list(lenderId) {
      // Profiles keep the address of the ID token, which Firebase Auth keeps in lower case, as
      // the allow-list is read (`parseList`); `in` takes at most 30 values a query.
      const emails = [...new Set(policy.allowList)];
      const snaps = await Promise.all(
        Array.from({ length: Math.ceil(emails.length / 30) }, (_, i) =>
          profiles.where('email', 'in', emails.slice(i * 30, i * 30 + 30)).get(),
        ),
      );
      const found = await outsideProfiles(snaps.flatMap((snap) => snap.docs.map((d) => d.id)));
      found.sort((a, b) => a.profile.email.localeCompare(b.profile.email));
      return bodiesOf(found, lenderId);
    },

    async setAffiliation(uid, input, actor, lenderId, date) {
      const [found] = await outsideProfiles([uid]);
      if (found === undefined) throw outsideUserNotFound();
      const doc: AffiliationDoc = {
        kind: input.kind,
        name: input.name,
        setBy: actor.uid,
        setAt: Timestamp.fromDate(date),
      };
      await affiliations.doc(uid).set(doc);
      const [body] = await bodiesOf([found], lenderId);
      if (body === undefined) throw outsideUserNotFound();
      return body;
    },

    settings: (lenderId) => registrationSettingsOf(db, lenderId),

    async saveSettings(lenderId, input, uid, date) {
      const doc: LenderSettingsDoc = {
        outsideRegistration: input,
        updatedBy: uid,
        updatedAt: Timestamp.fromDate(date),
      };
      await db.collection(OUTSIDE_COLLECTIONS.lenderSettings).doc(lenderId).set(doc);
      return input;
    },

    async standing(lenderId, userId, date) {
      const lender = await db.collection('accounts').doc(lenderId).get();
      if (!lender.exists) throw lenderNotFound();
      const account = parseDoc(accountDocSchema, lender);
      const [standing, settings, mine] = await Promise.all([
        userClass(db, userId, policy),
        registrationSettingsOf(db, lenderId),
        registrationsQuery(db, lenderId, userId).get(),
      ]);
      return {
        lenderId,
        lenderName: account.withdrawn ? null : account.name,
        settings,
        rateClass: standing.rateClass,
        affiliation: standing.affiliation,
        fiscalYears: registrableYears(date),
        registrations: mine.docs
          .map((d) => registrationBody(d.id, parseDoc(registrationDocSchema, d)))
          .sort((a, b) => a.fiscalYear - b.fiscalYear),
      };
    },

    async register(lenderId, userId, fiscalYear, date) {
      if (!registrableYears(date).includes(fiscalYear))
        throw validationError([
          {
            location: 'body.fiscalYear',
            message: 'Register for this fiscal year or the next',
          },
        ]);
      const lender = await db.collection('accounts').doc(lenderId).get();
      if (!lender.exists) throw lenderNotFound();
      const standing = await bookerStanding(db, lenderId, userId, policy);
      if (standing.rateClass === 'campus' || !standing.registration.required)
        throw conflict(
          REGISTRATION_NOT_REQUIRED,
          'This lender asks no registration of you: book its devices directly',
        );
      if (standing.rateClass === null) throw affiliationRequired();
      const { rateClass, affiliation, registration } = standing;
      const ref = registrations.doc(registrationIdOf(lenderId, userId, fiscalYear));
      return runTransaction(db, async (tx) => {
        if ((await tx.get(ref)).exists)
          throw conflict(
            ALREADY_REGISTERED,
            `You registered for fiscal year ${fiscalYear} already`,
          );
        const doc: RegistrationDoc = {
          lenderId,
          userId,
          fiscalYear,
          fee: registration.fee,
          rateClass,
          affiliation: affiliation?.name ?? '',
          createdAt: Timestamp.fromDate(date),
        };
        tx.create(ref, doc);
        return registrationBody(ref.id, doc);
      });
    },
  };
}

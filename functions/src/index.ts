import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { setGlobalOptions } from 'firebase-functions/v2/options';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { beforeUserCreated, beforeUserSignedIn } from 'firebase-functions/v2/identity';
import { deferHostBodyParseErrors } from './runtime/host-body-parser';
import { lazy } from './runtime/lazy';
import {
  API_OPTIONS,
  BACKUP_OPTIONS,
  BLOCKING_OPTIONS,
  DAILY_JOB_OPTIONS,
  PAGES_OPTIONS,
  GLOBAL_OPTIONS,
  TRIGGER_OPTIONS,
} from './runtime/options';
import { appOrigin, backupBucket } from './runtime/params';

/*
 * The deployed functions. Every instance of every function loads this file, so it holds only the
 * definitions: each function loads its own code on its first call through `lazy(() => import(…))`
 * (cold start, docs/performance.md section 4). The `api` instance never loads the triggers' code,
 * and no trigger or schedule loads Express or the app (`index.test.ts` checks both). A new function
 * follows the same pattern: its options in `runtime/options.ts`, its code in its own module, and
 * here one definition whose handler awaits that module.
 */

initializeApp();
setGlobalOptions(GLOBAL_OPTIONS);
// Before the runtime builds its server: unparsable bodies reach the app's error catalogue.
deferHostBodyParseErrors();

/** The `/api/v1` app, built on the first request (`runtime/api.ts`). */
const apiApp = lazy(async () => (await import('./runtime/api.js')).createApiApp());

/** The `/api/v1` API; Hosting rewrites `/api/**` here. */
export const api = onRequest(API_OPTIONS, async (req, res) => {
  (await apiApp())(req, res);
});

/** The public pages' app, built on the first request (`runtime/pages.ts`). */
const pagesApp = lazy(async () => (await import('./runtime/pages.js')).createPagesFunctionApp());

/**
 * The public pages that answer with their own head (link previews, the right status); Hosting
 * rewrites `/exhibits/*` and `/wanted/*` here (docs/server-rendering.md).
 */
export const pages = onRequest(PAGES_OPTIONS, async (req, res) => {
  (await pagesApp())(req, res);
});

const signInPolicy = lazy(() => import('./features/sign-in-policy/policy.js'));
const blocking = lazy(() => import('./features/sign-in-policy/blocking.js'));

/**
 * Only campus addresses (and the allow-list) may create an account. The policy is read at call time
 * (params have no value while the code is being deployed) from the environment by
 * `signInPolicyFromEnv`, not by `ListParam.value()`: a deploy sets the list params as JSON arrays,
 * the Functions emulator as the `.env` file's comma list, which `value()` cannot parse.
 */
export const beforecreated = beforeUserCreated(BLOCKING_OPTIONS, async (event) => {
  (await blocking()).checkUserCreation(event.data, (await signInPolicy()).signInPolicyFromEnv());
});

/** The same on every sign-in, and withdrawn users are refused. */
export const beforesignedin = beforeUserSignedIn(BLOCKING_OPTIONS, async (event) => {
  const policy = (await signInPolicy()).signInPolicyFromEnv();
  await (await blocking()).checkSignIn(getFirestore(), event.data, policy);
});

/** The notification fan-out (`runtime/notification-triggers.ts`). */
const triggers = lazy(async () =>
  (await import('./runtime/notification-triggers.js')).notificationTriggers(),
);

type Snapshot = { data(): Record<string, unknown> | undefined } | undefined;
const dataOf = (snap: Snapshot) => snap?.data();

export const todowritten = onDocumentWritten(
  { ...TRIGGER_OPTIONS, document: 'todos/{id}' },
  async (event) => {
    const { before, after } = event.data ?? {};
    const run = await triggers();
    await run.todoOrNoticeWritten(`todo_${event.id}`, dataOf(before), dataOf(after));
  },
);

export const noticewritten = onDocumentWritten(
  { ...TRIGGER_OPTIONS, document: 'notices/{id}' },
  async (event) => {
    const { before, after } = event.data ?? {};
    const run = await triggers();
    await run.todoOrNoticeWritten(`notice_${event.id}`, dataOf(before), dataOf(after));
  },
);

/** The impact counters (`features/impact/triggers.ts`), loaded only by the writes they count. */
const impact = lazy(() => import('./features/impact/triggers.js'));
const handoverCheck = lazy(() => import('./features/impact/handover-check.js'));

export const contactwritten = onDocumentWritten(
  { ...TRIGGER_OPTIONS, document: 'contacts/{id}' },
  async (event) => {
    const { before, after } = event.data ?? {};
    const run = await triggers();
    await run.contactWritten(dataOf(before), dataOf(after));
    if ((await handoverCheck()).handedOverGrew(dataOf(before), dataOf(after)))
      await (await impact()).recordHandover(getFirestore(), event.params.id, dataOf(after));
  },
);

export const memberwritten = onDocumentWritten(
  { ...TRIGGER_OPTIONS, document: 'groups/{groupId}/members/{uid}' },
  async (event) => {
    const run = await triggers();
    await run.membershipWritten(event.params.uid);
  },
);

/**
 * An exhibit written: when it has just finished, it counts in the impact dashboard (docs/impact.md);
 * when it has just become searchable (approved and published, or published again), the open wanted
 * posts and the saved searches it matches notify their posters and savers within the trigger's
 * time (docs/wanted.md, docs/saved-searches.md). Most writes (counters, edits) return here
 * without loading anything.
 */
export const exhibitwritten = onDocumentWritten(
  { ...TRIGGER_OPTIONS, document: 'exhibits/{id}' },
  async (event) => {
    const { before, after } = event.data ?? {};
    if (dataOf(after)?.displayState === 'finished' && dataOf(before)?.displayState !== 'finished')
      await (await impact()).recordFinishedExhibit(getFirestore(), event.params.id, dataOf(after));
    if (dataOf(after)?.searchable !== true || dataOf(before)?.searchable === true) return;
    const [{ notifyWantedMatches }, { notifySavedSearchMatches }] = await Promise.all([
      import('./features/wanted/matches.js'),
      import('./features/saved-searches/index.js'),
    ]);
    const [wanted, saved] = await Promise.all([
      notifyWantedMatches(getFirestore(), event.params.id, new Date()),
      notifySavedSearchMatches(getFirestore(), event.params.id, new Date()),
    ]);
    if (wanted + saved > 0)
      logger.info(
        `Exhibit ${event.params.id} matched ${wanted} wanted posts, ${saved} saved searches`,
      );
  },
);

/** A reservation returned: its hours count as device hours shared (docs/impact.md). */
export const reservationwritten = onDocumentWritten(
  { ...TRIGGER_OPTIONS, document: 'reservations/{id}' },
  async (event) => {
    const { before, after } = event.data ?? {};
    if (dataOf(after)?.status !== 'returned' || dataOf(before)?.status === 'returned') return;
    await (await impact()).recordDeviceUse(getFirestore(), event.params.id, dataOf(after));
  },
);

/**
 * Every morning at 9 in Tokyo: `deadline_approach` notices for pick-up periods and exhibits ending
 * soon, reminders of tomorrow's reservations, device qualifications lapsing within 14 days, and
 * the saved searches' digests.
 */
export const deadlines = onSchedule(
  { ...DAILY_JOB_OPTIONS, schedule: 'every day 09:00' },
  async () => {
    const now = new Date();
    const [
      { notifyDeadlines },
      { remindReservations },
      { notifyLapsingQualifications },
      savedSearches,
      { createMailQueue },
    ] = await Promise.all([
      import('./features/notifications/deadlines.js'),
      import('./features/reservations/reminders.js'),
      import('./features/devices/lapse-notices.js'),
      import('./features/saved-searches/store.js'),
      import('./features/notifications/mail.js'),
    ]);
    await notifyDeadlines(getFirestore(), now);
    await remindReservations(getFirestore(), now);
    await notifyLapsingQualifications(getFirestore(), now);
    const mail = createMailQueue(getFirestore());
    const found = await savedSearches.notifySavedSearches(getFirestore(), now, {
      origin: appOrigin.value(),
      mail,
    });
    logger.info(`Saved searches: ${found.mails} digests`);
  },
);

/**
 * Every 5 minutes: reservations nobody checked in to by their deadline are released as no-shows,
 * waitlist offers past their limit pass to the next in line, the users of sessions that ended on
 * devices asking for usage reports get the to-do of filing one, and reports past their period are
 * told to the user and the lender (docs/share-mode.md).
 */
export const waitlistjob = onSchedule(
  { ...DAILY_JOB_OPTIONS, schedule: 'every 5 minutes' },
  async () => {
    const { releaseNoShows, expireOffers } =
      await import('./features/reservations/waitlist-jobs.js');
    const { remindUsageReports, noticeOverdueReports } =
      await import('./features/reservations/usage-report-jobs.js');
    const released = await releaseNoShows(getFirestore(), new Date());
    const expired = await expireOffers(getFirestore(), new Date());
    const reminded = await remindUsageReports(getFirestore(), new Date());
    const overdue = await noticeOverdueReports(getFirestore(), new Date());
    if (released + expired + reminded + overdue > 0)
      logger.info(
        `${released} no-shows released, ${expired} waitlist offers expired, ${reminded} usage reports asked for, ${overdue} overdue`,
      );
  },
);

/**
 * Every hour: the search entries of exhibits that expired stop being `live`, so searches filter
 * and count without them (docs/performance.md, section 1); wanted posts past their date close.
 */
export const searchsweep = onSchedule(
  { ...DAILY_JOB_OPTIONS, schedule: 'every 60 minutes' },
  async () => {
    const [{ sweepExpiredEntries }, { closeExpiredWanted }] = await Promise.all([
      import('./features/search/sweep.js'),
      import('./features/wanted/store.js'),
    ]);
    const swept = await sweepExpiredEntries(getFirestore(), new Date());
    logger.info(`Search entries of ${swept} expired exhibits are no longer live`);
    const closed = await closeExpiredWanted(getFirestore(), new Date());
    if (closed > 0) logger.info(`${closed} wanted posts past their date were closed`);
  },
);

/**
 * Every 10 minutes: exhibits in application mode whose deadline has passed draw their winners
 * (docs/allocation.md), with a fresh seed recorded for the audit.
 */
export const drawapplications = onSchedule(
  { ...DAILY_JOB_OPTIONS, schedule: 'every 10 minutes' },
  async () => {
    const { drawDueApplications } = await import('./features/contacts/draw-applications.js');
    const drawn = await drawDueApplications(getFirestore(), new Date());
    if (drawn > 0) logger.info(`${drawn} exhibits drew their winners`);
  },
);

/**
 * Every night at 3 in Tokyo: a managed export of all of Firestore into `BACKUP_BUCKET` (README,
 * "Backups"), unless it is `off`. The functions' service account needs the roles "Cloud Datastore
 * Import Export Admin" and "Storage Admin" on the bucket.
 */
export const backupfirestore = onSchedule(
  { ...BACKUP_OPTIONS, schedule: 'every day 03:00' },
  async () => {
    const { exportRequest, startExport } = await import('./runtime/backup.js');
    const projectId = process.env.GCLOUD_PROJECT ?? process.env.GCP_PROJECT ?? '';
    const request = exportRequest(projectId, backupBucket.value(), new Date());
    if (request === null) {
      logger.warn('BACKUP_BUCKET is off: Firestore is not being backed up');
      return;
    }
    // The Firestore admin client (gRPC and its protos) only for the nightly export.
    const { v1 } = await import('@google-cloud/firestore');
    const operation = await startExport(new v1.FirestoreAdminClient(), request);
    logger.info(`Firestore export started to ${request.outputUriPrefix}: ${operation}`);
  },
);

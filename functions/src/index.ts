import { initializeApp } from 'firebase-admin/app';
import { getAppCheck } from 'firebase-admin/app-check';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getRemoteConfig } from 'firebase-admin/remote-config';
import { getStorage } from 'firebase-admin/storage';
import { v1 as firestoreAdmin } from '@google-cloud/firestore';
import { logger } from 'firebase-functions/logger';
import { setGlobalOptions } from 'firebase-functions/v2';
import { getDatabase } from 'firebase-admin/database';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { beforeUserCreated, beforeUserSignedIn } from 'firebase-functions/v2/identity';
import { createApp } from './app';
import { appCheckFromParam } from './http/app-check';
import { chooseImageStore } from './features/images/choose-image-store';
import {
  chooseRemoteSettingsSource,
  createTemplateSettingsSource,
} from './features/settings/sources';
import { createCloudStorageImageStore } from './features/images/cloud-storage-store';
import { createLocalImageStore } from './features/images/local-image-store';
import { checkSignIn, checkUserCreation } from './features/sign-in-policy/blocking';
import {
  chooseCounterSink,
  createFirestoreSink,
  createRealtimeSink,
} from './features/notifications/counter-sink';
import { notifyDeadlines } from './features/notifications/deadlines';
import { remindReservations } from './features/reservations/reminders';
import { createCounterFanout } from './features/notifications/fanout';
import { createMailQueue } from './features/notifications/mail';
import { createNotificationsStore } from './features/notifications/store';
import { createNotificationTriggers } from './features/notifications/triggers';
import { signInPolicyFromEnv } from './features/sign-in-policy/policy';
import { exportRequest, startExport } from './runtime/backup';
import { deferHostBodyParseErrors } from './runtime/host-body-parser';
import {
  API_OPTIONS,
  BACKUP_OPTIONS,
  BLOCKING_OPTIONS,
  DAILY_JOB_OPTIONS,
  GLOBAL_OPTIONS,
  TRIGGER_OPTIONS,
} from './runtime/options';
import { appCheckEnforced, appOrigin, backupBucket } from './runtime/params';

initializeApp();
setGlobalOptions(GLOBAL_OPTIONS);
// Before the runtime builds its server: unparsable bodies reach the app's error catalogue.
deferHostBodyParseErrors();

/**
 * The `/api/v1` API; Hosting rewrites `/api/**` here. The app reads the same params from the
 * environment (the runtime loads them there) through `signInPolicyFromEnv`.
 */
export const api = onRequest(
  API_OPTIONS,
  createApp({
    db: getFirestore(),
    auth: getAuth(),
    // Cloud Storage when deployed or with the Storage emulator; else degraded local mode. The
    // default bucket is looked up on first use, not while the code is being deployed.
    images: chooseImageStore(process.env, {
      'cloud-storage': () =>
        createCloudStorageImageStore({ file: (path) => getStorage().bucket().file(path) }),
      local: () => createLocalImageStore(),
    }),
    // Read per request: params have no value while the code is being deployed.
    appCheck: appCheckFromParam(
      () => appCheckEnforced.value(),
      () => getAppCheck(),
    ),
    // The override file on the emulators (no Remote Config emulator), else Remote Config.
    remoteSettings: chooseRemoteSettingsSource(process.env, () =>
      createTemplateSettingsSource(() => getRemoteConfig().getTemplate()),
    ),
    // Polls read the counters the triggers keep instead of recounting (docs/trades.md, Counters).
    counters: counterSink(),
  }),
);

/**
 * Only campus addresses (and the allow-list) may create an account. The policy is read at call time
 * (params have no value while the code is being deployed) from the environment by
 * `signInPolicyFromEnv`, not by `ListParam.value()`: a deploy sets the list params as JSON arrays,
 * the Functions emulator as the `.env` file's comma list, which `value()` cannot parse.
 */
export const beforecreated = beforeUserCreated(BLOCKING_OPTIONS, (event) => {
  checkUserCreation(event.data, signInPolicyFromEnv());
});

/** The same on every sign-in, and withdrawn users are refused. */
export const beforesignedin = beforeUserSignedIn(BLOCKING_OPTIONS, async (event) => {
  await checkSignIn(getFirestore(), event.data, signInPolicyFromEnv());
});

/** Where the triggers keep the counters and the API's polls read them. */
function counterSink() {
  return chooseCounterSink(process.env, {
    'realtime-database': () => createRealtimeSink(() => getDatabase()),
    firestore: () => createFirestoreSink(getFirestore()),
  });
}

/**
 * Notification fan-out (DESIGN.md, Notifications; docs/trades.md): every change of a to-do, notice,
 * contact or group membership recounts the counters of the uids concerned into the Realtime
 * Database, and queues e-mail copies of new to-dos and notices. Without the Database emulator
 * (degraded local mode) they go to Firestore `counters/{uid}` instead (docs/trades.md, Counters).
 */
function notificationTriggers() {
  const db = getFirestore();
  const fanout = createCounterFanout(db, createNotificationsStore(db), counterSink());
  return createNotificationTriggers({
    db,
    fanout,
    mail: createMailQueue(db),
    origin: appOrigin.value(),
  });
}

type Snapshot = { data(): Record<string, unknown> | undefined } | undefined;
const dataOf = (snap: Snapshot) => snap?.data();

export const todowritten = onDocumentWritten(
  { ...TRIGGER_OPTIONS, document: 'todos/{id}' },
  async (event) => {
    await notificationTriggers().todoOrNoticeWritten(
      `todo_${event.id}`,
      dataOf(event.data?.before),
      dataOf(event.data?.after),
    );
  },
);

export const noticewritten = onDocumentWritten(
  { ...TRIGGER_OPTIONS, document: 'notices/{id}' },
  async (event) => {
    await notificationTriggers().todoOrNoticeWritten(
      `notice_${event.id}`,
      dataOf(event.data?.before),
      dataOf(event.data?.after),
    );
  },
);

export const contactwritten = onDocumentWritten(
  { ...TRIGGER_OPTIONS, document: 'contacts/{id}' },
  async (event) => {
    await notificationTriggers().contactWritten(
      dataOf(event.data?.before),
      dataOf(event.data?.after),
    );
  },
);

export const memberwritten = onDocumentWritten(
  { ...TRIGGER_OPTIONS, document: 'groups/{groupId}/members/{uid}' },
  async (event) => {
    await notificationTriggers().membershipWritten(event.params.uid);
  },
);

/**
 * Every morning at 9 in Tokyo: `deadline_approach` notices for pick-up periods and exhibits ending
 * soon, and reminders of tomorrow's reservations.
 */
export const deadlines = onSchedule(
  { ...DAILY_JOB_OPTIONS, schedule: 'every day 09:00' },
  async () => {
    const now = new Date();
    await notifyDeadlines(getFirestore(), now);
    await remindReservations(getFirestore(), now);
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
    const projectId = process.env.GCLOUD_PROJECT ?? process.env.GCP_PROJECT ?? '';
    const request = exportRequest(projectId, backupBucket.value(), new Date());
    if (request === null) {
      logger.warn('BACKUP_BUCKET is off: Firestore is not being backed up');
      return;
    }
    const operation = await startExport(new firestoreAdmin.FirestoreAdminClient(), request);
    logger.info(`Firestore export started to ${request.outputUriPrefix}: ${operation}`);
  },
);

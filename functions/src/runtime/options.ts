import type { GlobalOptions } from 'firebase-functions/v2';
import type { HttpsOptions } from 'firebase-functions/v2/https';
import type { DocumentOptions } from 'firebase-functions/v2/firestore';
import type { ScheduleOptions } from 'firebase-functions/v2/scheduler';
import type { BlockingOptions } from 'firebase-functions/v2/identity';

/**
 * How each function runs in production, chosen deliberately (README, "Deploying"). `maxInstances`
 * caps what a flood of requests can cost; the figures fit a campus of tens of thousands of members
 * with room for a semester's first week.
 */

/** Every function: Tokyo, and small unless it says otherwise. */
export const GLOBAL_OPTIONS: GlobalOptions = {
  region: 'asia-northeast1',
  memory: '256MiB',
  timeoutSeconds: 60,
  maxInstances: 10,
};

/**
 * The API. Photo uploads decode images of up to 64 megapixels with sharp: `npm run bench:image-memory`
 * measured a peak of about 650 MiB for 16 of the heaviest uploads at once (180 MiB for one), so
 * 1 GiB with 16 concurrent requests per instance leaves room for the rest of the app. One vCPU (Cloud
 * Run needs a whole CPU for concurrency above 1). 10 instances serve 160 requests at once; every
 * request is done in well under the 60 s timeout (the Firestore transactions give up within it).
 */
export const API_OPTIONS: HttpsOptions = {
  memory: '1GiB',
  cpu: 1,
  concurrency: 16,
  timeoutSeconds: 60,
  maxInstances: 10,
};

/**
 * The server-rendered public pages (docs/server-rendering.md): a few reads and a string per request,
 * answered from the CDN most of the time (`PAGE_CACHE`), so small instances with many requests each.
 */
export const PAGES_OPTIONS: HttpsOptions = {
  memory: '512MiB',
  cpu: 1,
  concurrency: 40,
  timeoutSeconds: 30,
  maxInstances: 10,
};

/**
 * The notification triggers recount counters (the newest count wins) and queue mails under ids
 * derived from the event (`mail/{event}_{uid}`, created once), so running one twice changes nothing:
 * they are retried until they succeed (for up to 7 days), so a failed RTDB write or a Firestore hiccup
 * does not leave a badge wrong or a mail unsent.
 */
export const TRIGGER_OPTIONS: Omit<DocumentOptions, 'document'> = {
  retry: true,
  memory: '256MiB',
  timeoutSeconds: 60,
  maxInstances: 10,
};

/**
 * The daily job writes notices under ids derived from what they announce (created once), so a retry
 * never doubles one; it reads every open trade and reservation of the day, hence more time.
 */
export const DAILY_JOB_OPTIONS: Omit<ScheduleOptions, 'schedule'> = {
  timeZone: 'Asia/Tokyo',
  retryCount: 3,
  memory: '512MiB',
  timeoutSeconds: 300,
  maxInstances: 1,
};

/** The export only starts a Firestore operation (exports of the same day overwrite one folder). */
export const BACKUP_OPTIONS: Omit<ScheduleOptions, 'schedule'> = {
  timeZone: 'Asia/Tokyo',
  retryCount: 3,
  timeoutSeconds: 120,
  maxInstances: 1,
};

/**
 * The Auth blocking functions answer within Firebase Auth's 7 s; a sign-in reads one profile. Never
 * retried (Auth would refuse the sign-in first). Enough instances for the first morning of a semester.
 */
export const BLOCKING_OPTIONS: BlockingOptions = {
  memory: '256MiB',
  timeoutSeconds: 7,
  maxInstances: 20,
};

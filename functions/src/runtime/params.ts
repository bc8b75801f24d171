import { defineBoolean, defineList, defineString } from 'firebase-functions/params';
import { DEPLOY_VALUES, type DeployValueName } from './deploy-values';

/**
 * The values a deploy must be given (README, "Deploying"). `firebase deploy` reads them from
 * `functions/.env.<project-id>` or asks for them, checking the answer; the emulators read
 * `functions/.env.demo-campus`, which no deploy of a real project reads. The code reads the values from
 * its environment (`signInPolicyFromEnv`, `process.env.APP_ORIGIN`): lists arrive as JSON arrays when
 * deployed but as comma lists on the emulator, so `ListParam.value()` is not used.
 */
const input = (name: DeployValueName) => ({
  text: {
    validationRegex: DEPLOY_VALUES[name].pattern,
    validationErrorMessage: DEPLOY_VALUES[name].problem,
  },
});

/** Campus mail domains; their subdomains are included. No default: a deploy must name them. */
export const campusEmailDomains = defineList('CAMPUS_EMAIL_DOMAINS', {
  description: 'Campus mail domains whose addresses may sign in (comma-separated)',
  input: input('CAMPUS_EMAIL_DOMAINS'),
});

/** Addresses allowed outside those domains. */
export const campusEmailAllowList = defineList('CAMPUS_EMAIL_ALLOWLIST', {
  description:
    'Addresses outside the campus domains that may sign in (comma-separated, may be empty)',
  default: [],
  input: input('CAMPUS_EMAIL_ALLOWLIST'),
});

/** The web app's origin, for the links in invitation and notification mails. */
export const appOrigin = defineString('APP_ORIGIN', {
  description: "The web app's https origin, for links in mails",
  input: input('APP_ORIGIN'),
});

/** Where the daily Firestore export goes (`gs://bucket`), or `off`. */
export const backupBucket = defineString('BACKUP_BUCKET', {
  description: 'gs://<bucket> for the daily Firestore export, or off',
  input: input('BACKUP_BUCKET'),
});

/** Requests must carry a valid App Check token (README, "App Check"). */
export const appCheckEnforced = defineBoolean('APP_CHECK_ENFORCED', {
  description: 'Refuse API requests without a valid App Check token',
  default: false,
});

/** Search engines may index the public pages (docs/server-rendering.md); else every page says noindex. */
export const indexPublicPages = defineBoolean('INDEX_PUBLIC_PAGES', {
  description: 'Let search engines index the public listings (default: noindex)',
  default: false,
});

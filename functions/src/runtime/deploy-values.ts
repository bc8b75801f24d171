/**
 * What a deploy may use as the campus domains, the allow-list, the web app's origin and the backup
 * bucket (README, "Deploying"). Patterns, because `firebase deploy` checks a prompted param value
 * with `new RegExp(validationRegex)` (no flags: lower case only); the predeploy check
 * (`functions/scripts/check-deploy-params.ts`) applies the same patterns to values from `.env` files,
 * which the CLI does not check. Placeholders are refused: a label `example`, `localhost` or
 * `invalid` anywhere, the reserved top-level domains `test` and `local`, and http origins. The
 * domain rule is the model's (`DEPLOYABLE_DOMAIN`), which the web build applies to its own deploy
 * values (`VITE_INQUIRY_FORM_URL`).
 */
import { DEPLOYABLE_DOMAIN } from '../model/urls';

/** A lower-case domain name of at least two labels, none a placeholder (the model's rule). */
const DOMAIN = DEPLOYABLE_DOMAIN;
const EMAIL = `[a-z0-9._%+-]+@${DOMAIN}`;
const list = (item: string, emptyAllowed: boolean) =>
  `^${emptyAllowed ? '(?:' : ''}\\s*${item}(?:\\s*,\\s*${item})*\\s*${emptyAllowed ? ')?' : ''}$`;

/** `CAMPUS_EMAIL_DOMAINS`: one or more domains, comma-separated. */
export const CAMPUS_DOMAINS_PATTERN = list(DOMAIN, false);
/** `CAMPUS_EMAIL_ALLOWLIST`: addresses outside those domains, comma-separated; may be empty. */
export const ALLOWLIST_PATTERN = list(EMAIL, true);
/** `APP_ORIGIN`: the web app's https origin (no path, no trailing slash), for links in mails. */
export const APP_ORIGIN_PATTERN = `^https://${DOMAIN}$`;
/** `BACKUP_BUCKET`: the bucket of the daily Firestore export, or `off` (say so deliberately). */
export const BACKUP_BUCKET_PATTERN = '^(?:off|gs://[a-z0-9][a-z0-9._-]{1,220}[a-z0-9])$';

/** The deploy values, by param name, with the pattern each must match and what to tell the user. */
export const DEPLOY_VALUES = {
  CAMPUS_EMAIL_DOMAINS: {
    pattern: CAMPUS_DOMAINS_PATTERN,
    problem:
      'Campus mail domains, comma-separated and in lower case (e.g. u-tokyo.ac.jp), not a placeholder such as campus.example.ac.jp',
  },
  CAMPUS_EMAIL_ALLOWLIST: {
    pattern: ALLOWLIST_PATTERN,
    problem: 'Addresses outside the campus domains, comma-separated and in lower case, or empty',
  },
  APP_ORIGIN: {
    pattern: APP_ORIGIN_PATTERN,
    problem:
      "The web app's https origin without a path (e.g. https://reuse.u-tokyo.ac.jp), not localhost or a placeholder",
  },
  BACKUP_BUCKET: {
    pattern: BACKUP_BUCKET_PATTERN,
    problem: 'gs://<bucket> for the daily Firestore export (a bucket in the same region), or off',
  },
} as const;

export type DeployValueName = keyof typeof DEPLOY_VALUES;

/**
 * The problems of the values given (`.env` and `.env.<project>` merged): one line per value that
 * does not match its pattern. Absent values are not problems here: `firebase deploy` prompts for
 * them and checks the answer with the same pattern.
 */
export function deployValueProblems(
  values: Readonly<Record<string, string | undefined>>,
): string[] {
  return Object.entries(DEPLOY_VALUES).flatMap(([name, { pattern, problem }]) => {
    const value = values[name];
    if (value === undefined) return [];
    return new RegExp(pattern).test(value) ? [] : [`${name}=${value}: ${problem}`];
  });
}

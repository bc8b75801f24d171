import { EMAIL_NOT_VERIFIED, UNAVAILABLE_EMAIL } from '../../model/error-codes';

/**
 * Who may sign in (spec section 5: only the campus mail domain; DESIGN "Identity": plus explicitly
 * allowed addresses). Pure: the blocking functions and the API's `authenticate` share it.
 */
export interface SignInPolicy {
  /** Campus mail domains; an address on the domain itself or on any of its subdomains passes. */
  domains: readonly string[];
  /** Exact addresses allowed whatever their domain. */
  allowList: readonly string[];
}

/** Default of the `CAMPUS_EMAIL_DOMAINS` parameter. */
export const DEFAULT_CAMPUS_EMAIL_DOMAINS = 'campus.example.ac.jp';

const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

function normalizeDomain(domain: string): string {
  return domain
    .trim()
    .toLowerCase()
    .replace(/^\*?\.|^@/, '');
}

function isDomainName(domain: string): boolean {
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((label) => LABEL.test(label));
}

/**
 * `"a.example, B.example ,"` -> `['a.example', 'b.example']`. A list param (`defineList`) reaches the
 * runtime's environment as a JSON array (`["a.example","b.example"]`), a `.env` file writes a comma
 * list: both are read.
 */
export function parseList(value: string | undefined): string[] {
  const raw = (value ?? '').trim();
  let items: unknown[] = raw.split(',');
  if (raw.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (Array.isArray(parsed)) items = parsed;
    } catch {
      // Not JSON after all: read as a comma list.
    }
  }
  return items
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item !== '');
}

export function toSignInPolicy(domains: string | undefined, allowList: string | undefined) {
  return {
    domains: parseList(domains).map(normalizeDomain).filter(isDomainName),
    allowList: parseList(allowList),
  } satisfies SignInPolicy;
}

/**
 * The policy from `CAMPUS_EMAIL_DOMAINS` (comma list, default `campus.example.ac.jp`) and
 * `CAMPUS_EMAIL_ALLOWLIST` (comma list, default empty). In Cloud Functions the `defineString`
 * params of `index.ts` are loaded into the environment, so the app reads the same values.
 */
export function signInPolicyFromEnv(env: NodeJS.ProcessEnv = process.env): SignInPolicy {
  const domains = env.CAMPUS_EMAIL_DOMAINS;
  return toSignInPolicy(
    domains === undefined || domains.trim() === '' ? DEFAULT_CAMPUS_EMAIL_DOMAINS : domains,
    env.CAMPUS_EMAIL_ALLOWLIST,
  );
}

/**
 * True when the address may sign in: case-insensitive, on a campus domain or one of its
 * subdomains (`x@lab.campus.example.ac.jp`), or listed exactly in the allow-list.
 * Anything that is not a plain `local@domain` address is refused.
 */
export function isAllowedEmail(email: string | null | undefined, policy: SignInPolicy): boolean {
  if (typeof email !== 'string') return false;
  const address = email.trim().toLowerCase();
  const parts = address.split('@');
  if (parts.length !== 2) return false;
  const [local, domain] = parts;
  if (local === undefined || domain === undefined || local === '' || !isDomainName(domain)) {
    return false;
  }
  if (policy.allowList.some((allowed) => allowed.trim().toLowerCase() === address)) return true;
  return policy.domains.some((campus) => {
    const normalized = normalizeDomain(campus);
    return normalized !== '' && (domain === normalized || domain.endsWith(`.${normalized}`));
  });
}

/**
 * True when the address is on a campus domain (or a subdomain): the allow-list aside, so an account
 * it admitted is an outside user (issue 33, part 4).
 */
export function onCampusDomain(
  email: string | null | undefined,
  policy: Pick<SignInPolicy, 'domains'>,
): boolean {
  return isAllowedEmail(email, { domains: policy.domains, allowList: [] });
}

/**
 * Why a sign-in (or account creation, or an API call) is refused, or null when it may go on. An
 * address outside the policy or a withdrawn account is `unavailable_email`; an allowed address
 * (allow-listed ones included) that is not verified is `email_not_verified`.
 */
export function signInRefusal(
  user: { email: string | null | undefined; emailVerified: boolean; withdrawn: boolean },
  policy: SignInPolicy,
): typeof UNAVAILABLE_EMAIL | typeof EMAIL_NOT_VERIFIED | null {
  if (user.withdrawn || !isAllowedEmail(user.email, policy)) return UNAVAILABLE_EMAIL;
  if (!user.emailVerified) return EMAIL_NOT_VERIFIED;
  return null;
}

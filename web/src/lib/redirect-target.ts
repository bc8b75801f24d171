import { paths } from './paths';

/** Any origin that cannot be a real one: only relative URLs resolve to it. */
const PROBE_ORIGIN = 'https://app.invalid';

/**
 * Same-origin relative paths only: '/manage/account?x=1' yes; '//evil.example', '/\evil',
 * 'https://evil.example', 'javascript:...' and anything with control characters no. The login page
 * itself is refused too (it would loop).
 */
export function isSafeRedirect(url: string): boolean {
  if (!url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return false;
  for (const char of url) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return false;
  }
  try {
    const parsed = new URL(url, PROBE_ORIGIN);
    return parsed.origin === PROBE_ORIGIN && parsed.pathname !== paths.login.path;
  } catch {
    return false;
  }
}

/**
 * Where to go after login: `redirectUrl` from the query if it is safe, else the redirect URL saved
 * in the session if safe, else '/'.
 */
export function redirectTarget(queryValue: string | null, saved: string | null): string {
  for (const candidate of [queryValue, saved]) {
    if (candidate !== null && isSafeRedirect(candidate)) return candidate;
  }
  return paths.home.getHref();
}

/**
 * What a URL field accepts (spec section 5: "a valid http or https address"), as a plain function
 * (no zod), so the server's schema (`httpUrl` in `primitives.ts`) and the web forms
 * (`web/src/lib/text-rules.ts`) check with the same rule. Also what a deploy may use as a real
 * address (`DEPLOYABLE_DOMAIN`): the functions' deploy params and the web build's settings refuse
 * placeholders with the same rule.
 */

/** The schemes a URL field takes: never `javascript:`, `data:`, `ftp:` or `file:`. */
export const URL_PROTOCOLS: readonly string[] = ['http:', 'https:'];

/**
 * True when `value` is an absolute http or https address with a host. It must be written out
 * (`http://` or `https://`, any case): the WHATWG parser would also take `https:host` or
 * `https:/host` and mend them, which is not what the user typed. Whitespace is refused rather than
 * percent-encoded for the same reason.
 */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /\s/u.test(value)) return false;
  try {
    const url = new URL(value);
    return URL_PROTOCOLS.includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** Labels that only documentation and tests use (RFC 2606, RFC 6761). */
const PLACEHOLDER_LABEL = '(?:example|localhost|invalid)(?![a-z0-9-])';

/**
 * A pattern (unanchored, lower case, no flags: `firebase deploy` checks a prompted param with
 * `new RegExp(validationRegex)`) for a real domain name: at least two labels, none of them
 * `example`, `localhost` or `invalid`, and not under the reserved top-level domains `test` or
 * `local`. Deploy values are checked against it so a demo placeholder never reaches production.
 */
export const DEPLOYABLE_DOMAIN = `(?!(?:[a-z0-9-]+\\.)*${PLACEHOLDER_LABEL})(?:${LABEL}\\.)+(?!(?:test|local)(?![a-z0-9-]))[a-z]{2,63}`;

/**
 * True when `value` is an https address (`isHttpUrl`) whose host is a real domain
 * (`DEPLOYABLE_DOMAIN`): what a production build takes as an external link (the footer's inquiry
 * form, `VITE_INQUIRY_FORM_URL`). http, localhost, IP addresses and placeholders are refused.
 */
export function isDeployableHttpsUrl(value: string): boolean {
  if (!isHttpUrl(value)) return false;
  const { protocol, hostname } = new URL(value);
  return protocol === 'https:' && new RegExp(`^${DEPLOYABLE_DOMAIN}$`).test(hostname);
}

/**
 * What a URL field accepts (spec section 5: "a valid http or https address"), as a plain function
 * (no zod), so the server's schema (`httpUrl` in `primitives.ts`) and the web forms
 * (`web/src/lib/text-rules.ts`) check with the same rule.
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

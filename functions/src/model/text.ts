/**
 * What the API accepts as text, as plain functions (no zod): the zod text schema of `primitives.ts`
 * and the web forms (`web/src/lib/text-rules.ts`) both check with these, so a form refuses exactly
 * what the server would.
 */

/** A UTF-16 code unit that is half of a surrogate pair standing alone. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
/** Control characters (Unicode Cc: C0, DEL and C1). */
const CONTROL = /\p{Cc}/u;
/** Control characters but line feed and tab. */
const CONTROL_BUT_LF_TAB = /(?![\n\t])\p{Cc}/u;

/** True when `value` is well-formed UTF-16 (no lone surrogate), like `String#isWellFormed`. */
export function isWellFormedText(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

/** True when `value` holds no control character (but `\n` and `\t` when `multiline`). */
export function hasNoControlCharacters(value: string, multiline: boolean): boolean {
  return !(multiline ? CONTROL_BUT_LF_TAB : CONTROL).test(value);
}

/** Multi-line text stores CRLF and CR line ends as LF. */
export const toLineFeeds = (value: string): string => value.replace(/\r\n?/g, '\n');

/**
 * Why the API would refuse `value` as text, or null when it would not: `malformed` for a lone
 * surrogate, `control` for a control character (line ends and tabs pass in multi-line text).
 */
export function textProblem(value: string, multiline: boolean): 'malformed' | 'control' | null {
  if (!isWellFormedText(value)) return 'malformed';
  const lines = multiline ? toLineFeeds(value) : value;
  return hasNoControlCharacters(lines, multiline) ? null : 'control';
}

/** ISBNs (items of kind `book`), as plain functions shared by the API's zod schema and the web form. */

/** The ISBN as stored: without hyphens and spaces, `x` upper-cased. */
export const normalizeIsbn = (input: string): string => input.replace(/[-\s]/g, '').toUpperCase();

/**
 * ISBN-10 (last character may be X) or ISBN-13 with a correct check digit. Hyphens and spaces are
 * ignored.
 */
export function isValidIsbn(input: string): boolean {
  const isbn = normalizeIsbn(input);
  if (/^\d{9}[\dX]$/.test(isbn)) {
    let sum = 0;
    for (let i = 0; i < 10; i += 1) {
      const c = isbn[i] ?? '';
      sum += (c === 'X' ? 10 : Number(c)) * (10 - i);
    }
    return sum % 11 === 0;
  }
  if (/^\d{13}$/.test(isbn)) {
    let sum = 0;
    for (let i = 0; i < 13; i += 1) sum += Number(isbn[i]) * (i % 2 === 0 ? 1 : 3);
    return sum % 10 === 0;
  }
  return false;
}

/**
 * `1234567.891` -> `1,234,567.89` with at most `digits` decimals (trailing zeros dropped), grouped
 * by thousands with commas: how both of the product's languages write numbers. Plain string work,
 * rounded as `Intl.NumberFormat` rounds (the exact value, halves away from zero): the first number
 * formatter of a page loads the locale's number data, a task of about 85 ms at 4x CPU that a
 * server-rendered page paid while it was taken over (`bench:web`, `/share`).
 */
export function groupedNumber(value: number, digits = 0): string {
  const [whole = '0', fraction = ''] = Math.abs(value).toFixed(digits).split('.');
  const decimals = fraction.replace(/0+$/, '');
  const written = `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${decimals ? `.${decimals}` : ''}`;
  return value < 0 && written !== '0' ? `-${written}` : written;
}

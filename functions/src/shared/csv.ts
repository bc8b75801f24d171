/** CSV downloads (RFC 4180, UTF-8 with BOM for Excel): the back office's exports, bills, earnings. */

export type CsvValue = string | number | boolean | null;

/** Cells starting with one of these are read as formulas by spreadsheets (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formula-like text is prefixed with `'`, then quoted when needed. */
export function csvCell(value: CsvValue): string {
  let text = value === null ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole CSV: BOM, header row, CRLF line ends (also after the last row). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.map((line) => `${line}\r\n`).join('')}`;
}

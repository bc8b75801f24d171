import type { Response } from 'express';

/** Answers `csv` as a download named `name` (UTF-8, never cached: it holds the caller's data). */
export function sendCsv(res: Response, name: string, csv: string): void {
  res
    .status(200)
    .set('Content-Type', 'text/csv; charset=utf-8')
    .set('Content-Disposition', `attachment; filename="${name}"`)
    .set('Cache-Control', 'no-store')
    .send(csv);
}

import { getBlob } from '../api-client';
import { saveBlob } from '../save-blob';
import { addDays, tokyoInstant, toTokyoIso } from './tokyo-grid';

/** How far ahead the calendar file reaches (the API allows at most a year). */
export const CALENDAR_EXPORT_DAYS = 365;

/**
 * GET /api/v1/home/reservations.ics?role&from&to: the acting identity's reservations (as user or as
 * lender) from the Tokyo date `fromDate` for a year, saved as an iCalendar file.
 */
export async function downloadReservationsCalendar(
  role: 'user' | 'lender',
  fromDate: string,
): Promise<void> {
  const blob = await getBlob('/home/reservations.ics', {
    query: {
      role,
      from: toTokyoIso(tokyoInstant(fromDate)),
      to: toTokyoIso(tokyoInstant(addDays(fromDate, CALENDAR_EXPORT_DAYS))),
    },
  });
  saveBlob(blob, `reservations-${role}-${fromDate}.ics`);
}

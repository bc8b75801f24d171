/**
 * The public face of the reservations feature: what other features use of it. Everything else
 * in this folder is internal; ESLint refuses imports that reach past this file.
 */
export { billIdOf, billOf, earningsOf, payableTo } from './billing';
export type { Bill, BillableReservation, Earnings, Payment } from './billing';
export { tokyoMonthRange } from './booking';
export { reservationDocSchema } from './schema';
export type { AccountNames } from './schema';

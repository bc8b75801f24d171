/**
 * The public face of the reservations feature: what other features use of it. Everything else
 * in this folder is internal; ESLint refuses imports that reach past this file.
 */
export {
  billIdOf,
  billOf,
  earningsOf,
  fundStatementOf,
  payableTo,
  subtotalsByFund,
} from './billing';
export type { Bill, BillableReservation, BillLine, Earnings, FundMonth, Payment } from './billing';
export { tokyoMonthRange } from './booking';
export { amountOf, consumablesTotal, fundBodyOf, reservationDocSchema } from './schema';
export { assistanceCharge } from './assistance';
export { fundChargesQuery } from './fund-charge';
export type { AccountNames, ReservationDoc } from './schema';
export { reservationEvent } from './calendar';
export type { ReservationsStore } from './store';
export type { AssistanceStore } from './assistance-store';

import { z } from 'zod';
import { isId, monthSchema } from '../../model/primitives';
import type { BillBody, BillLineBody, EarningsBody } from '../../model/share-types';
import type { Bill, Earnings, AccountNames } from '../reservations';
import { timestampSchema as timestamp } from '../../shared/firestore-docs';

export { paymentInputSchema } from '../../model/billing';

/** `payments/{id}`: money recorded against a bill for one lender's lines. */
export const paymentDocSchema = z.object({
  billId: z.string(),
  userId: z.string(),
  month: z.string(),
  lenderId: z.string(),
  amount: z.number().int(),
  /** The 12-digit project code the payment is charged to (the budget reference). */
  projectCode: z.string(),
  note: z.string(),
  recordedBy: z.string(),
  at: timestamp,
});
export type PaymentDoc = z.infer<typeof paymentDocSchema>;

export const monthRangeQuery = z.object({ from: monthSchema, to: monthSchema });

/** A bill id, `{userId}_{YYYY-MM}`: an id of a user identity and a month. */
export const billIdSchema = z.string().refine((value) => {
  const at = value.lastIndexOf('_');
  return at > 0 && isId(value.slice(0, at)) && monthSchema.safeParse(value.slice(at + 1)).success;
}, 'Expected a bill id');
export const billParams = z.object({ id: billIdSchema });

export const lineBody = (l: Bill['lines'][number], names: AccountNames): BillLineBody => ({
  kind: l.kind,
  reservationId: l.reservationId,
  userId: l.userId,
  userName: names.get(l.userId) ?? null,
  lenderId: l.lenderId,
  lenderName: names.get(l.lenderId) ?? null,
  deviceId: l.deviceId,
  deviceName: l.deviceName,
  start: l.start.toISOString(),
  end: l.end.toISOString(),
  status: l.status,
  fee: l.fee,
  consumables: l.consumables,
  assistance: l.assistance,
  amount: l.amount,
  fund: l.fund,
  rateClass: l.rateClass,
  fiscalYear: l.fiscalYear,
});

/** Every account named by the lines of `sheets` (to look their names up in one read). */
export const partiesOf = (sheets: readonly Pick<Bill, 'lines'>[]) =>
  sheets.flatMap((s) => s.lines.flatMap((l) => [l.userId, l.lenderId]));

export const toBillBody = (bill: Bill, names: AccountNames): BillBody => ({
  ...bill,
  lines: bill.lines.map((l) => lineBody(l, names)),
});
export const toEarningsBody = (e: Earnings, names: AccountNames): EarningsBody => ({
  ...e,
  lines: e.lines.map((l) => lineBody(l, names)),
});

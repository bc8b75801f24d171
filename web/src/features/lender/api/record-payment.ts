import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { EARNINGS_KEY } from './get-earnings';

/** The body of `POST /home/bills/{id}/payments` as a lender records it (its own lines). */
export interface PaymentInput {
  amount: number;
  /** 12 digits: the budget reference. */
  projectCode: string;
  note: string;
}

/** POST /api/v1/home/bills/{billId}/payments (409 `overpayment`, 403 `not_bill_lender`). */
export async function recordPayment(billId: string, input: PaymentInput): Promise<unknown> {
  const { payment } = await api.post<{ payment: unknown }>(
    `/home/bills/${encodeURIComponent(billId)}/payments`,
    { body: input },
  );
  return payment;
}

/** A payment against one bill. */
export interface Payment {
  billId: string;
  input: PaymentInput;
}

/** Records a payment against a bill; every range of earnings follows. */
export function useRecordPayment() {
  return useApiMutation<Payment, unknown>({
    call: ({ billId, input }) => recordPayment(billId, input),
    invalidates: () => [EARNINGS_KEY],
  });
}

import { paymentInputSchema } from '@campus/model/billing';
import { PAYMENT_LIMITS } from '@campus/model/limits';
import { chars, describeParity, fieldsOf, zodAccepts } from '../../../testing/schema-parity';
import { paymentProblems, toPaymentInput, type PaymentValues } from './earnings-values';

const { amountMax, noteMax } = PAYMENT_LIMITS;
const CODE = '123456789012';
const payment = (values: Partial<PaymentValues>): PaymentValues => ({
  amount: '1200',
  projectCode: CODE,
  note: '',
  ...values,
});

const { amount, projectCode, note } = fieldsOf(payment);

describeParity(
  'payment dialog',
  {
    web: (values) => Object.keys(paymentProblems(values)).length === 0,
    server: (values) => zodAccepts(paymentInputSchema)(toPaymentInput(values)),
  },
  [
    { name: 'an amount and a code', input: payment({}), valid: true },
    ...amount.wholeNumber(1, amountMax),
    amount.refuses('missing', ''),
    ...projectCode.asProjectCode(CODE),
    ...note.upTo(noteMax, chars),
    ...note.multiLine('4月分'),
  ],
);

import { paymentInputSchema } from '@campus/model/billing';
import { PAYMENT_LIMITS } from '@campus/model/limits';
import { chars, describeParity, zodAccepts, type ParityCase } from '../../../testing/schema-parity';
import { paymentProblems, toPaymentInput, type PaymentValues } from './earnings-values';

const { amountMax, noteMax } = PAYMENT_LIMITS;
const CODE = '123456789012';
const payment = (values: Partial<PaymentValues>): PaymentValues => ({
  amount: '1200',
  projectCode: CODE,
  note: '',
  ...values,
});

const CASES: ParityCase<PaymentValues>[] = [
  { name: 'an amount and a code', input: payment({}), valid: true },
  { name: 'with a note of lines', input: payment({ note: '4月分\n振替済み' }), valid: true },
  { name: 'amount 1', input: payment({ amount: '1' }), valid: true },
  { name: `amount ${amountMax}`, input: payment({ amount: String(amountMax) }), valid: true },
  {
    name: `amount ${amountMax + 1}`,
    input: payment({ amount: String(amountMax + 1) }),
    valid: false,
  },
  { name: 'amount 0', input: payment({ amount: '0' }), valid: false },
  { name: 'no amount', input: payment({ amount: '' }), valid: false },
  { name: 'a decimal amount', input: payment({ amount: '12.5' }), valid: false },
  { name: 'a negative amount', input: payment({ amount: '-5' }), valid: false },
  { name: 'amount between spaces', input: payment({ amount: ' 300 ' }), valid: true },
  { name: 'no project code', input: payment({ projectCode: '' }), valid: false },
  { name: 'an 11-digit code', input: payment({ projectCode: CODE.slice(1) }), valid: false },
  { name: 'a 13-digit code', input: payment({ projectCode: `${CODE}3` }), valid: false },
  { name: 'a code with a letter', input: payment({ projectCode: '12345678901A' }), valid: false },
  { name: `a note of ${noteMax}`, input: payment({ note: chars(noteMax) }), valid: true },
  { name: `a note of ${noteMax + 1}`, input: payment({ note: chars(noteMax + 1) }), valid: false },
  { name: 'a note with a NUL', input: payment({ note: 'a\u0000b' }), valid: false },
  { name: 'a note with a lone surrogate', input: payment({ note: '振\ud83d' }), valid: false },
];

describeParity(
  'payment dialog',
  {
    web: (values) => Object.keys(paymentProblems(values)).length === 0,
    server: (values) => zodAccepts(paymentInputSchema)(toPaymentInput(values)),
  },
  CASES,
);

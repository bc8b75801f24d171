import { useTranslation } from 'react-i18next';
import {
  applyServerErrors,
  FormDialog,
  InputField,
  problemMessages,
  TextField,
} from '../../../components/form';
import { usePartyName } from '../../../lib/share-mode/party-name';
import { lenderErrorKey } from '../api/errors';
import { useRecordPayment } from '../api/record-payment';
import {
  AMOUNT_MAX,
  NOTE_MAX,
  paymentProblems,
  toPaymentInput,
  type BillGroup,
  type PaymentValues,
} from './earnings-values';
import { useYen } from './money';

interface PaymentDialogProps {
  group: BillGroup;
  month: string;
  onCancel: () => void;
  /** The payment was recorded. */
  onRecorded: () => void;
}

const FIELDS = [
  'amount',
  'projectCode',
  'note',
] as const satisfies readonly (keyof PaymentValues)[];

/**
 * Records a payment against one bill for this lender's lines: amount in whole yen, the 12-digit
 * project code and a note. What the bill still owes this lender is the server's to check: a 409
 * `overpayment` shows in the dialog.
 */
export function PaymentDialog({ group, month, onCancel, onRecorded }: PaymentDialogProps) {
  const { t } = useTranslation();
  const partyName = usePartyName();
  const yen = useYen();
  const recording = useRecordPayment();
  const messages = {
    required: t('lender.form.errors.required'),
    amountInvalid: t('lender.payment.amountInvalid', { max: yen(AMOUNT_MAX) }),
    projectCodeInvalid: t('lender.payment.projectCodeInvalid'),
    tooLong: t('lender.form.errors.max', { count: NOTE_MAX }),
    textInvalid: t('validation.textInvalid'),
  };

  return (
    <FormDialog<PaymentValues>
      title={t('lender.payment.title', {
        user: partyName(group.userName),
        month: month.replace('-', '/'),
      })}
      intro={<p>{t('lender.payment.charged', { amount: yen(group.total) })}</p>}
      initialValues={{ amount: '', projectCode: '', note: '' }}
      validate={(values) =>
        problemMessages(paymentProblems(values), (problem) => messages[problem])
      }
      onSubmit={(values, helpers) =>
        recording.run(
          { billId: group.billId, input: toPaymentInput(values) },
          {
            onSuccess: onRecorded,
            onError: (error) => applyServerErrors(error, helpers, FIELDS, lenderErrorKey),
          },
        )
      }
      submitLabel={t('dialog.ok')}
      onClose={onCancel}
    >
      <InputField name="amount" label={t('lender.payment.amount')} inputMode="numeric" />
      <InputField name="projectCode" label={t('lender.payment.projectCode')} inputMode="numeric" />
      <TextField name="note" label={t('lender.payment.note')} rows={2} maxLength={NOTE_MAX} />
    </FormDialog>
  );
}

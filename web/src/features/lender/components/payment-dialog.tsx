import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { fieldErrors } from '../../../components/form/server-errors';
import { lenderErrorKey } from '../api/errors';
import { recordPayment } from '../api/record-payment';
import {
  AMOUNT_MAX,
  NOTE_MAX,
  paymentProblems,
  toPaymentInput,
  type BillGroup,
  type PaymentValues,
} from './earnings-values';
import { useYen } from './money';
import { usePartyName } from '../../../lib/share-mode/party-name';

interface PaymentDialogProps {
  group: BillGroup;
  month: string;
  onCancel: () => void;
  /** The payment was recorded. */
  onRecorded: () => void;
}

type Field = keyof PaymentValues;

/**
 * Records a payment against one bill for this lender's lines: amount in whole yen, the 12-digit
 * project code and a note. What the bill still owes this lender is the server's to check: a 409
 * `overpayment` shows in the dialog.
 */
export function PaymentDialog({ group, month, onCancel, onRecorded }: PaymentDialogProps) {
  const { t } = useTranslation();
  const partyName = usePartyName();
  const yen = useYen();
  const id = useId();
  const [values, setValues] = useState<PaymentValues>({
    amount: '',
    projectCode: '',
    note: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);

  const check = (): Partial<Record<Field, string>> => {
    const messages = {
      required: t('lender.form.errors.required'),
      amountInvalid: t('lender.payment.amountInvalid', { max: yen(AMOUNT_MAX) }),
      projectCodeInvalid: t('lender.payment.projectCodeInvalid'),
      tooLong: t('lender.form.errors.max', { count: NOTE_MAX }),
      textInvalid: t('validation.textInvalid'),
    };
    const found: Partial<Record<Field, string>> = {};
    for (const [name, problem] of Object.entries(paymentProblems(values))) {
      found[name as Field] = messages[problem];
    }
    return found;
  };

  const confirm = async () => {
    setGeneral(null);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await recordPayment(group.billId, toPaymentInput(values));
      onRecorded();
    } catch (error) {
      const onFields = fieldErrors(error);
      const mapped: Partial<Record<Field, string>> = {};
      for (const field of ['amount', 'projectCode', 'note'] as const) {
        if (onFields[field] !== undefined) mapped[field] = onFields[field];
      }
      setErrors(mapped);
      if (Object.keys(mapped).length === 0) setGeneral(t(lenderErrorKey(error)));
    }
  };

  /** A field's error goes once the lender edits it (checked again on OK). */
  const change = (name: Field, value: string) => {
    setValues({ ...values, [name]: value });
    if (errors[name] !== undefined) setErrors({ ...errors, [name]: undefined });
  };

  const field = (name: Field, label: string, extra: { inputMode?: 'numeric'; rows?: number }) => {
    const fieldId = `${id}-${name}`;
    const error = errors[name];
    const common = {
      id: fieldId,
      className: 'field__control',
      value: values[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${fieldId}-error` : undefined,
    } as const;
    return (
      <div className={error ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={fieldId}>
          {label}
        </label>
        {extra.rows ? (
          <textarea
            {...common}
            rows={extra.rows}
            maxLength={NOTE_MAX}
            onChange={(event) => change(name, event.target.value)}
          />
        ) : (
          <input
            {...common}
            type="text"
            inputMode={extra.inputMode}
            onChange={(event) => change(name, event.target.value)}
          />
        )}
        {error && (
          <p id={`${fieldId}-error`} role="alert" className="field__error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <ConfirmDialog
      open
      title={t('lender.payment.title', {
        user: partyName(group.userName),
        month: month.replace('-', '/'),
      })}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      <p>{t('lender.payment.charged', { amount: yen(group.total) })}</p>
      {field('amount', t('lender.payment.amount'), { inputMode: 'numeric' })}
      {field('projectCode', t('lender.payment.projectCode'), { inputMode: 'numeric' })}
      {field('note', t('lender.payment.note'), { rows: 2 })}
      {general && (
        <p role="alert" className="form__message form__message--error">
          {general}
        </p>
      )}
    </ConfirmDialog>
  );
}

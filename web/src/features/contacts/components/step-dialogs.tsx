import type { FormikErrors, FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FormDialog,
  InputField,
  RadioField,
  TextField,
  type FormStatus,
  type MessageKey,
  wholeNumber,
} from '../../../components/form';
import { formatDateTime } from '../../../lib/time';
import { isoToLocalInput, localInputToIso } from '../../../lib/time-input';
import { CONTACT_LIMITS, type Contact, type EvaluationScore } from '../api/contact-types';
import { usePickupPeriod } from '../api/get-pickup-period';
import type { StepRequest } from '../api/take-step';
import { insidePeriod, proposedReturnDue, remainingOf } from './steps';

/**
 * The dialogs of a trade's steps, each a `FormDialog`: what the step needs (a pick-up time, a
 * reason, the counts handed over, a return due date, an evaluation), checked here, then taken.
 */

export interface StepDialogProps {
  onCancel: () => void;
  /** Takes the step: resolves with the message key to show in the dialog, or null when done. */
  run: (request: StepRequest) => Promise<MessageKey | null>;
}

/** The dialog of one step: OK sends the request its values make, a refusal stays in it. */
function StepDialog<Values extends FormikValues>({
  onCancel,
  run,
  request,
  ...dialog
}: StepDialogProps & {
  title: string;
  intro?: string;
  danger?: boolean;
  initialValues: Values;
  validate?: (values: Values) => FormikErrors<Values>;
  /** The step's request for values that passed `validate`. */
  request: (values: Values) => StepRequest;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog<Values>
      {...dialog}
      intro={dialog.intro && <p>{dialog.intro}</p>}
      submitLabel={t('dialog.ok')}
      onClose={onCancel}
      onSubmit={async (values, helpers) => {
        const refused = await run(request(values));
        if (refused) helpers.setStatus({ error: refused } satisfies FormStatus);
      }}
    />
  );
}

/** A step's free text (the reason, the evaluation's comment): at most a chat message's length. */
function MessageField({ name, label }: { name: string; label: string }) {
  return <TextField name={name} label={label} rows={3} maxLength={CONTACT_LIMITS.messageMax} />;
}

export function PickupDialog({ contact, ...props }: StepDialogProps & { contact: Contact }) {
  const { t } = useTranslation();
  const period = usePickupPeriod(contact.exhibitId);
  const known = period.status === 'success' ? period.data : null;
  return (
    <StepDialog
      {...props}
      title={t('contacts.steps.confirmPickupTitle')}
      initialValues={{ pickupAt: contact.pickupAt ? isoToLocalInput(contact.pickupAt) : '' }}
      validate={({ pickupAt }) => {
        const iso = localInputToIso(pickupAt);
        if (iso === null) return { pickupAt: t('contacts.steps.pickupRequired') };
        if (known && !insidePeriod(iso, known))
          return { pickupAt: t('contacts.steps.pickupOutOfPeriod') };
        return {};
      }}
      request={({ pickupAt }) => ({
        step: 'confirm-pickup',
        pickupAt: localInputToIso(pickupAt) ?? '',
      })}
    >
      <InputField
        name="pickupAt"
        type="datetime-local"
        label={t('contacts.steps.pickupAt')}
        min={known ? isoToLocalInput(known.from) : undefined}
        max={known ? isoToLocalInput(known.until) : undefined}
        hint={
          known
            ? t('contacts.steps.period', {
                from: formatDateTime(known.from),
                until: formatDateTime(known.until),
              })
            : period.status === 'loading'
              ? t('contacts.steps.periodLoading')
              : undefined
        }
      />
    </StepDialog>
  );
}

export function ReasonDialog({
  step,
  ...props
}: StepDialogProps & { step: 'decline' | 'withdraw' }) {
  const { t } = useTranslation();
  const declining = step === 'decline';
  return (
    <StepDialog
      {...props}
      danger
      title={t(declining ? 'contacts.steps.declineTitle' : 'contacts.steps.withdrawTitle')}
      intro={t(declining ? 'contacts.steps.declineText' : 'contacts.steps.withdrawText')}
      initialValues={{ reason: '' }}
      request={({ reason }) => ({ step, reason: reason.trim() })}
    >
      <MessageField name="reason" label={t('contacts.steps.reason')} />
    </StepDialog>
  );
}

/**
 * A due date typed in the dialog as the request sends it (ISO, Japan time), or the message key of
 * why not: required and after now (the server also refuses more than a year ahead).
 */
function futureDue(value: string): string | { key: 'loans.dueRequired' | 'loans.dueFuture' } {
  const iso = localInputToIso(value);
  if (iso === null) return { key: 'loans.dueRequired' };
  if (Date.parse(iso) <= Date.now()) return { key: 'loans.dueFuture' };
  return iso;
}

/** The return due date of a loan (Japan time), at handover and when the owner changes it. */
function ReturnDueField() {
  const { t } = useTranslation();
  return (
    <InputField
      name="returnDue"
      type="datetime-local"
      label={t('loans.returnDueAt')}
      required
      hint={t('loans.returnDueHint')}
    />
  );
}

/** The counts per item still owed (as typed), and the return due date of a loan. */
type HandoverValues = {
  counts: Record<string, string>;
  returnDue: string;
};

export function HandoverDialog({ contact, ...props }: StepDialogProps & { contact: Contact }) {
  const { t } = useTranslation();
  const owed = contact.items.filter((item) => remainingOf(item) > 0);
  const countOf = (values: HandoverValues, itemId: string) => {
    const text = (values.counts[itemId] ?? '').trim();
    return text === '' ? 0 : Number(text);
  };

  const validate = (values: HandoverValues): FormikErrors<HandoverValues> => {
    const counts: Record<string, string> = {};
    for (const item of owed) {
      const count = countOf(values, item.itemId);
      const max = remainingOf(item);
      if (!Number.isInteger(count) || count < 0 || count > max)
        counts[item.itemId] = t('contacts.steps.handoverInvalid', { max });
    }
    const first = owed[0];
    if (
      Object.keys(counts).length === 0 &&
      first &&
      owed.every((i) => countOf(values, i.itemId) === 0)
    )
      counts[first.itemId] = t('contacts.steps.handoverNone');
    const due = contact.loan ? futureDue(values.returnDue) : null;
    return {
      ...(Object.keys(counts).length > 0 ? { counts } : {}),
      ...(due !== null && typeof due === 'object' ? { returnDue: t(due.key) } : {}),
    };
  };

  return (
    <StepDialog<HandoverValues>
      {...props}
      title={t('contacts.steps.handoverTitle')}
      intro={t('contacts.steps.handoverText')}
      initialValues={{
        counts: Object.fromEntries(owed.map((item) => [item.itemId, String(remainingOf(item))])),
        returnDue: contact.loan ? proposedReturnDue(contact.loanDays) : '',
      }}
      validate={validate}
      request={(values) => {
        const items = owed
          .map((item) => ({ itemId: item.itemId, count: countOf(values, item.itemId) }))
          .filter(({ count }) => count > 0);
        const due = contact.loan ? futureDue(values.returnDue) : null;
        return typeof due === 'string'
          ? { step: 'handover', items, returnDueAt: due }
          : { step: 'handover', items };
      }}
    >
      {owed.map((item) => (
        <InputField
          key={item.itemId}
          name={`counts.${item.itemId}`}
          {...wholeNumber(0, remainingOf(item))}
          inputMode="numeric"
          label={t('contacts.steps.handoverCount', { name: item.name })}
          hint={t('contacts.steps.handoverHint', { count: remainingOf(item) })}
        />
      ))}
      {contact.loan && <ReturnDueField />}
    </StepDialog>
  );
}

export function ReturnDueDialog({ contact, ...props }: StepDialogProps & { contact: Contact }) {
  const { t } = useTranslation();
  return (
    <StepDialog
      {...props}
      title={t('loans.changeDueTitle')}
      initialValues={{
        returnDue: contact.returnDueAt
          ? isoToLocalInput(contact.returnDueAt)
          : proposedReturnDue(contact.loanDays),
      }}
      validate={({ returnDue }) => {
        const due = futureDue(returnDue);
        return typeof due === 'string' ? {} : { returnDue: t(due.key) };
      }}
      request={({ returnDue }) => ({
        step: 'return-due',
        returnDueAt: futureDue(returnDue) as string,
      })}
    >
      <ReturnDueField />
    </StepDialog>
  );
}

export function EvaluateDialog(props: StepDialogProps) {
  const { t } = useTranslation();
  return (
    <StepDialog<{ score: EvaluationScore | ''; comment: string }>
      {...props}
      title={t('contacts.steps.evaluateTitle')}
      initialValues={{ score: '', comment: '' }}
      validate={({ score }) => (score === '' ? { score: t('contacts.steps.scoreRequired') } : {})}
      request={({ score, comment }) => ({
        step: 'evaluation',
        score: score === '' ? 'good' : score,
        comment: comment.trim(),
      })}
    >
      <RadioField
        name="score"
        label={t('contacts.steps.score')}
        options={(['good', 'bad'] as const).map((value) => ({
          value,
          label: t(`contacts.steps.${value}`),
        }))}
      />
      <MessageField name="comment" label={t('contacts.steps.comment')} />
    </StepDialog>
  );
}

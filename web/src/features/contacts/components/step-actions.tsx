import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButtons } from '../../../components/action-buttons';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { NoticeMessage, type Notice } from '../../../components/notice';
import { hasErrorStatus } from '../../../lib/api-client';
import { FieldFrame } from '../../../components/form';
import { formatDateTime } from '../../../lib/time';
import { isoToLocalInput, localInputToIso } from '../../../lib/time-input';
import { CONTACT_LIMITS, type Contact, type EvaluationScore } from '../api/contact-types';
import { contactErrorKey } from '../api/errors';
import { usePickupPeriod } from '../api/get-pickup-period';
import { takeStep, type StepRequest } from '../api/take-step';
import { availableSteps, insidePeriod, proposedReturnDue, remainingOf, type Step } from './steps';

const STEP_LABEL = {
  confirm_pickup: 'contacts.steps.confirmPickup',
  decline: 'contacts.steps.decline',
  handover: 'contacts.steps.handover',
  change_due: 'loans.changeDue',
  return_complete: 'loans.returnComplete',
  withdraw: 'contacts.steps.withdraw',
  evaluate: 'contacts.steps.evaluate',
} as const satisfies Record<Step, string>;

interface StepActionsProps {
  contact: Contact;
  /** After a step (done or refused by a 409): load the contact and the chat again. */
  onChanged: () => void;
}

/**
 * The steps the viewer's side may take now (`availableSteps`, the mirror of the server's state
 * machine), each confirmed in a dialog. A 409 (the trade moved on) closes the dialog, says why and
 * reloads; other errors stay in the dialog.
 */
export function StepActions({ contact, onChanged }: StepActionsProps) {
  const { t } = useTranslation();
  const steps = availableSteps(contact);
  const [open, setOpen] = useState<Step | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const run = async (request: StepRequest): Promise<string | null> => {
    try {
      await takeStep(contact.id, request);
      setOpen(null);
      setNotice({ error: false, text: t('contacts.steps.done') });
      onChanged();
      return null;
    } catch (error) {
      const message = t(contactErrorKey(error));
      if (hasErrorStatus(error, 409, 403)) {
        setOpen(null);
        setNotice({ error: true, text: message });
        onChanged();
        return null;
      }
      return message;
    }
  };

  return (
    <section className="chat-panel" aria-labelledby="contact-steps-heading">
      <h2 id="contact-steps-heading" className="chat-panel__heading">
        {t('contacts.steps.heading')}
      </h2>
      <NoticeMessage notice={notice} />
      {steps.length === 0 ? (
        <p className="chat-panel__note">
          {/* The customer of a loan out has one thing to do: bring it back in time. */}
          {contact.side === 'customer' && contact.status === 'waitreturn' && contact.returnDueAt
            ? t('loans.returnBy', { date: formatDateTime(contact.returnDueAt) })
            : t('contacts.steps.none')}
        </p>
      ) : (
        <ActionButtons
          className="chat-steps"
          actions={steps}
          labelOf={(step) => t(STEP_LABEL[step])}
          toneOf={(step) => (step === 'decline' || step === 'withdraw' ? 'secondary' : 'primary')}
          onChoose={(step) => {
            setNotice(null);
            setOpen(step);
          }}
        />
      )}
      {open === 'confirm_pickup' && (
        <PickupDialog contact={contact} onCancel={() => setOpen(null)} run={run} />
      )}
      {(open === 'decline' || open === 'withdraw') && (
        <ReasonDialog step={open} onCancel={() => setOpen(null)} run={run} />
      )}
      {open === 'handover' && (
        <HandoverDialog contact={contact} onCancel={() => setOpen(null)} run={run} />
      )}
      {open === 'change_due' && (
        <ReturnDueDialog contact={contact} onCancel={() => setOpen(null)} run={run} />
      )}
      {open === 'return_complete' && (
        <ConfirmDialog
          open
          title={t('loans.returnCompleteTitle')}
          onConfirm={async () => {
            await run({ step: 'return-complete' });
          }}
          onCancel={() => setOpen(null)}
        >
          <p>{t('loans.returnCompleteText')}</p>
        </ConfirmDialog>
      )}
      {open === 'evaluate' && <EvaluateDialog onCancel={() => setOpen(null)} run={run} />}
    </section>
  );
}

interface StepDialogProps {
  onCancel: () => void;
  /** Takes the step: resolves with an error message to show, or null when it is done. */
  run: (request: StepRequest) => Promise<string | null>;
}

function DialogError({ id, message }: { id: string; message: string | null }) {
  if (message === null) return null;
  return (
    <p id={id} role="alert" className="field__error">
      {message}
    </p>
  );
}

interface MessageFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the control, inside the field (the dialog's error). */
  children?: ReactNode;
}

/** A step's free text (the reason, the evaluation's comment): at most a chat message's length. */
function MessageField({ id, label, value, onChange, children }: MessageFieldProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="field__control"
        rows={3}
        maxLength={CONTACT_LIMITS.messageMax}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {children}
    </div>
  );
}

function PickupDialog({ contact, onCancel, run }: StepDialogProps & { contact: Contact }) {
  const { t } = useTranslation();
  const id = useId();
  const period = usePickupPeriod(contact.exhibitId);
  const [value, setValue] = useState(() =>
    contact.pickupAt ? isoToLocalInput(contact.pickupAt) : '',
  );
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    const iso = localInputToIso(value);
    if (iso === null) return setError(t('contacts.steps.pickupRequired'));
    if (period.status === 'success' && !insidePeriod(iso, period.data)) {
      return setError(t('contacts.steps.pickupOutOfPeriod'));
    }
    setError(await run({ step: 'confirm-pickup', pickupAt: iso }));
  };

  return (
    <ConfirmDialog
      open
      title={t('contacts.steps.confirmPickupTitle')}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t('contacts.steps.pickupAt')}
        </label>
        <input
          id={id}
          type="datetime-local"
          className="field__control"
          value={value}
          min={period.status === 'success' ? isoToLocalInput(period.data.from) : undefined}
          max={period.status === 'success' ? isoToLocalInput(period.data.until) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-period${error ? ` ${id}-error` : ''}`}
          onChange={(event) => setValue(event.target.value)}
        />
        <p className="field__hint" id={`${id}-period`}>
          {period.status === 'success'
            ? t('contacts.steps.period', {
                from: formatDateTime(period.data.from),
                until: formatDateTime(period.data.until),
              })
            : period.status === 'loading'
              ? t('contacts.steps.periodLoading')
              : ''}
        </p>
        <DialogError id={`${id}-error`} message={error} />
      </div>
    </ConfirmDialog>
  );
}

function ReasonDialog({ step, onCancel, run }: StepDialogProps & { step: 'decline' | 'withdraw' }) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      open
      danger
      title={t(step === 'decline' ? 'contacts.steps.declineTitle' : 'contacts.steps.withdrawTitle')}
      onConfirm={async () => setError(await run({ step, reason: reason.trim() }))}
      onCancel={onCancel}
    >
      <p>{t(step === 'decline' ? 'contacts.steps.declineText' : 'contacts.steps.withdrawText')}</p>
      <MessageField id={id} label={t('contacts.steps.reason')} value={reason} onChange={setReason}>
        <DialogError id={`${id}-error`} message={error} />
      </MessageField>
    </ConfirmDialog>
  );
}

function HandoverDialog({ contact, onCancel, run }: StepDialogProps & { contact: Contact }) {
  const { t } = useTranslation();
  const id = useId();
  const owed = contact.items.filter((item) => remainingOf(item) > 0);
  const [counts, setCounts] = useState<Record<string, string>>(() =>
    Object.fromEntries(owed.map((item) => [item.itemId, String(remainingOf(item))])),
  );
  const [due, setDue] = useState(() => (contact.loan ? proposedReturnDue(contact.loanDays) : ''));
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    const returnDueAt = contact.loan ? futureDue(due) : null;
    if (typeof returnDueAt === 'object' && returnDueAt !== null)
      return setError(t(returnDueAt.key));
    const items: { itemId: string; count: number }[] = [];
    for (const item of owed) {
      const text = (counts[item.itemId] ?? '').trim();
      const count = text === '' ? 0 : Number(text);
      const max = remainingOf(item);
      if (!Number.isInteger(count) || count < 0 || count > max) {
        return setError(`${item.name}: ${t('contacts.steps.handoverInvalid', { max })}`);
      }
      if (count > 0) items.push({ itemId: item.itemId, count });
    }
    if (items.length === 0) return setError(t('contacts.steps.handoverNone'));
    setError(
      await run(
        typeof returnDueAt === 'string'
          ? { step: 'handover', items, returnDueAt }
          : { step: 'handover', items },
      ),
    );
  };

  return (
    <ConfirmDialog
      open
      title={t('contacts.steps.handoverTitle')}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      <p>{t('contacts.steps.handoverText')}</p>
      {owed.map((item) => (
        <div key={item.itemId} className="field">
          <label className="field__label" htmlFor={`${id}-${item.itemId}`}>
            {t('contacts.steps.handoverCount', { name: item.name })}
          </label>
          <input
            id={`${id}-${item.itemId}`}
            type="number"
            inputMode="numeric"
            min={0}
            max={remainingOf(item)}
            step={1}
            className="field__control"
            value={counts[item.itemId] ?? ''}
            aria-describedby={`${id}-${item.itemId}-hint`}
            onChange={(event) =>
              setCounts((current) => ({ ...current, [item.itemId]: event.target.value }))
            }
          />
          <p className="field__hint" id={`${id}-${item.itemId}-hint`}>
            {t('contacts.steps.handoverHint', { count: remainingOf(item) })}
          </p>
        </div>
      ))}
      {contact.loan && (
        // The dialog's error may be about a count: announced (role alert), not tied to the date.
        <ReturnDueField id={`${id}-due`} value={due} onChange={setDue} errorId={null} />
      )}
      <DialogError id={`${id}-error`} message={error} />
    </ConfirmDialog>
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

interface ReturnDueFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The dialog's error, which then describes the field (null: none shown). */
  errorId: string | null;
}

/** The return due date of a loan (Japan time), at handover and when the owner changes it. */
function ReturnDueField({ id, value, onChange, errorId }: ReturnDueFieldProps) {
  const { t } = useTranslation();
  return (
    <FieldFrame id={id} label={t('loans.returnDueAt')} required hint={t('loans.returnDueHint')}>
      <input
        id={id}
        type="datetime-local"
        className="field__control"
        required
        value={value}
        aria-invalid={errorId === null ? undefined : true}
        aria-describedby={errorId === null ? `${id}-hint` : `${id}-hint ${errorId}`}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}

function ReturnDueDialog({ contact, onCancel, run }: StepDialogProps & { contact: Contact }) {
  const { t } = useTranslation();
  const id = useId();
  const [due, setDue] = useState(() =>
    contact.returnDueAt
      ? isoToLocalInput(contact.returnDueAt)
      : proposedReturnDue(contact.loanDays),
  );
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    const returnDueAt = futureDue(due);
    if (typeof returnDueAt !== 'string') return setError(t(returnDueAt.key));
    setError(await run({ step: 'return-due', returnDueAt }));
  };
  return (
    <ConfirmDialog open title={t('loans.changeDueTitle')} onConfirm={confirm} onCancel={onCancel}>
      <ReturnDueField
        id={`${id}-due`}
        value={due}
        onChange={setDue}
        errorId={error === null ? null : `${id}-error`}
      />
      <DialogError id={`${id}-error`} message={error} />
    </ConfirmDialog>
  );
}

function EvaluateDialog({ onCancel, run }: StepDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [score, setScore] = useState<EvaluationScore | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (score === null) return setError(t('contacts.steps.scoreRequired'));
    setError(await run({ step: 'evaluation', score, comment: comment.trim() }));
  };

  return (
    <ConfirmDialog
      open
      title={t('contacts.steps.evaluateTitle')}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      <fieldset className="field field--radios">
        <legend className="field__label">{t('contacts.steps.score')}</legend>
        <div className="field__radios">
          {(['good', 'bad'] as const).map((value) => (
            <label key={value} className="field__radio">
              <input
                type="radio"
                name={`${id}-score`}
                value={value}
                checked={score === value}
                onChange={() => setScore(value)}
              />
              {t(`contacts.steps.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <MessageField
        id={`${id}-comment`}
        label={t('contacts.steps.comment')}
        value={comment}
        onChange={setComment}
      />
      <DialogError id={`${id}-error`} message={error} />
    </ConfirmDialog>
  );
}

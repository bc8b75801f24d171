import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButtons } from '../../../components/action-buttons';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { MessageKey } from '../../../components/form';
import { NoticeMessage, type Notice } from '../../../components/notice';
import { hasErrorStatus } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/time';
import type { Contact } from '../api/contact-types';
import { contactErrorKey } from '../api/errors';
import { useTakeStep, type StepRequest } from '../api/take-step';
import {
  EvaluateDialog,
  HandoverDialog,
  PickupDialog,
  ReasonDialog,
  ReturnDueDialog,
} from './step-dialogs';
import { availableSteps, type Step } from './steps';

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
  /** The step whose dialog is open: the page's, as the message box's pick-up proposal opens it too. */
  open: Step | null;
  onOpen: (step: Step | null) => void;
  /** After a step (done or refused by a 409): load the contact and the chat again. */
  onChanged: () => void;
}

/**
 * The steps the viewer's side may take now (`availableSteps`, the mirror of the server's state
 * machine), each confirmed in a dialog. A 409 (the trade moved on) closes the dialog, says why and
 * reloads; other errors stay in the dialog.
 */
export function StepActions({ contact, open, onOpen, onChanged }: StepActionsProps) {
  const { t } = useTranslation();
  const steps = availableSteps(contact);
  const [notice, setNotice] = useState<Notice | null>(null);
  const step = useTakeStep(contact.id);

  /** Closes the dialog, says how it went and loads the trade again. */
  const told = (text: string, error: boolean) => {
    onOpen(null);
    setNotice({ error, text });
    onChanged();
  };

  /** Takes the step; answers the refusal the dialog keeps showing, or null once it is closed. */
  const run = async (request: StepRequest): Promise<MessageKey | null> => {
    let kept: MessageKey | null = null;
    await step.run(request, {
      onSuccess: () => told(t('contacts.steps.done'), false),
      onError: (error) => {
        const key = contactErrorKey(error);
        if (hasErrorStatus(error, 409, 403)) told(t(key), true);
        else kept = key;
      },
    });
    return kept;
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
            onOpen(step);
          }}
        />
      )}
      {open === 'confirm_pickup' && (
        <PickupDialog contact={contact} onCancel={() => onOpen(null)} run={run} />
      )}
      {(open === 'decline' || open === 'withdraw') && (
        <ReasonDialog step={open} onCancel={() => onOpen(null)} run={run} />
      )}
      {open === 'handover' && (
        <HandoverDialog contact={contact} onCancel={() => onOpen(null)} run={run} />
      )}
      {open === 'change_due' && (
        <ReturnDueDialog contact={contact} onCancel={() => onOpen(null)} run={run} />
      )}
      {open === 'return_complete' && (
        <ConfirmDialog
          open
          title={t('loans.returnCompleteTitle')}
          onConfirm={async () => {
            await run({ step: 'return-complete' });
          }}
          onCancel={() => onOpen(null)}
        >
          <p>{t('loans.returnCompleteText')}</p>
        </ConfirmDialog>
      )}
      {open === 'evaluate' && <EvaluateDialog onCancel={() => onOpen(null)} run={run} />}
    </section>
  );
}

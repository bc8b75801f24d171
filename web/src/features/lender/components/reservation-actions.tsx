import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButtons } from '../../../components/action-buttons';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ReasonField } from '../../../components/share-mode/reason-field';
import type { Notice } from '../../../components/notice';
import { hasErrorStatus } from '../../../lib/error-keys';
import { fieldErrors } from '../../../components/form/server-errors';
import { formatDateTime } from '../../../lib/time';
import type { Reservation } from '../../../lib/share-mode/types';
import { lenderErrorKey } from '../api/errors';
import { takeStep, type LenderAction } from '../api/take-step';
import { lenderActions, needsReason } from './lender-actions';
import { usePartyName } from '../../../lib/share-mode/party-name';

export const ACTION_LABEL = {
  approve: 'lender.actions.approve',
  reject: 'lender.actions.reject',
  cancel: 'lender.actions.cancel',
  checkout: 'lender.actions.checkout',
  return: 'lender.actions.return',
  no_show: 'lender.actions.noShow',
} as const satisfies Record<LenderAction, string>;

const ACTION_TITLE = {
  approve: 'lender.actions.approveTitle',
  reject: 'lender.actions.rejectTitle',
  cancel: 'lender.actions.cancelTitle',
  checkout: 'lender.actions.checkoutTitle',
  return: 'lender.actions.returnTitle',
  no_show: 'lender.actions.noShowTitle',
} as const satisfies Record<LenderAction, string>;

const REASON_MAX = 500;

interface ReservationActionsProps {
  reservation: Reservation;
  now: Date;
  /** After a step, done or refused by a 409/403: the page says so and reloads. */
  onDone: (outcome: Notice) => void;
}

/**
 * The steps the lender may take on a reservation now (`lenderActions`, the mirror of the state
 * machine), each confirmed in a dialog; reject and cancel ask for a reason. A 409 or 403 (the
 * reservation moved on) closes the dialog, says why and reloads; other errors stay in the dialog.
 */
export function ReservationActions({ reservation, now, onDone }: ReservationActionsProps) {
  const { t } = useTranslation();
  const actions = lenderActions(reservation, now);
  const [open, setOpen] = useState<LenderAction | null>(null);
  if (actions.length === 0) return null;
  return (
    <>
      <ActionButtons
        className="list-page__actions"
        small
        actions={actions}
        labelOf={(action) => t(ACTION_LABEL[action])}
        toneOf={(action) =>
          action === 'reject' || action === 'cancel' || action === 'no_show'
            ? 'secondary'
            : 'primary'
        }
        onChoose={setOpen}
      />
      {open && (
        <StepDialog
          action={open}
          reservation={reservation}
          onCancel={() => setOpen(null)}
          onDone={(outcome) => {
            setOpen(null);
            onDone(outcome);
          }}
        />
      )}
    </>
  );
}

interface StepDialogProps {
  action: LenderAction;
  reservation: Reservation;
  onCancel: () => void;
  onDone: (outcome: Notice) => void;
}

function StepDialog({ action, reservation, onCancel, onDone }: StepDialogProps) {
  const { t } = useTranslation();
  const partyName = usePartyName();
  const withReason = needsReason(action);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    setReasonError(null);
    if (withReason) {
      if (reason.trim() === '') return setReasonError(t('lender.actions.reasonRequired'));
      if (reason.trim().length > REASON_MAX)
        return setReasonError(t('lender.form.errors.max', { count: REASON_MAX }));
    }
    try {
      await takeStep(reservation.id, action, withReason ? reason.trim() : undefined);
      onDone({ error: false, text: t('lender.actions.done') });
    } catch (caught) {
      if (hasErrorStatus(caught, 409, 403)) {
        onDone({ error: true, text: t(lenderErrorKey(caught)) });
        return;
      }
      const onReason = fieldErrors(caught).reason;
      if (onReason !== undefined && withReason) setReasonError(onReason);
      else setError(t(lenderErrorKey(caught)));
    }
  };

  return (
    <ConfirmDialog
      open
      title={t(ACTION_TITLE[action])}
      danger={action === 'reject' || action === 'cancel'}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      <p>
        {t('lender.actions.confirmText', {
          device: reservation.deviceName,
          user: partyName(reservation.userName),
          start: formatDateTime(reservation.start),
        })}
      </p>
      {withReason && (
        <ReasonField
          label={t('lender.actions.reason')}
          value={reason}
          maxLength={REASON_MAX}
          error={reasonError}
          onChange={setReason}
        />
      )}
      {error && (
        <p role="alert" className="field__error">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}

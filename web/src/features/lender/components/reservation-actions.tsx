import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButtons } from '../../../components/action-buttons';
import { ReasonDialog } from '../../../components/share-mode/reason-dialog';
import type { Notice } from '../../../components/notice';
import { formatDateTime } from '../../../lib/time';
import type { Reservation } from '../../../lib/share-mode/types';
import { lenderErrorKey } from '../api/errors';
import { useTakeStep, type LenderAction } from '../api/take-step';
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
  const step = useTakeStep();
  const checkReason = (trimmed: string) => {
    if (trimmed === '') return t('lender.actions.reasonRequired');
    return trimmed.length > REASON_MAX ? t('lender.form.errors.max', { count: REASON_MAX }) : null;
  };

  return (
    <ReasonDialog
      title={t(ACTION_TITLE[action])}
      danger={action === 'reject' || action === 'cancel'}
      reason={
        needsReason(action)
          ? {
              name: 'reason',
              label: t('lender.actions.reason'),
              maxLength: REASON_MAX,
              check: checkReason,
            }
          : null
      }
      // The dialog words the refusal: it gets the rejection.
      send={async (reason) => {
        await step.mutateAsync({
          id: reservation.id,
          action,
          ...(needsReason(action) ? { reason } : {}),
        });
        return t('lender.actions.done');
      }}
      messageOf={(error) => t(lenderErrorKey(error))}
      onCancel={onCancel}
      onDone={onDone}
    >
      <p>
        {t('lender.actions.confirmText', {
          device: reservation.deviceName,
          user: partyName(reservation.userName),
          start: formatDateTime(reservation.start),
        })}
      </p>
    </ReasonDialog>
  );
}

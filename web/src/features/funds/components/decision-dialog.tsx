import { DEVICE_LIMITS } from '@campus/model/limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ReasonField } from '../../../components/share-mode/reason-field';
import { fieldErrors } from '../../../components/form/server-errors';
import type { Notice } from '../../../components/notice';
import { hasErrorStatus } from '../../../lib/error-keys';
import { useYen } from '../../../lib/share-mode/money';
import { usePartyName } from '../../../lib/share-mode/party-name';
import { textProblem } from '../../../lib/text-rules';
import { decideBudget, type BudgetDecision } from '../api/decide-budget';
import { fundsErrorKey } from '../api/errors';
import type { Reservation } from '../api/types';

const REASON_MAX = DEVICE_LIMITS.reasonMax;

export interface DecisionDialogProps {
  decision: BudgetDecision;
  reservation: Reservation;
  onCancel: () => void;
  /**
   * Decided, or refused for good (403: not the holder; 409: decided or cancelled meanwhile): the
   * page says so and the reservation leaves the list either way.
   */
  onDone: (outcome: Notice) => void;
}

/**
 * The budget holder's decision on a charge, confirmed in a dialog; a rejection needs the reason
 * (the user reads it in their reservation). Other failures stay in the dialog.
 */
export function DecisionDialog({ decision, reservation, onCancel, onDone }: DecisionDialogProps) {
  const { t } = useTranslation();
  const yen = useYen();
  const partyName = usePartyName();
  const rejecting = decision === 'reject';
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    setReasonError(null);
    const trimmed = reason.trim();
    if (rejecting) {
      if (trimmed === '') return setReasonError(t('funds.reviews.reasonRequired'));
      if (trimmed.length > REASON_MAX)
        return setReasonError(
          t('validation.maxLength', { field: t('funds.reviews.reason'), count: REASON_MAX }),
        );
      if (textProblem(trimmed, true) !== null) return setReasonError(t('validation.textInvalid'));
    }
    try {
      await decideBudget(reservation.id, decision, rejecting ? trimmed : '');
      onDone({
        error: false,
        text: t(rejecting ? 'funds.reviews.rejected' : 'funds.reviews.approved', {
          device: reservation.deviceName,
        }),
      });
    } catch (caught) {
      if (hasErrorStatus(caught, 409, 403)) {
        onDone({ error: true, text: t(fundsErrorKey(caught)) });
        return;
      }
      const onReason = fieldErrors(caught).reason;
      if (onReason !== undefined && rejecting) setReasonError(onReason);
      else setError(t(fundsErrorKey(caught)));
    }
  };

  return (
    <ConfirmDialog
      open
      title={t(rejecting ? 'funds.reviews.rejectTitle' : 'funds.reviews.approveTitle')}
      confirmLabel={t(rejecting ? 'funds.reviews.reject' : 'funds.reviews.approve')}
      danger={rejecting}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      <p>
        {t('funds.reviews.confirmText', {
          device: reservation.deviceName,
          user: partyName(reservation.userName),
          amount: yen(reservation.amount),
        })}
      </p>
      {rejecting && (
        <ReasonField
          label={t('funds.reviews.reason')}
          value={reason}
          maxLength={REASON_MAX}
          error={reasonError}
          onChange={setReason}
        />
      )}
      {error && (
        <p role="alert" className="form__message form__message--error">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}

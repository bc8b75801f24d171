import { DEVICE_LIMITS } from '@campus/model/limits';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/share-mode/reason-dialog';
import type { Notice } from '../../../components/notice';
import { useYen } from '../../../lib/share-mode/money';
import { usePartyName } from '../../../lib/share-mode/party-name';
import { textProblem } from '../../../lib/text-rules';
import { useDecideBudget, type BudgetDecision } from '../api/decide-budget';
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
 * (the user reads it in their reservation): a `ReasonDialog`.
 */
export function DecisionDialog({ decision, reservation, onCancel, onDone }: DecisionDialogProps) {
  const { t } = useTranslation();
  const yen = useYen();
  const partyName = usePartyName();
  const rejecting = decision === 'reject';
  const deciding = useDecideBudget();
  const checkReason = (trimmed: string) => {
    if (trimmed === '') return t('funds.reviews.reasonRequired');
    if (trimmed.length > REASON_MAX) {
      return t('validation.maxLength', { field: t('funds.reviews.reason'), count: REASON_MAX });
    }
    return textProblem(trimmed, true) === null ? null : t('validation.textInvalid');
  };

  return (
    <ReasonDialog
      title={t(rejecting ? 'funds.reviews.rejectTitle' : 'funds.reviews.approveTitle')}
      confirmLabel={t(rejecting ? 'funds.reviews.reject' : 'funds.reviews.approve')}
      danger={rejecting}
      reason={
        rejecting
          ? {
              name: 'reason',
              label: t('funds.reviews.reason'),
              maxLength: REASON_MAX,
              check: checkReason,
            }
          : null
      }
      // The dialog words the refusal: it gets the rejection.
      send={async (reason) => {
        await deciding.mutateAsync({ id: reservation.id, decision, reason });
        return t(rejecting ? 'funds.reviews.rejected' : 'funds.reviews.approved', {
          device: reservation.deviceName,
        });
      }}
      messageOf={(error) => t(fundsErrorKey(error))}
      onCancel={onCancel}
      onDone={onDone}
    >
      <p>
        {t('funds.reviews.confirmText', {
          device: reservation.deviceName,
          user: partyName(reservation.userName),
          amount: yen(reservation.amount),
        })}
      </p>
    </ReasonDialog>
  );
}

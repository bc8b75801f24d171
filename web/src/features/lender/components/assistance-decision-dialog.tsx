import { DEVICE_LIMITS } from '@campus/model/limits';
import { useTranslation } from 'react-i18next';
import type { Notice } from '../../../components/notice';
import { ReasonDialog } from '../../../components/share-mode/reason-dialog';
import { usePartyName } from '../../../lib/share-mode/party-name';
import type { Reservation } from '../../../lib/share-mode/types';
import { textProblem } from '../../../lib/text-rules';
import { formatDateTime } from '../../../lib/time';
import { useDecideAssistance, type AssistanceDecision } from '../api/decide-assistance';
import { staffErrorKey } from '../api/errors';

const REASON_MAX = DEVICE_LIMITS.reasonMax;

export interface AssistanceDecisionDialogProps {
  decision: AssistanceDecision;
  reservation: Reservation;
  onCancel: () => void;
  /**
   * Decided, or refused for good (403: not the device's staff; 409: decided meanwhile, or another
   * session of theirs at that time): the page says so, and the lists follow either way.
   */
  onDone: (outcome: Notice) => void;
}

/**
 * A staff member's decision on a request for assistance, confirmed in a dialog; declining needs
 * the reason (the user reads it in their reservation): a `ReasonDialog`.
 */
export function AssistanceDecisionDialog({
  decision,
  reservation,
  onCancel,
  onDone,
}: AssistanceDecisionDialogProps) {
  const { t } = useTranslation();
  const partyName = usePartyName();
  const declining = decision === 'decline';
  const deciding = useDecideAssistance();
  const checkReason = (trimmed: string) => {
    if (trimmed === '') return t('lender.actions.reasonRequired');
    if (trimmed.length > REASON_MAX) return t('lender.form.errors.max', { count: REASON_MAX });
    return textProblem(trimmed, true) === null ? null : t('validation.textInvalid');
  };

  return (
    <ReasonDialog
      title={t(declining ? 'lender.staff.declineTitle' : 'lender.staff.acceptTitle')}
      confirmLabel={t(declining ? 'lender.staff.decline' : 'lender.staff.accept')}
      danger={declining}
      reason={
        declining
          ? {
              name: 'reason',
              label: t('lender.staff.reason'),
              maxLength: REASON_MAX,
              check: checkReason,
            }
          : null
      }
      // The dialog words the refusal: it gets the rejection.
      send={async (reason) => {
        await deciding.mutateAsync({ id: reservation.id, decision, reason });
        return t(declining ? 'lender.staff.declined' : 'lender.staff.accepted', {
          device: reservation.deviceName,
        });
      }}
      messageOf={(error) => t(staffErrorKey(error))}
      onCancel={onCancel}
      onDone={onDone}
    >
      <p>
        {t('lender.staff.confirmText', {
          device: reservation.deviceName,
          user: partyName(reservation.userName),
          start: formatDateTime(reservation.start),
        })}
      </p>
    </ReasonDialog>
  );
}

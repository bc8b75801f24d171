import { useTranslation } from 'react-i18next';
import { ActionButtons } from '../../../components/action-buttons';
import { DecisionCard } from '../../../components/share-mode/decision-card';
import { useAssistanceFacts } from '../../../components/share-mode/assistance-facts';
import type { Reservation } from '../../../lib/share-mode/types';
import type { AssistanceDecision } from '../api/decide-assistance';

const DECISIONS = ['accept', 'decline'] as const satisfies readonly AssistanceDecision[];

/**
 * One reservation as the device's staff see it: the device, who booked it and when, the purpose,
 * the request for assistance (the user's note, the fee); while it waits for them (`onChoose`
 * given), the buttons to accept or decline it.
 */
export function StaffReservation({
  reservation: r,
  onChoose,
}: {
  reservation: Reservation;
  onChoose?: (decision: AssistanceDecision) => void;
}) {
  const { t } = useTranslation();
  const assistanceFacts = useAssistanceFacts();
  return (
    <DecisionCard
      reservation={r}
      idPrefix="staff-reservation"
      className="lender__reservation"
      facts={[
        r.purpose ? { term: t('lender.staff.purpose'), value: r.purpose } : null,
        ...assistanceFacts(r.assistance),
      ]}
    >
      {onChoose && (
        <ActionButtons
          className="list-page__actions"
          small
          describedBy={`staff-reservation-${r.id}`}
          actions={DECISIONS}
          labelOf={(decision) =>
            t(decision === 'accept' ? 'lender.staff.accept' : 'lender.staff.decline')
          }
          toneOf={(decision) => (decision === 'accept' ? 'primary' : 'secondary')}
          onChoose={onChoose}
        />
      )}
    </DecisionCard>
  );
}

import { useTranslation } from 'react-i18next';
import type { Notice } from '../../../components/notice';
import { ReasonDialog } from '../../../components/share-mode/reason-dialog';
import { formatDateTime } from '../../../lib/time';
import type { Problem } from '../api/get-problems';
import { PROBLEM_MAX } from '../../../lib/share-mode/report-problem';
import { useResolveProblem } from '../api/resolve-problem';
import { useShutDownDevice } from '../api/shut-down-device';
import { facilityErrorKey } from './facility-error';

/** What the lender asked to do with an open problem. */
export interface ProblemAction {
  /** Shut the device down over it, or resolve it. */
  kind: 'shutDown' | 'resolve';
  problem: Problem;
}

interface ProblemDialogProps {
  deviceId: string;
  deviceName: string;
  action: ProblemAction;
  onCancel: () => void;
  /** Done, or refused: the page says which and reloads. */
  onDone: (outcome: Notice) => void;
}

/**
 * Confirms a shutdown (no new bookings until the problems holding the device are resolved; the
 * users of its coming reservations are told) or a resolution, with what was done (optional). A
 * refusal closes the dialog and is told by the page; a problem with the resolution stays on it.
 */
export function ProblemDialog({
  deviceId,
  deviceName,
  action: { kind, problem },
  onCancel,
  onDone,
}: ProblemDialogProps) {
  const { t } = useTranslation();
  const shuttingDown = kind === 'shutDown';
  const at = formatDateTime(problem.createdAt);
  const shutdown = useShutDownDevice(deviceId);
  const resolution = useResolveProblem(deviceId);
  return (
    <ReasonDialog
      danger={shuttingDown}
      title={
        shuttingDown
          ? t('lender.facility.problems.shutDownTitle', { name: deviceName })
          : t('lender.facility.problems.resolveTitle', { at })
      }
      confirmLabel={
        shuttingDown
          ? t('lender.facility.problems.shutDown')
          : t('lender.facility.problems.resolve')
      }
      reason={
        shuttingDown
          ? null
          : {
              name: 'resolution',
              label: t('lender.facility.problems.resolution'),
              maxLength: PROBLEM_MAX,
              required: false,
            }
      }
      // The dialog words the refusal: it gets the rejection.
      send={async (text) => {
        if (shuttingDown) {
          await shutdown.mutateAsync(problem.id);
          return t('lender.facility.problems.shutDownDone');
        }
        await resolution.mutateAsync({ problemId: problem.id, resolution: text });
        return t('lender.facility.problems.resolved');
      }}
      messageOf={(error) => t(facilityErrorKey(error))}
      staysOpen={() => false}
      onCancel={onCancel}
      onDone={onDone}
    >
      <p>
        {shuttingDown
          ? t('lender.facility.problems.shutDownText')
          : t('lender.facility.problems.resolveText')}
      </p>
    </ReasonDialog>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FieldFrame } from '../../../components/form/fields';
import { fieldErrors } from '../../../components/form/server-errors';
import type { Notice } from '../../../components/notice';
import { formatDateTime } from '../../../lib/time';
import type { Problem } from '../api/get-problems';
import { PROBLEM_TEXT_MAX } from '../api/report-problem';
import { resolveProblem } from '../api/resolve-problem';
import { shutDownDevice } from '../api/shut-down-device';
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
  const id = useId();
  const [resolution, setResolution] = useState('');
  const [resolutionError, setResolutionError] = useState<string | null>(null);
  const shuttingDown = kind === 'shutDown';
  const at = formatDateTime(problem.createdAt);

  const confirm = async () => {
    setResolutionError(null);
    try {
      if (shuttingDown) {
        await shutDownDevice(deviceId, problem.id);
        onDone({ error: false, text: t('lender.facility.problems.shutDownDone') });
      } else {
        await resolveProblem(deviceId, problem.id, resolution.trim());
        onDone({ error: false, text: t('lender.facility.problems.resolved') });
      }
    } catch (error) {
      const onResolution = shuttingDown ? undefined : fieldErrors(error).resolution;
      if (onResolution !== undefined) setResolutionError(onResolution);
      else onDone({ error: true, text: t(facilityErrorKey(error)) });
    }
  };

  return (
    <ConfirmDialog
      open
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
      onConfirm={confirm}
      onCancel={onCancel}
    >
      <p>
        {shuttingDown
          ? t('lender.facility.problems.shutDownText')
          : t('lender.facility.problems.resolveText')}
      </p>
      {!shuttingDown && (
        <FieldFrame
          id={id}
          label={t('lender.facility.problems.resolution')}
          error={resolutionError ?? undefined}
        >
          <textarea
            id={id}
            className="field__control"
            rows={3}
            maxLength={PROBLEM_TEXT_MAX}
            value={resolution}
            onChange={(event) => setResolution(event.target.value)}
            aria-invalid={resolutionError ? true : undefined}
            aria-describedby={resolutionError ? `${id}-error` : undefined}
          />
        </FieldFrame>
      )}
    </ConfirmDialog>
  );
}

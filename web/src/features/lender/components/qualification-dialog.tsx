import { useTranslation } from 'react-i18next';
import type { Notice } from '../../../components/notice';
import { ReasonDialog } from '../../../components/share-mode/reason-dialog';
import { usePartyName } from '../../../lib/share-mode/party-name';
import { lenderErrorKey } from '../api/errors';
import type { Qualification } from '../api/get-qualifications';
import { TRAINING_NOTE_MAX, useGrantQualifications } from '../api/grant-qualifications';
import { useRevokeQualification } from '../api/revoke-qualification';
import { grantErrorKey } from './grant-error';

/** What the lender asked to do with one user's qualification. */
export interface QualificationAction {
  /** Revoke an active qualification, or qualify a lapsed or revoked user again. */
  kind: 'revoke' | 'requalify';
  qualification: Qualification;
}

interface QualificationDialogProps {
  deviceId: string;
  action: QualificationAction;
  onCancel: () => void;
  /** Done, or refused: the page says which and reloads. */
  onDone: (outcome: Notice) => void;
}

/**
 * Confirms a revocation (the user may no longer book) or a new grant (a training session of one,
 * with its optional note). A refusal closes the dialog and is told by the page; a problem with the
 * note stays on the note.
 */
export function QualificationDialog({
  deviceId,
  action: { kind, qualification },
  onCancel,
  onDone,
}: QualificationDialogProps) {
  const { t } = useTranslation();
  const name = usePartyName()(qualification.userName);
  const revoking = kind === 'revoke';
  const revocation = useRevokeQualification(deviceId);
  const grant = useGrantQualifications(deviceId);
  return (
    <ReasonDialog
      danger={revoking}
      title={t(
        revoking ? 'lender.qualifications.revokeTitle' : 'lender.qualifications.requalifyTitle',
        { name },
      )}
      confirmLabel={t(
        revoking ? 'lender.qualifications.revoke' : 'lender.qualifications.requalify',
      )}
      reason={
        revoking
          ? null
          : {
              name: 'note',
              label: t('lender.qualifications.session.note'),
              maxLength: TRAINING_NOTE_MAX,
              rows: 2,
              required: false,
            }
      }
      // The dialog words the refusal: it gets the rejection.
      send={async (note) => {
        if (revoking) {
          await revocation.mutateAsync(qualification.userId);
          return t('lender.qualifications.revoked', { name });
        }
        await grant.mutateAsync({ userIds: [qualification.userId], note });
        return t('lender.qualifications.requalified', { name });
      }}
      messageOf={(error) => t(revoking ? lenderErrorKey(error) : grantErrorKey(error))}
      staysOpen={() => false}
      onCancel={onCancel}
      onDone={onDone}
    >
      <p>
        {t(revoking ? 'lender.qualifications.revokeText' : 'lender.qualifications.requalifyText')}
      </p>
    </ReasonDialog>
  );
}

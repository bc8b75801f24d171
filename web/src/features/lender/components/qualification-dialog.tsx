import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { fieldErrors } from '../../../components/form/server-errors';
import type { Notice } from '../../../components/notice';
import { usePartyName } from '../../../lib/share-mode/party-name';
import { lenderErrorKey } from '../api/errors';
import type { Qualification } from '../api/get-qualifications';
import { grantQualifications } from '../api/grant-qualifications';
import { revokeQualification } from '../api/revoke-qualification';
import { grantErrorKey } from './grant-error';
import { NoteField } from './note-field';

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
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const revoking = kind === 'revoke';

  const confirm = async () => {
    setNoteError(null);
    try {
      if (revoking) {
        await revokeQualification(deviceId, qualification.userId);
        onDone({ error: false, text: t('lender.qualifications.revoked', { name }) });
      } else {
        await grantQualifications(deviceId, { userIds: [qualification.userId], note: note.trim() });
        onDone({ error: false, text: t('lender.qualifications.requalified', { name }) });
      }
    } catch (error) {
      const onNote = revoking ? undefined : fieldErrors(error).note;
      if (onNote !== undefined) setNoteError(onNote);
      else
        onDone({ error: true, text: t(revoking ? lenderErrorKey(error) : grantErrorKey(error)) });
    }
  };

  return (
    <ConfirmDialog
      open
      danger={revoking}
      title={t(
        revoking ? 'lender.qualifications.revokeTitle' : 'lender.qualifications.requalifyTitle',
        {
          name,
        },
      )}
      confirmLabel={t(
        revoking ? 'lender.qualifications.revoke' : 'lender.qualifications.requalify',
      )}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      <p>
        {t(revoking ? 'lender.qualifications.revokeText' : 'lender.qualifications.requalifyText')}
      </p>
      {!revoking && (
        <NoteField
          label={t('lender.qualifications.session.note')}
          value={note}
          onChange={setNote}
          error={noteError}
        />
      )}
    </ConfirmDialog>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButtons } from '../../../components/action-buttons';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type Notice, NoticeMessage } from '../../../components/notice';
import type { ManagedExhibit } from '../../../lib/exhibit-admin-types';
import { useChangeExhibitState, type ExhibitAction } from '../api/change-exhibit-state';
import { exhibitErrorKey } from '../api/errors';
import { availableActions } from './available-actions';

export interface ExhibitActionsProps {
  exhibit: ManagedExhibit;
  /** Called with the exhibit as the server returns it after a change. */
  onChanged: (exhibit: ManagedExhibit, action: ExhibitAction) => void;
}

/**
 * Apply for approval, publish, make private and withdraw, each after a confirmation; a refusal
 * (409 `invalid_transition`, `not_approved`, `exhibit_cancelled`...) shows its own message. The
 * exhibit's trail follows each.
 */
export function ExhibitActions({ exhibit, onChanged }: ExhibitActionsProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<ExhibitAction | null>(null);
  const change = useChangeExhibitState(exhibit.id);
  // The outcome as told, one object per outcome: a notice built while rendering would be a new
  // one on every render, and told again (a closed error toast came back with any re-render).
  const [notice, setNotice] = useState<Notice | null>(null);
  const actions = availableActions(exhibit);

  const confirm = async () => {
    if (!pending) return;
    const action = pending;
    await change.run(action, {
      onSuccess: (changed) => {
        setNotice({ error: false, text: t(`manageExhibits.actions.${action}Done`) });
        onChanged(changed, action);
      },
      onError: (error) => setNotice({ error: true, text: t(exhibitErrorKey(error)) }),
    });
    setPending(null);
  };

  return (
    <div className="exhibit-actions">
      {actions.length > 0 && (
        <ActionButtons
          className="list-page__actions"
          actions={actions}
          labelOf={(action) => t(`manageExhibits.actions.${action}`)}
          toneOf={(action) =>
            action === 'cancel' ? 'danger' : action === 'unpublish' ? 'secondary' : 'primary'
          }
          onChoose={(action) => {
            setNotice(null);
            setPending(action);
          }}
        />
      )}
      {exhibit.approvalStatus !== 'approved' && exhibit.cancelledAt === null && (
        <p className="field__hint">{t('manageExhibits.actions.approvalNeeded')}</p>
      )}
      <NoticeMessage notice={notice} />
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`manageExhibits.actions.${pending}Title`) : ''}
        confirmLabel={pending ? t(`manageExhibits.actions.${pending}`) : undefined}
        danger={pending === 'cancel'}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        {pending && <p>{t(`manageExhibits.actions.${pending}Text`)}</p>}
      </ConfirmDialog>
    </div>
  );
}

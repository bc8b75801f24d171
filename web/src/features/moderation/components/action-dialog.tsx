import type { ModerationAction, ModerationReport } from '@campus/model/moderation-types';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FieldFrame } from '../../../components/form';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { hasErrorCode } from '../../../lib/api-client';
import { showToast } from '../../../lib/toasts';
import { moderationErrorKey } from '../api/errors';
import { takeAction } from '../api/take-action';
import {
  actionProblems,
  initialActionValues,
  MODERATION_REASON_MAX,
  SUSPENSION_DAYS_MAX,
  toActionInput,
  type ActionField,
  type ActionProblem,
  type ActionValues,
} from './action-values';

export interface ActionDialogProps {
  report: ModerationReport;
  action: ModerationAction;
  onClose: () => void;
  /** The reports changed (the action was taken, or another moderator had resolved the report). */
  onChanged: () => void;
}

/**
 * Asks what an action needs: the reason (shown to the owner or author, kept in the audit log) and,
 * for a suspension, the days. Done: a toast and the lists change. A report resolved meanwhile: the
 * lists are fetched again and the toast says so; other refusals stay in the dialog.
 */
export function ActionDialog({ report, action, onClose, onChanged }: ActionDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const form = useDialogForm<ActionValues>(initialActionValues());
  const { values, errors, general } = form;

  const messageOf = (problem: ActionProblem): string => {
    if (problem === 'reasonMax') {
      return t('moderation.actions.reasonMax', { count: MODERATION_REASON_MAX });
    }
    if (problem === 'daysInvalid') {
      return t('moderation.actions.daysInvalid', { max: SUSPENSION_DAYS_MAX });
    }
    if (problem === 'textInvalid') return t('validation.textInvalid');
    return t('moderation.actions.reasonRequired');
  };

  const confirm = async () => {
    if (!form.check(actionProblems(action, values), messageOf)) return;
    try {
      await takeAction(report.id, toActionInput(action, values));
      showToast({ error: false, text: t(`moderation.actions.${action}Done`) });
      onChanged();
      onClose();
    } catch (error) {
      if (hasErrorCode(error, 'already_resolved')) {
        showToast({ error: true, text: t(moderationErrorKey(error)) });
        onChanged();
        onClose();
        return;
      }
      form.refuse(error, ['reason', 'days'], t(moderationErrorKey(error)));
    }
  };

  const change = (name: ActionField, value: string) => form.change({ [name]: value });

  const describedBy = (name: ActionField) =>
    [`${id}-${name}-hint`, errors[name] ? `${id}-${name}-error` : null].filter(Boolean).join(' ');

  return (
    <ConfirmDialog
      open
      title={t(`moderation.actions.${action}Title`)}
      confirmLabel={t(`moderation.actions.${action}`)}
      danger={action === 'suspend'}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p translate="no">
        {t('moderation.actions.about', {
          kind: t(`moderation.targetKinds.${report.target.kind}`),
          title: report.targetTitle,
        })}
      </p>
      <p>{t(`moderation.actions.${action}Text`)}</p>
      <div className="moderation-dialog__fields">
        <FieldFrame
          id={`${id}-reason`}
          label={t('moderation.actions.reason')}
          required
          hint={t(
            action === 'dismiss'
              ? 'moderation.actions.dismissReasonHint'
              : 'moderation.actions.reasonHint',
            { count: MODERATION_REASON_MAX },
          )}
          error={errors.reason}
        >
          <textarea
            id={`${id}-reason`}
            className="field__control"
            rows={3}
            maxLength={MODERATION_REASON_MAX}
            required
            value={values.reason}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={describedBy('reason')}
            onChange={(event) => change('reason', event.target.value)}
          />
        </FieldFrame>
        {action === 'suspend' && (
          <FieldFrame
            id={`${id}-days`}
            label={t('moderation.actions.days')}
            required
            hint={t('moderation.actions.daysHint', { max: SUSPENSION_DAYS_MAX })}
            error={errors.days}
          >
            <input
              id={`${id}-days`}
              type="number"
              inputMode="numeric"
              className="field__control moderation-dialog__days"
              min={1}
              max={SUSPENSION_DAYS_MAX}
              step={1}
              required
              value={values.days}
              aria-invalid={errors.days ? true : undefined}
              aria-describedby={describedBy('days')}
              onChange={(event) => change('days', event.target.value)}
            />
          </FieldFrame>
        )}
      </div>
      {general && (
        <p role="alert" className="form__message form__message--error">
          {general}
        </p>
      )}
    </ConfirmDialog>
  );
}

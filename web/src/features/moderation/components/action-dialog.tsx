import type { ModerationAction, ModerationReport } from '@campus/model/moderation-types';
import { useTranslation } from 'react-i18next';
import {
  applyServerErrors,
  FormDialog,
  InputField,
  problemMessages,
  TextField,
} from '../../../components/form';
import { hasErrorCode } from '../../../lib/api-client';
import { showToast } from '../../../lib/toasts';
import { moderationErrorKey } from '../api/errors';
import { useTakeAction } from '../api/take-action';
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

const FIELDS = ['reason', 'days'] as const satisfies readonly ActionField[];

export interface ActionDialogProps {
  report: ModerationReport;
  action: ModerationAction;
  onClose: () => void;
}

/**
 * Asks what an action needs: the reason (shown to the owner or author, kept in the audit log) and,
 * for a suspension, the days. Done: a toast and the lists change. A report resolved meanwhile: the
 * lists are fetched again and the toast says so; other refusals stay in the dialog.
 */
export function ActionDialog({ report, action, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const taking = useTakeAction();

  const done = (text: string, error: boolean) => {
    showToast({ error, text });
    onClose();
  };

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

  return (
    <FormDialog<ActionValues>
      title={t(`moderation.actions.${action}Title`)}
      intro={
        <>
          <p translate="no">
            {t('moderation.actions.about', {
              kind: t(`moderation.targetKinds.${report.target.kind}`),
              title: report.targetTitle,
            })}
          </p>
          <p>{t(`moderation.actions.${action}Text`)}</p>
        </>
      }
      initialValues={initialActionValues()}
      validate={(values) => problemMessages(actionProblems(action, values), messageOf)}
      onSubmit={(values, helpers) =>
        taking.run(
          { reportId: report.id, input: toActionInput(action, values) },
          {
            onSuccess: () => done(t(`moderation.actions.${action}Done`), false),
            onError: (error) => {
              if (hasErrorCode(error, 'already_resolved')) {
                done(t(moderationErrorKey(error)), true);
              } else {
                applyServerErrors(error, helpers, FIELDS, moderationErrorKey);
              }
            },
          },
        )
      }
      submitLabel={t(`moderation.actions.${action}`)}
      danger={action === 'suspend'}
      onClose={onClose}
    >
      <>
        <TextField
          name="reason"
          label={t('moderation.actions.reason')}
          required
          hint={t(
            action === 'dismiss'
              ? 'moderation.actions.dismissReasonHint'
              : 'moderation.actions.reasonHint',
            { count: MODERATION_REASON_MAX },
          )}
          rows={3}
          maxLength={MODERATION_REASON_MAX}
        />
        {action === 'suspend' && (
          <InputField
            name="days"
            type="number"
            inputMode="numeric"
            label={t('moderation.actions.days')}
            required
            hint={t('moderation.actions.daysHint', { max: SUSPENSION_DAYS_MAX })}
            min={1}
            max={SUSPENSION_DAYS_MAX}
            step={1}
          />
        )}
      </>
    </FormDialog>
  );
}

import type { ReportTarget } from '@campus/model/moderation-types';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { createReport } from '../../lib/reports/create-report';
import { showToast } from '../../lib/toasts';
import { ConfirmDialog } from '../confirm-dialog';
import { FieldFrame } from '../form/fields';
import { useDialogForm } from '../form/use-dialog-form';
import {
  INITIAL_REPORT_VALUES,
  isReportReason,
  REPORT_REASONS,
  REPORT_TEXT_MAX,
  reportErrorKey,
  reportProblems,
  toReportInput,
  type ReportField,
  type ReportProblem,
  type ReportValues,
} from './report-values';

export interface ReportDialogProps {
  target: ReportTarget;
  onClose: () => void;
}

/**
 * The report dialog: a reason (the model's `REPORT_REASONS`, in words) and a text (required for
 * `other`), sent to the moderators. Done: a toast, and the dialog closes. Refused: the field the
 * server names, or the reason (already reported, your own) above the buttons; the dialog stays.
 */
export function ReportDialog({ target, onClose }: ReportDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const form = useDialogForm<ReportValues>(INITIAL_REPORT_VALUES);
  const { values, errors, general, change } = form;

  const messageOf = (problem: ReportProblem): string => {
    if (problem === 'textMax') return t('moderation.report.textMax', { count: REPORT_TEXT_MAX });
    if (problem === 'textInvalid') return t('validation.textInvalid');
    return t(`moderation.report.${problem}`);
  };

  const confirm = async () => {
    if (!form.check(reportProblems(values), messageOf)) return;
    try {
      await createReport(toReportInput(target, values));
      showToast({ error: false, text: t('moderation.report.done') });
      onClose();
    } catch (error) {
      form.refuse(error, ['reason', 'text'], t(reportErrorKey(error)));
    }
  };

  const aria = (name: ReportField, hint = false) => {
    const describedBy = [
      hint ? `${id}-${name}-hint` : null,
      errors[name] ? `${id}-${name}-error` : null,
    ]
      .filter(Boolean)
      .join(' ');
    return {
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': describedBy || undefined,
    } as const;
  };

  return (
    <ConfirmDialog
      open
      title={t('moderation.report.title', { what: t(`moderation.targetKinds.${target.kind}`) })}
      confirmLabel={t('moderation.report.submit')}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p>{t('moderation.report.intro')}</p>
      <div className="report-dialog__fields">
        <FieldFrame
          id={`${id}-reason`}
          label={t('moderation.report.reason')}
          required
          error={errors.reason}
        >
          <select
            id={`${id}-reason`}
            className="field__control"
            value={values.reason}
            required
            onChange={(event) => {
              const { value } = event.target;
              change({ reason: isReportReason(value) ? value : '' });
            }}
            {...aria('reason')}
          >
            <option value="">{t('moderation.report.reasonPlaceholder')}</option>
            {REPORT_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(`moderation.reasons.${reason}`)}
              </option>
            ))}
          </select>
        </FieldFrame>
        <FieldFrame
          id={`${id}-text`}
          label={t('moderation.report.text')}
          required={values.reason === 'other'}
          hint={t('moderation.report.textHint', { count: REPORT_TEXT_MAX })}
          error={errors.text}
        >
          <textarea
            id={`${id}-text`}
            className="field__control"
            rows={4}
            maxLength={REPORT_TEXT_MAX}
            value={values.text}
            required={values.reason === 'other'}
            onChange={(event) => change({ text: event.target.value })}
            {...aria('text', true)}
          />
        </FieldFrame>
      </div>
      {general && (
        <p role="alert" className="form__message form__message--error">
          {general}
        </p>
      )}
    </ConfirmDialog>
  );
}

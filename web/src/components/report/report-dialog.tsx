import type { ReportTarget } from '@campus/model/moderation-types';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toasts';
import {
  applyServerErrors,
  EnumSelectField,
  FormDialog,
  problemMessages,
  TextField,
} from '../form';
import {
  INITIAL_REPORT_VALUES,
  REPORT_REASONS,
  REPORT_TEXT_MAX,
  reportErrorKey,
  reportProblems,
  toReportInput,
  type ReportField,
  type ReportProblem,
  type ReportValues,
} from './report-values';
import { useCreateReport } from './use-create-report';

const FIELDS = ['reason', 'text'] as const satisfies readonly ReportField[];

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
  const reporting = useCreateReport();

  const messageOf = (problem: ReportProblem): string => {
    if (problem === 'textMax') return t('moderation.report.textMax', { count: REPORT_TEXT_MAX });
    if (problem === 'textInvalid') return t('validation.textInvalid');
    return t(`moderation.report.${problem}`);
  };

  return (
    <FormDialog<ReportValues>
      title={t('moderation.report.title', { what: t(`moderation.targetKinds.${target.kind}`) })}
      intro={<p>{t('moderation.report.intro')}</p>}
      initialValues={INITIAL_REPORT_VALUES}
      validate={(values) => problemMessages(reportProblems(values), messageOf)}
      onSubmit={(values, helpers) =>
        reporting.run(toReportInput(target, values), {
          onSuccess: () => {
            showToast({ error: false, text: t('moderation.report.done') });
            onClose();
          },
          onError: (error) => applyServerErrors(error, helpers, FIELDS, reportErrorKey),
        })
      }
      submitLabel={t('moderation.report.submit')}
      onClose={onClose}
    >
      {({ values }) => (
        <>
          <EnumSelectField
            name="reason"
            label={t('moderation.report.reason')}
            required
            placeholder={t('moderation.report.reasonPlaceholder')}
            values={REPORT_REASONS}
            labelOf={(reason) => t(`moderation.reasons.${reason}`)}
          />
          <TextField
            name="text"
            label={t('moderation.report.text')}
            required={values.reason === 'other'}
            hint={t('moderation.report.textHint', { count: REPORT_TEXT_MAX })}
            rows={4}
            maxLength={REPORT_TEXT_MAX}
          />
        </>
      )}
    </FormDialog>
  );
}

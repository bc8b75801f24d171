import type { FormikHelpers } from 'formik';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  applyServerErrors,
  InputField,
  PageForm,
  TextField,
  wholeNumber,
} from '../../../components/form';
import { showToast } from '../../../lib/toasts';
import { usageReportErrorKey } from '../api/errors';
import { useFileUsageReport } from '../api/file-usage-report';
import type { UsageReportResponse } from '../api/get-usage-report';
import {
  toUsageReportInput,
  USAGE_REPORT_FIELD_NAMES,
  USAGE_REPORT_LIMITS,
  usageReportSchema,
  usageReportValuesOf,
  type UsageReportValues,
} from './usage-report-values';

export interface UsageReportFormProps {
  reservationId: string;
  /** The report as loaded: the form starts from the report filed, else from `prefill`. */
  loaded: UsageReportResponse;
  /** Filed: the page shows the report. */
  onFiled: () => void;
  /** Amending a filed report: back to it unchanged. */
  onCancel?: () => void;
}

/**
 * The user's usage report: the time actually used (Tokyo `datetime-local` values, prefilled from
 * the check-in record, else the booking), the number of samples, what was done and the results to
 * acknowledge the facility in. The server's field problems show on their fields, its refusals
 * (a report confirmed meanwhile, ...) above the buttons; once filed, a toast says so.
 */
export function UsageReportForm({
  reservationId,
  loaded,
  onFiled,
  onCancel,
}: UsageReportFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const schema = useMemo(() => usageReportSchema(t), [t]);
  // Formik takes its initial values once: what was loaded when the form opened.
  const [initialValues] = useState(() => usageReportValuesOf(loaded));
  const filing = useFileUsageReport(reservationId);
  const { samplesMax, workMax, resultsMax } = USAGE_REPORT_LIMITS;
  const amending = loaded.report !== null;

  function submit(values: UsageReportValues, helpers: FormikHelpers<UsageReportValues>) {
    helpers.setStatus(undefined);
    return filing.run(toUsageReportInput(values), {
      onSuccess: () => {
        showToast({ error: false, text: t('usage.report.filed') });
        onFiled();
      },
      onError: (error) =>
        applyServerErrors(error, helpers, USAGE_REPORT_FIELD_NAMES, usageReportErrorKey),
    });
  }

  return (
    <section className="usage-report__section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {amending ? t('usage.report.amendHeading') : t('usage.report.formHeading')}
      </h2>
      <PageForm<UsageReportValues>
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={submit}
        actions={{
          submitLabel: amending ? t('usage.report.save') : t('usage.report.file'),
          ...(onCancel && { cancel: { label: t('usage.report.cancel'), onClick: onCancel } }),
        }}
      >
        <div className="form__row">
          <InputField name="start" type="datetime-local" label={t('usage.report.start')} required />
          <InputField name="end" type="datetime-local" label={t('usage.report.end')} required />
        </div>
        <p className="field__hint">{t('usage.report.timesHint')}</p>
        <InputField
          name="samples"
          {...wholeNumber(0, samplesMax)}
          label={t('usage.report.samples')}
          required
        />
        <TextField
          name="work"
          label={t('usage.report.work')}
          rows={5}
          maxLength={workMax}
          required
        />
        <TextField
          name="results"
          label={t('usage.report.results')}
          hint={t('usage.report.resultsHint', { max: resultsMax })}
          rows={3}
          maxLength={resultsMax}
        />
      </PageForm>
    </section>
  );
}

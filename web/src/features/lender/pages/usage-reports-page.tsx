import { fiscalYearOf } from '@campus/model/fiscal-year';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DownloadButton } from '../../../components/download-button';
import { FactList } from '../../../components/fact-list';
import { FieldFrame } from '../../../components/form/field-frame';
import { Page } from '../../../components/page';
import { QueryView } from '../../../components/query-view';
import { saveBlob } from '../../../lib/save-blob';
import { useDownload } from '../../../lib/use-download';
import { lenderErrorKey } from '../api/errors';
import {
  getUsageReportsCsv,
  usageReportsCsvName,
  useUsageReports,
  type UsageReportSession,
} from '../api/get-usage-reports';
import { LoadError } from '../components/load-error';
import { UsageReportCard } from '../components/usage-report-card';
import {
  fiscalYearChoices,
  fiscalYearParam,
  needsAttention,
  reportSummary,
} from '../components/usage-report-values';
import '../components/lender.css';

const HEADING_ID = 'lender-usage-reports-heading';

/**
 * `/manage/lender/usage-reports`: the usage reports (利用報告) of the identity's devices for a
 * fiscal year (`?year=`, this Tokyo fiscal year by default): how many sessions, filed, overdue and
 * awaiting the lender's confirmation; each session with its report's state and a link to it,
 * optionally only those that need the lender; and the year as the programme office's CSV.
 */
export function UsageReportsPage() {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const thisYear = fiscalYearOf(new Date());
  const year = fiscalYearParam(params.get('year'), thisYear);
  const query = useUsageReports(year);
  const [attentionOnly, setAttentionOnly] = useState(false);
  const download = useDownload(async () =>
    saveBlob(await getUsageReportsCsv(year), usageReportsCsvName(year)),
  );

  return (
    <Page
      headingId={HEADING_ID}
      title={t('lender.usageReports.title')}
      className="lender"
      action={<DownloadButton download={download}>{t('lender.usageReports.csv')}</DownloadButton>}
    >
      <p className="lender__hint">{t('lender.usageReports.hint')}</p>
      {download.failure && (
        <p role="alert" className="state state--error">
          {`${t('lender.usageReports.csvFailed')} ${t(lenderErrorKey(download.failure.error))}`}
        </p>
      )}
      <div className="lender__range">
        <FieldFrame id={`${id}-year`} label={t('lender.usageReports.fiscalYear')}>
          <select
            id={`${id}-year`}
            className="field__control"
            value={String(year)}
            onChange={(event) => {
              const next = new URLSearchParams(params);
              next.set('year', event.target.value);
              setParams(next);
            }}
          >
            {fiscalYearChoices(thisYear, year).map((each) => (
              <option key={each} value={String(each)}>
                {t('lender.usageReports.year', { year: each })}
              </option>
            ))}
          </select>
        </FieldFrame>
        <div className="field field--checkbox">
          <input
            id={`${id}-attention`}
            type="checkbox"
            checked={attentionOnly}
            onChange={(event) => setAttentionOnly(event.target.checked)}
          />
          <label htmlFor={`${id}-attention`}>{t('lender.usageReports.attentionOnly')}</label>
        </div>
      </div>
      <QueryView
        query={query}
        loading={t('lender.usageReports.loading')}
        LoadError={LoadError}
        loadFailed={t('lender.usageReports.loadFailed')}
      >
        {({ sessions }) => (
          <Sessions year={year} sessions={sessions} attentionOnly={attentionOnly} />
        )}
      </QueryView>
    </Page>
  );
}

/** The fiscal year's figures, then its sessions (only those needing attention when asked). */
function Sessions({
  year,
  sessions,
  attentionOnly,
}: {
  year: number;
  sessions: readonly UsageReportSession[];
  attentionOnly: boolean;
}) {
  const { t } = useTranslation();
  const summary = reportSummary(sessions);
  const shown = attentionOnly
    ? sessions.filter(({ reservation }) => needsAttention(reservation.report))
    : sessions;
  return (
    <section className="lender__section" aria-labelledby="lender-usage-reports-year">
      <h2 id="lender-usage-reports-year">{t('lender.usageReports.year', { year })}</h2>
      <FactList
        className="list-page__figures"
        facts={[
          { term: t('lender.usageReports.summary.sessions'), value: summary.sessions },
          { term: t('lender.usageReports.summary.filed'), value: summary.filed },
          { term: t('lender.usageReports.summary.overdue'), value: summary.overdue },
          {
            term: t('lender.usageReports.summary.awaitingConfirmation'),
            value: summary.awaitingConfirmation,
          },
        ]}
      />
      {shown.length === 0 ? (
        <p className="state state--empty">
          {t(attentionOnly ? 'lender.usageReports.noneNeedAttention' : 'lender.usageReports.empty')}
        </p>
      ) : (
        <ul className="decision-list">
          {shown.map((session) => (
            <li key={session.reservation.id}>
              <UsageReportCard session={session} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

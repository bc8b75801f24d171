import type { UsageReportBody } from '@campus/model/share-types';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FactList } from '../../../components/fact-list';
import { useReportStateText } from '../../../components/share-mode/report-state';
import { usePartyName } from '../../../lib/share-mode/party-name';
import type { Reservation } from '../../../lib/share-mode/types';
import { paths } from '../../../lib/paths';
import { formatDateTime } from '../../../lib/time';
import '../../../components/share-mode/report-status.css';

/** `start – end` in Tokyo time; `start – in use` while it has not ended. */
function useRange() {
  const { t } = useTranslation();
  return (start: string, end: string | null) =>
    end === null
      ? t('usage.reservations.inUse', { start: formatDateTime(start) })
      : t('usage.reservations.range', { start: formatDateTime(start), end: formatDateTime(end) });
}

/**
 * The session a report is of: the device, the other party (the lender for the user, the user for
 * the lender), the booked time, the check-in record and where its report stands.
 */
export function SessionFacts({ reservation: r }: { reservation: Reservation }) {
  const { t } = useTranslation();
  const headingId = useId();
  const partyName = usePartyName();
  const range = useRange();
  const stateText = useReportStateText();
  return (
    <section className="usage-report__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('usage.report.session')}</h2>
      <FactList
        className="list-page__details"
        facts={[
          {
            term: t('usage.report.device'),
            value: <Link to={paths.shareDevice.getHref(r.deviceId)}>{r.deviceName}</Link>,
            translate: 'no',
          },
          r.side === 'user'
            ? {
                term: t('usage.reservations.lender'),
                value: partyName(r.lenderName),
                translate: 'no',
              }
            : { term: t('usage.report.user'), value: partyName(r.userName), translate: 'no' },
          { term: t('usage.report.booked'), value: range(r.start, r.end) },
          {
            term: t('usage.report.recorded'),
            value:
              r.actualStart === null
                ? t('usage.report.noRecord')
                : range(r.actualStart, r.actualEnd),
          },
          r.report === null
            ? null
            : {
                term: t('share.report.term'),
                value: (
                  <span className={`usage-report__state usage-report__state--${r.report.state}`}>
                    {stateText(r.report)}
                  </span>
                ),
              },
        ]}
      />
    </section>
  );
}

/**
 * A filed report, read-only: the time reported beside the check-in record it was filed against,
 * the samples, what was done, the results, when it was filed and, where its time needs the
 * lender's confirmation, whether it has it.
 */
export function FiledReport({ report }: { report: UsageReportBody }) {
  const { t } = useTranslation();
  const headingId = useId();
  const range = useRange();
  const { recordedStart, recordedEnd } = report;
  return (
    <section className="usage-report__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('usage.report.filedHeading')}</h2>
      <FactList
        className="list-page__details usage-report__facts"
        facts={[
          { term: t('usage.report.reportedTime'), value: range(report.start, report.end) },
          {
            term: t('usage.report.recorded'),
            value:
              recordedStart === null
                ? t('usage.report.noRecord')
                : range(recordedStart, recordedEnd),
          },
          { term: t('usage.report.samples'), value: String(report.samples) },
          { term: t('usage.report.work'), value: report.work },
          {
            term: t('usage.report.results'),
            value: report.results === '' ? t('usage.report.noResults') : report.results,
          },
          { term: t('usage.report.filedAt'), value: formatDateTime(report.filedAt) },
          report.needsConfirmation
            ? {
                term: t('usage.report.confirmation'),
                value:
                  report.confirmedAt === null
                    ? t('usage.report.awaiting')
                    : t('usage.report.confirmedAt', { time: formatDateTime(report.confirmedAt) }),
              }
            : null,
        ]}
      />
    </section>
  );
}

/** The device's acknowledgement (e.g. a grant number), for its users to cite in what they publish. */
export function AcknowledgementNote({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className="usage-report__acknowledgement" role="note">
      <p>{t('usage.report.acknowledgementLead')}</p>
      <p className="usage-report__text">{text}</p>
    </div>
  );
}

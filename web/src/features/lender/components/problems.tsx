import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { TextField } from '../../../components/form';
import type { Notice } from '../../../components/notice';
import { QueryView } from '../../../components/query-view';
import { usePartyName } from '../../../lib/share-mode/party-name';
import { formatDateTime } from '../../../lib/time';
import type { QueryResult } from '../../../lib/use-query';
import type { Problem, ProblemsResponse } from '../api/get-problems';
import { PROBLEM_MAX } from '../../../lib/share-mode/report-problem';
import { useReportProblem } from '../api/report-problem';
import { facilityErrorKey } from './facility-error';
import { LoadError } from './load-error';
import { ProblemDialog, type ProblemAction } from './problem-dialog';
import { SideForm } from './side-form';

const HEADING_ID = 'problems-heading';

interface ProblemsSectionProps {
  deviceId: string;
  deviceName: string;
  problems: QueryResult<ProblemsResponse>;
  /** After a report, a shutdown or a resolution, or a refusal: the page says so and reloads. */
  onDone: (outcome: Notice) => void;
}

/**
 * The problems reported on the device (newest first), each open, shutting the device down or
 * resolved; an open one shuts the device down or is resolved after a confirmation. Below, the form
 * where the lender records a problem they found themself.
 */
export function ProblemsSection({ deviceId, deviceName, problems, onDone }: ProblemsSectionProps) {
  const { t } = useTranslation();
  return (
    <section className="lender__section" aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID}>{t('lender.facility.problems.heading')}</h2>
      <QueryView
        query={problems}
        loading={t('lender.facility.problems.loading')}
        LoadError={LoadError}
        loadFailed={t('lender.facility.problems.loadFailed')}
      >
        {(loaded) => (
          <ProblemList
            deviceId={deviceId}
            deviceName={deviceName}
            problems={loaded.problems}
            locked={problems.fetching === true}
            onDone={onDone}
          />
        )}
      </QueryView>
      <ProblemReportForm deviceId={deviceId} onDone={onDone} />
    </section>
  );
}

function ProblemList({
  deviceId,
  deviceName,
  problems,
  locked,
  onDone,
}: {
  deviceId: string;
  deviceName: string;
  problems: readonly Problem[];
  /** The list is fetched again after a change: its buttons wait for it. */
  locked: boolean;
  onDone: (outcome: Notice) => void;
}) {
  const { t } = useTranslation();
  const partyName = usePartyName();
  const [asked, setAsked] = useState<ProblemAction | null>(null);

  if (problems.length === 0) {
    return <p className="state">{t('lender.facility.problems.empty')}</p>;
  }
  return (
    <>
      <DataTable
        rows={problems}
        rowKey={(row) => row.id}
        className="list-page__table"
        caption={t('lender.facility.problems.caption')}
        columns={[
          {
            header: t('lender.facility.problems.columns.reportedAt'),
            cell: (row) => formatDateTime(row.createdAt),
          },
          {
            header: t('lender.facility.problems.columns.reporter'),
            translate: 'no',
            cell: (row) => partyName(row.reporterName),
          },
          {
            header: t('lender.facility.problems.columns.description'),
            translate: 'no',
            className: 'lender__message',
            cell: (row) => row.description,
          },
          {
            header: t('lender.facility.problems.columns.state'),
            className: 'lender__message',
            cell: (row) => <ProblemState problem={row} />,
          },
          {
            header: t('lender.facility.problems.columns.actions'),
            cell: (row) => {
              if (row.resolvedAt !== null) return null;
              const at = formatDateTime(row.createdAt);
              return (
                <div className="list-page__actions">
                  {!row.shutdown && (
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      aria-label={t('lender.facility.problems.shutDownNamed', { at })}
                      disabled={locked}
                      onClick={() => setAsked({ kind: 'shutDown', problem: row })}
                    >
                      {t('lender.facility.problems.shutDown')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={t('lender.facility.problems.resolveNamed', { at })}
                    disabled={locked}
                    onClick={() => setAsked({ kind: 'resolve', problem: row })}
                  >
                    {t('lender.facility.problems.resolve')}
                  </button>
                </div>
              );
            },
          },
        ]}
      />
      {asked && (
        <ProblemDialog
          deviceId={deviceId}
          deviceName={deviceName}
          action={asked}
          onCancel={() => setAsked(null)}
          onDone={(outcome) => {
            setAsked(null);
            onDone(outcome);
          }}
        />
      )}
    </>
  );
}

/** Open, shutting the device down, or resolved (when, and what was done). */
function ProblemState({ problem }: { problem: Problem }) {
  const { t } = useTranslation();
  if (problem.resolvedAt === null) {
    const state = problem.shutdown ? 'shutdown' : 'open';
    return (
      <span className={`list-page__status lender__status--${state}`}>
        {t(`lender.facility.problems.state.${state}`)}
      </span>
    );
  }
  return (
    <>
      <span className="list-page__status lender__status--resolved">
        {t('lender.facility.problems.state.resolved', { at: formatDateTime(problem.resolvedAt) })}
      </span>
      {problem.resolution !== '' && (
        <>
          <br />
          <span translate="no">
            {t('lender.facility.problems.resolutionText', { resolution: problem.resolution })}
          </span>
        </>
      )}
    </>
  );
}

/** The lender records a problem they found themself (users report theirs from the device page). */
function ProblemReportForm({
  deviceId,
  onDone,
}: {
  deviceId: string;
  onDone: (outcome: Notice) => void;
}) {
  const { t } = useTranslation();
  const reporting = useReportProblem(deviceId);
  return (
    <SideForm
      headingId="report-problem-heading"
      heading={t('lender.facility.report.heading')}
      hint={t('lender.facility.report.hint')}
      initialValues={{ description: '' }}
      validate={({ description }) =>
        description.trim() === '' ? { description: t('lender.facility.report.required') } : {}
      }
      change={reporting}
      variablesOf={({ description }) => description.trim()}
      doneText={() => t('lender.facility.report.done')}
      fields={['description']}
      messageOf={(error) => t(facilityErrorKey(error))}
      submitLabel={t('lender.facility.report.submit')}
      onDone={onDone}
    >
      <TextField
        name="description"
        label={t('lender.facility.report.description')}
        required
        rows={3}
        maxLength={PROBLEM_MAX}
      />
    </SideForm>
  );
}

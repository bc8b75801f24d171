import { IMPACT_LIMITS } from '@campus/model/impact-types';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DownloadButton } from '../../../components/download-button';
import { fieldErrors } from '../../../components/form/server-errors';
import { Page } from '../../../components/page';
import { QueryView } from '../../../components/query-view';
import { isNothing } from '../../../lib/impact/figures';
import { useLanguage } from '../../../lib/i18n';
import { formatMonth, monthCount, tokyoMonth } from '../../../lib/months';
import { saveBlob } from '../../../lib/save-blob';
import { useSession } from '../../../lib/session';
import { useDownload } from '../../../lib/use-download';
import { impactErrorKey } from '../api/errors';
import { useImpact, type ImpactResponse } from '../api/get-impact';
import { getImpactCsv, impactCsvName } from '../api/get-impact-csv';
import { BreakdownTable } from '../components/breakdown-table';
import { ImpactCharts } from '../components/impact-charts';
import { ImpactFilters, type RangeProblems } from '../components/impact-filters';
import { ImpactTiles } from '../components/impact-tiles';
import { LoadError } from '../components/load-error';
import { METHOD_HREF } from '../components/method-link';
import { useImpactNames, type ImpactNames } from '../components/use-impact-names';
import { impactSearchParams, parseImpactQuery, type ImpactQuery } from '../impact-params';
import '../components/impact.css';

const HEADING_ID = 'impact-dashboard-heading';

/**
 * `/manage/backoffice/impact` (any officer role): what reuse achieved over a range of at most 12
 * Tokyo months (the last 12 by default), filtered by campus, faculty and top category, all kept in
 * the address: the totals as tiles, items and CO2 avoided per month as charts, the figures by
 * campus, faculty and category, and the range as CSV.
 */
export function ImpactDashboardPage() {
  const { t } = useTranslation();
  const { roles } = useSession();
  if (roles.length === 0) {
    // Without an officer role (the token's claim; the server checks again): the page says so,
    // with none of its tools.
    return (
      <Page headingId={HEADING_ID} title={t('routes.backofficeImpact')} className="impact">
        <p role="alert" className="state state--error">
          {t('impact.dashboard.forbidden')}
        </p>
      </Page>
    );
  }
  return <Dashboard />;
}

function Dashboard() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const thisMonth = tokyoMonth(new Date());
  const query = parseImpactQuery(params, thisMonth);
  const result = useImpact(query);
  const names = useImpactNames();
  const exporting = useDownload(async () =>
    saveBlob(await getImpactCsv(query, language), impactCsvName(query)),
  );

  const problems = result.status === 'error' ? rangeProblems(result.error, query, t) : {};
  const badRange = Object.keys(problems).length > 0;
  // The server refused the role after all (a claim not refreshed yet): no tools either.
  const refused =
    result.status === 'error' && impactErrorKey(result.error) === 'impact.dashboard.forbidden';
  return (
    <Page
      headingId={HEADING_ID}
      title={t('routes.backofficeImpact')}
      className="impact"
      action={
        refused ? undefined : (
          <DownloadButton download={exporting} disabled={badRange}>
            {t('impact.dashboard.csv')}
          </DownloadButton>
        )
      }
    >
      {exporting.failure && (
        <p role="alert" className="form__message form__message--error">
          {`${t('impact.dashboard.csvFailed')} ${t(impactErrorKey(exporting.failure.error))}`}
        </p>
      )}
      {!refused && (
        <ImpactFilters
          query={query}
          names={names}
          problems={problems}
          onChange={(next) => setParams(impactSearchParams(next, thisMonth))}
        />
      )}
      {!badRange && (
        <QueryView
          query={result}
          loading={t('impact.dashboard.loading')}
          LoadError={LoadError}
          loadFailed={t('impact.dashboard.loadFailed')}
        >
          {(data) => <DashboardFigures data={data} names={names} />}
        </QueryView>
      )}
    </Page>
  );
}

/**
 * The API's word on a range it refused (400 `validation_error` at `query.from` or `query.to`), in
 * ours: which of the two is wrong, and why as far as the months tell.
 */
function rangeProblems(error: unknown, query: ImpactQuery, t: TFunction): RangeProblems {
  const fields = fieldErrors(error);
  const problems: RangeProblems = {};
  if ('from' in fields) problems.from = t('impact.dashboard.errors.month');
  if ('to' in fields) {
    const span = monthCount(query.from, query.to) ?? 0;
    problems.to =
      span < 1
        ? t('impact.dashboard.errors.order')
        : span > IMPACT_LIMITS.rangeMonthsMax
          ? t('impact.dashboard.errors.tooLong', { max: IMPACT_LIMITS.rangeMonthsMax })
          : t('impact.dashboard.errors.range');
  }
  return problems;
}

function DashboardFigures({ data, names }: { data: ImpactResponse; names: ImpactNames }) {
  const { t } = useTranslation();
  const period = { from: formatMonth(data.from), to: formatMonth(data.to) };
  if (isNothing(data.totals)) {
    return <p className="state state--empty">{t('impact.dashboard.empty', period)}</p>;
  }
  return (
    <>
      <p className="impact__period">{t('impact.period', period)}</p>
      <ImpactTiles figures={data.totals} methodHref={METHOD_HREF} />
      {data.totals.deviceHours === null && (
        <p className="field__hint">{t('impact.dashboard.hoursNote')}</p>
      )}
      <ImpactCharts months={data.months} />
      {/* Named rows only: the lookups answer within moments (and are cached), ids are no names. */}
      {names.ready && <BreakdownTables data={data} names={names} />}
    </>
  );
}

/** The range's figures by campus, faculty and category. */
function BreakdownTables({ data, names }: { data: ImpactResponse; names: ImpactNames }) {
  const { t } = useTranslation();
  return (
    <>
      <BreakdownTable
        title={t('impact.dashboard.byCampus')}
        nameHeader={t('impact.dashboard.campus')}
        rows={data.byCampus}
        nameOf={names.campus}
        deviceHours
      />
      <BreakdownTable
        title={t('impact.dashboard.byFaculty')}
        nameHeader={t('impact.dashboard.faculty')}
        rows={data.byFaculty}
        nameOf={names.faculty}
      />
      <BreakdownTable
        title={t('impact.dashboard.byCategory')}
        nameHeader={t('impact.dashboard.category')}
        rows={data.byCategory}
        nameOf={names.category}
      />
    </>
  );
}

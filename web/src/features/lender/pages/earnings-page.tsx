import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { controlAria } from '../../../components/form/control-aria';
import { FieldFrame } from '../../../components/form/field-frame';
import { useSearchParams } from 'react-router-dom';
import { tokyoMonth } from '../../../lib/share-mode/tokyo-grid';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { lenderErrorKey } from '../api/errors';
import { getEarningsCsv, useEarnings, type Earnings } from '../api/get-earnings';
import { saveBlob } from '../../../lib/save-blob';
import { EarningsChart } from '../components/earnings-chart';
import {
  billGroups,
  monthsEndingWith,
  rangeProblems,
  type BillGroup,
  type RangeProblem,
} from '../components/earnings-values';
import { DataTable } from '../../../components/data-table';
import { FactList } from '../../../components/fact-list';
import { FundSubtotals } from '../../../components/share-mode/fund-subtotals';
import { QueryView } from '../../../components/query-view';
import { NoticeMessage, type Notice } from '../../../components/notice';
import { LoadError } from '../components/load-error';
import { useYen } from '../components/money';
import { PaymentDialog } from '../components/payment-dialog';
import { STATUS_KEY } from '../components/status';
import '../components/lender.css';
import { usePartyName } from '../../../lib/share-mode/party-name';
import { useFundName } from '../../../lib/share-mode/fund-name';
import type { BillLine } from '../../../lib/share-mode/types';
import { amountColumn } from '../../../components/share-mode/amount-column';
import { useBillLineCells } from '../../../components/share-mode/bill-line';

const PROBLEM_KEY = {
  fromInvalid: 'lender.earnings.errors.month',
  toInvalid: 'lender.earnings.errors.month',
  order: 'lender.earnings.errors.order',
  tooLong: 'lender.earnings.errors.tooLong',
} as const satisfies Record<RangeProblem, string>;

const formatMonth = (month: string) => month.replace('-', '/');

/**
 * `/manage/lender/earnings`: the identity's earnings as lender per Tokyo month over a range of at
 * most 12 months (`?from=YYYY-MM&to=YYYY-MM`, default this month): totals, received, outstanding and
 * the charged lines; a CSV of the range; and a payment recorded against each user's bill. Above
 * them, the charged totals of the last 12 months as a bar chart, whatever the range.
 */
export function EarningsPage() {
  const { t } = useTranslation();
  const title = t('lender.earnings.title');
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  const thisMonth = tokyoMonth(new Date());
  const from = params.get('from') ?? thisMonth;
  const to = params.get('to') ?? from;
  const query = useEarnings(from, to);
  const [notice, setNotice] = useState<Notice | null>(null);

  const download = async () => {
    setNotice(null);
    try {
      const blob = await getEarningsCsv({ from, to });
      saveBlob(blob, `earnings_${from}_${to}.csv`);
    } catch (error) {
      setNotice({ error: true, text: t(lenderErrorKey(error)) });
    }
  };

  return (
    <section className="page lender" aria-labelledby="lender-earnings-heading">
      <h1 id="lender-earnings-heading" className="page__title">
        {title}
      </h1>
      <LastTwelveMonths thisMonth={thisMonth} />
      <RangeForm
        key={`${from}_${to}`}
        from={from}
        to={to}
        onShow={(next) => {
          setNotice(null);
          setParams(new URLSearchParams(next));
          if (next.from === from && next.to === to) query.refetch();
        }}
      />
      <p>
        <button type="button" className="button button--secondary" onClick={() => void download()}>
          {t('lender.earnings.csv')}
        </button>
      </p>
      <NoticeMessage notice={notice} />
      <QueryView
        query={query}
        loading={t('lender.earnings.loading')}
        LoadError={LoadError}
        loadFailed={t('lender.earnings.loadFailed')}
      >
        {({ earnings }) =>
          earnings.length === 0 ? (
            <p className="state">{t('lender.earnings.empty')}</p>
          ) : (
            earnings.map((month) => (
              <MonthEarnings
                key={month.month}
                earnings={month}
                onRecorded={() => setNotice({ error: false, text: t('lender.payment.recorded') })}
              />
            ))
          )
        }
      </QueryView>
    </section>
  );
}

/** The chart of the 12 months ending with this month (its own query: the range may differ). */
function LastTwelveMonths({ thisMonth }: { thisMonth: string }) {
  const { t } = useTranslation();
  const query = useEarnings(monthsEndingWith(thisMonth)[0] ?? thisMonth, thisMonth);
  return (
    <QueryView
      query={query}
      loading={t('lender.earnings.chart.loading')}
      LoadError={LoadError}
      loadFailed={t('lender.earnings.chart.loadFailed')}
    >
      {({ earnings }) => <EarningsChart earnings={earnings} lastMonth={thisMonth} />}
    </QueryView>
  );
}

function RangeForm({
  from,
  to,
  onShow,
}: {
  from: string;
  to: string;
  onShow: (range: { from: string; to: string }) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState({ from, to });
  const [problems, setProblems] = useState<ReturnType<typeof rangeProblems>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblems(values.from, values.to);
    setProblems(found);
    if (found.from === undefined && found.to === undefined) onShow(values);
  };

  const input = (name: 'from' | 'to', label: string) => {
    const problem = problems[name];
    const inputId = `${id}-${name}`;
    const error = problem && t(PROBLEM_KEY[problem]);
    return (
      <FieldFrame id={inputId} label={label} error={error}>
        <input
          id={inputId}
          type="month"
          className="field__control"
          value={values[name]}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          {...controlAria(inputId, { error })}
        />
      </FieldFrame>
    );
  };

  return (
    <form className="lender__range" onSubmit={submit} noValidate>
      {input('from', t('lender.earnings.from'))}
      {input('to', t('lender.earnings.to'))}
      <button type="submit" className="button">
        {t('lender.earnings.show')}
      </button>
    </form>
  );
}

function MonthEarnings({ earnings, onRecorded }: { earnings: Earnings; onRecorded: () => void }) {
  const { t } = useTranslation();
  const partyName = usePartyName();
  const fundName = useFundName();
  const yen = useYen();
  const cells = useBillLineCells();
  const [paying, setPaying] = useState<BillGroup | null>(null);
  const headingId = `earnings-${earnings.month}`;
  const groups = billGroups(earnings.month, earnings.lines);
  const withFunds = earnings.lines.some((line) => line.fund !== null);
  const withAssistance = earnings.lines.some((line) => line.assistance !== 0);
  const amount = (header: string, amountOf: (line: BillLine) => number) =>
    amountColumn(yen, header, amountOf);
  return (
    <section className="lender__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{formatMonth(earnings.month)}</h2>
      <FactList
        className="list-page__figures"
        facts={[
          { term: t('lender.earnings.total'), value: yen(earnings.total) },
          { term: t('lender.earnings.received'), value: yen(earnings.received) },
          { term: t('lender.earnings.outstanding'), value: yen(earnings.outstanding) },
        ]}
      />
      {earnings.lines.length === 0 ? (
        <p className="state">{t('lender.earnings.noLines')}</p>
      ) : (
        <>
          <DataTable
            className="list-page__table"
            caption={t('lender.earnings.caption', { month: formatMonth(earnings.month) })}
            rows={earnings.lines}
            rowKey={(line) => line.reservationId}
            columns={[
              { header: t('lender.earnings.columns.device'), cell: cells.what },
              {
                header: t('lender.earnings.columns.user'),
                cell: (line) => partyName(line.userName),
                translate: 'no',
              },
              { header: t('lender.earnings.columns.time'), cell: cells.when },
              {
                header: t('lender.earnings.columns.status'),
                cell: (line) => cells.status(line, (status) => t(STATUS_KEY[status])),
              },
              ...(withFunds
                ? [
                    {
                      header: t('lender.earnings.columns.fund'),
                      cell: (line: BillLine) => fundName(line.fund),
                      headerClassName: 'lender__fund-cell',
                      className: 'lender__fund-cell',
                      translate: 'no' as const,
                    },
                  ]
                : []),
              amount(t('lender.earnings.columns.fee'), (line) => line.fee),
              amount(t('lender.earnings.columns.consumables'), (line) => line.consumables),
              ...(withAssistance
                ? [amount(t('lender.earnings.columns.assistance'), (line) => line.assistance)]
                : []),
              amount(t('lender.earnings.columns.amount'), (line) => line.amount),
            ]}
          />
          <FundSubtotals byFund={earnings.byFund} />
          <h3>{t('lender.earnings.bills')}</h3>
          <ul className="lender__bills">
            {groups.map((group) => {
              const labelId = `bill-${group.billId}`;
              return (
                <li key={group.billId} className="list-page__actions">
                  <span id={labelId}>
                    {t('lender.earnings.billLine', {
                      user: partyName(group.userName),
                      count: group.lines.length,
                      amount: yen(group.total),
                    })}
                  </span>
                  <button
                    type="button"
                    className="button button--small"
                    aria-describedby={labelId}
                    onClick={() => setPaying(group)}
                  >
                    {t('lender.earnings.recordPayment')}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {paying && (
        <PaymentDialog
          group={paying}
          month={earnings.month}
          onCancel={() => setPaying(null)}
          onRecorded={() => {
            setPaying(null);
            onRecorded();
          }}
        />
      )}
    </section>
  );
}

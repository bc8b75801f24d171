import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { tokyoMonth } from '../../../lib/share-mode/tokyo-grid';
import { formatDateTime } from '../../../lib/time';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { lenderErrorKey } from '../api/errors';
import { EARNINGS_KEY, getEarningsCsv, useEarnings, type Earnings } from '../api/get-earnings';
import { saveBlob } from '../../../lib/save-blob';
import {
  billGroups,
  rangeProblems,
  type BillGroup,
  type RangeProblem,
} from '../components/earnings-values';
import { Loading } from '../../../components/load-states';
import { NoticeMessage, type Notice } from '../../../components/notice';
import { LoadError } from '../components/load-error';
import { useYen } from '../components/money';
import { PaymentDialog } from '../components/payment-dialog';
import { STATUS_KEY } from '../components/status';
import '../../../components/form/form.css';
import '../components/lender.css';
import { usePartyName } from '../../../lib/share-mode/party-name';

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
 * the charged lines; a CSV of the range; and a payment recorded against each user's bill.
 */
export function EarningsPage() {
  const { t } = useTranslation();
  const title = t('lender.earnings.title');
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  const thisMonth = tokyoMonth(new Date());
  const from = params.get('from') ?? thisMonth;
  const to = params.get('to') ?? from;
  const queryClient = useQueryClient();
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
      {query.status === 'loading' && <Loading message={t('lender.earnings.loading')} />}
      {query.status === 'error' && (
        <LoadError
          message={t('lender.earnings.loadFailed')}
          error={query.error}
          onRetry={query.refetch}
        />
      )}
      {query.status === 'success' &&
        (query.data.earnings.length === 0 ? (
          <p className="state">{t('lender.earnings.empty')}</p>
        ) : (
          query.data.earnings.map((month) => (
            <MonthEarnings
              key={month.month}
              earnings={month}
              onRecorded={() => {
                setNotice({ error: false, text: t('lender.payment.recorded') });
                void queryClient.resetQueries({ queryKey: EARNINGS_KEY });
              }}
            />
          ))
        ))}
    </section>
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
    return (
      <div className={problem ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={inputId}>
          {label}
        </label>
        <input
          id={inputId}
          type="month"
          className="field__control"
          value={values[name]}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-error` : undefined}
        />
        {problem && (
          <p id={`${inputId}-error`} role="alert" className="field__error">
            {t(PROBLEM_KEY[problem])}
          </p>
        )}
      </div>
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
  const yen = useYen();
  const [paying, setPaying] = useState<BillGroup | null>(null);
  const headingId = `earnings-${earnings.month}`;
  const groups = billGroups(earnings.month, earnings.lines);
  return (
    <section className="lender__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{formatMonth(earnings.month)}</h2>
      <dl className="lender__figures">
        <div>
          <dt>{t('lender.earnings.total')}</dt>
          <dd>{yen(earnings.total)}</dd>
        </div>
        <div>
          <dt>{t('lender.earnings.received')}</dt>
          <dd>{yen(earnings.received)}</dd>
        </div>
        <div>
          <dt>{t('lender.earnings.outstanding')}</dt>
          <dd>{yen(earnings.outstanding)}</dd>
        </div>
      </dl>
      {earnings.lines.length === 0 ? (
        <p className="state">{t('lender.earnings.noLines')}</p>
      ) : (
        <>
          <div className="list-page__table-scroll">
            <table className="list-page__table">
              <caption className="visually-hidden">
                {t('lender.earnings.caption', { month: formatMonth(earnings.month) })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('lender.earnings.columns.device')}</th>
                  <th scope="col">{t('lender.earnings.columns.user')}</th>
                  <th scope="col">{t('lender.earnings.columns.time')}</th>
                  <th scope="col">{t('lender.earnings.columns.status')}</th>
                  <th scope="col">{t('lender.earnings.columns.fee')}</th>
                </tr>
              </thead>
              <tbody>
                {earnings.lines.map((line) => (
                  <tr key={line.reservationId}>
                    <td translate="no">{line.deviceName}</td>
                    <td translate="no">{partyName(line.userName)}</td>
                    <td>
                      {t('lender.reservations.timeRange', {
                        start: formatDateTime(line.start),
                        end: formatDateTime(line.end),
                      })}
                    </td>
                    <td>{t(STATUS_KEY[line.status])}</td>
                    <td>{yen(line.fee)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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

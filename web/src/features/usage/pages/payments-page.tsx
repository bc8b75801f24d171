import { MAX_MONTHS } from '@campus/model/limits';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { errorMessageKey, hasErrorCode } from '../../../lib/api-client';
import { monthCount, tokyoMonth } from '../../../lib/share-mode/tokyo-grid';
import { Page } from '../../../components/page';
import { DownloadButton } from '../../../components/download-button';
import { useDownload } from '../../../lib/use-download';
import { downloadBillsCsv, useBills } from '../api/get-bills';
import { BillView } from '../components/bill-view';
import '../usage.css';

const HEADING_ID = 'user-payments-heading';

type RangeProblem = 'required' | 'order' | 'tooLong';

function rangeProblem(from: string, to: string): RangeProblem | null {
  const count = monthCount(from, to);
  if (count === null) return 'required';
  if (count < 1) return 'order';
  if (count > MAX_MONTHS) return 'tooLong';
  return null;
}

/**
 * `/manage/user/payments`: the bills of a range of Tokyo months (`?from&to`, this month by
 * default, at most 12), each month's lines with its total, paid and due, and the CSV download.
 */
export function PaymentsPage() {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const thisMonth = tokyoMonth(new Date());
  const from = params.get('from') ?? thisMonth;
  const to = params.get('to') ?? thisMonth;
  const [draft, setDraft] = useState({ from, to });
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const bills = useBills(from, to);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblem(draft.from, draft.to);
    setProblem(found);
    if (found) return;
    setParams({ from: draft.from, to: draft.to });
  };

  const download = useDownload(() => downloadBillsCsv(from, to));

  const serverProblem = bills.status === 'error' && hasErrorCode(bills.error, 'validation_error');

  return (
    <Page headingId={HEADING_ID} title={t('routes.userPayments')} className="usage-page">
      <form className="usage-range" noValidate onSubmit={submit}>
        {(['from', 'to'] as const).map((end) => (
          <div key={end} className="field">
            <label className="field__label" htmlFor={`${id}-${end}`}>
              {t(`usage.payments.${end}`)}
            </label>
            <input
              id={`${id}-${end}`}
              type="month"
              className="field__control"
              value={draft[end]}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(event) => setDraft({ ...draft, [end]: event.target.value })}
            />
          </div>
        ))}
        <button type="submit" className="button">
          {t('usage.payments.show')}
        </button>
        <DownloadButton download={download} disabled={bills.status !== 'success'}>
          {t('usage.payments.download')}
        </DownloadButton>
      </form>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="field__error">
          {t(`usage.payments.problems.${problem}`, { months: MAX_MONTHS })}
        </p>
      )}
      {download.failure && (
        <p role="alert" className="state state--error">
          {t('usage.payments.downloadError')} {t(errorMessageKey(download.failure.error))}
        </p>
      )}
      {bills.status === 'loading' && (
        <p role="status" className="state state--loading">
          {t('usage.payments.loading')}
        </p>
      )}
      {bills.status === 'error' && (
        <div role="alert" className="state state--error">
          <p>{serverProblem ? t('usage.payments.badRange') : t('usage.payments.error')}</p>
          {!serverProblem && <p>{t(errorMessageKey(bills.error))}</p>}
          {!serverProblem && (
            <button type="button" className="button" onClick={bills.refetch}>
              {t('usage.retry')}
            </button>
          )}
        </div>
      )}
      {bills.status === 'success' &&
        (bills.data.length === 0 ? (
          <p className="state state--empty">{t('usage.payments.empty')}</p>
        ) : (
          bills.data.map((bill) => <BillView key={bill.id} bill={bill} />)
        ))}
    </Page>
  );
}

import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { DownloadButton } from '../../../components/download-button';
import { FactList } from '../../../components/fact-list';
import { QueryView } from '../../../components/query-view';
import { formatMonth } from '../../../lib/months';
import { saveBlob } from '../../../lib/save-blob';
import { useYen } from '../../../lib/share-mode/money';
import { usePartyName } from '../../../lib/share-mode/party-name';
import { formatDateTime } from '../../../lib/time';
import { useDownload } from '../../../lib/use-download';
import { useScrollIntoViewOnMount } from '../../../lib/use-scroll-into-view';
import { fundsErrorKey } from '../api/errors';
import { getFundChargesCsv, statementCsvName, useFundCharges } from '../api/get-fund-charges';
import type { Fund, FundChargesResponse } from '../api/types';
import { useFiscalYearLabel } from './fiscal-year';
import { LoadError } from './load-error';
import { amountColumn } from '../../../components/share-mode/amount-column';

type Month = FundChargesResponse['months'][number];
type Line = FundChargesResponse['lines'][number];

const HEADING_ID = 'fund-statement-heading';

/**
 * A fund's statement for its fiscal year (group admins and external-funds officers): charged and
 * held yen month by month from April to March, the charged lines, the year's total, and the lines
 * as CSV for the accounting office.
 */
export function FundStatement({
  groupId,
  fund,
  onClose,
}: {
  groupId: string;
  fund: Fund;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const fiscalYear = useFiscalYearLabel();
  const query = useFundCharges(groupId, fund.id);
  const download = useDownload(async () =>
    saveBlob(await getFundChargesCsv(groupId, fund.id), statementCsvName(fund)),
  );
  // Opened from a row above: brought into view.
  const ref = useScrollIntoViewOnMount<HTMLElement>();
  return (
    <section ref={ref} className="funds__section funds__statement" aria-labelledby={HEADING_ID}>
      <div className="list-page__title-bar">
        <h2 id={HEADING_ID}>
          {t('funds.statement.heading', { name: fund.name, year: fiscalYear(fund.fiscalYear) })}
        </h2>
        <div className="list-page__actions">
          <DownloadButton download={download}>{t('funds.statement.csv')}</DownloadButton>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('funds.statement.close')}
          </button>
        </div>
      </div>
      {download.failure && (
        <p role="alert" className="form__message form__message--error">
          {`${t('funds.statement.csvFailed')} ${t(fundsErrorKey(download.failure.error))}`}
        </p>
      )}
      <QueryView
        query={query}
        loading={t('funds.statement.loading')}
        LoadError={LoadError}
        loadFailed={t('funds.statement.loadFailed')}
      >
        {(charges) => <StatementBody charges={charges} />}
      </QueryView>
    </section>
  );
}

function StatementBody({ charges }: { charges: FundChargesResponse }) {
  const { t } = useTranslation();
  const yen = useYen();
  const partyName = usePartyName();
  return (
    <>
      <FactList
        className="list-page__figures"
        facts={[
          { term: t('funds.statement.projectCode'), value: charges.fund.projectCode },
          { term: t('funds.statement.total'), value: yen(charges.total) },
        ]}
      />
      <h3>{t('funds.statement.months')}</h3>
      <DataTable
        className="list-page__table funds__months"
        caption={t('funds.statement.months')}
        rows={charges.months}
        rowKey={(month) => month.month}
        columns={[
          { header: t('funds.statement.month'), cell: (month) => formatMonth(month.month) },
          amountColumn(yen, t('funds.statement.charged'), (month: Month) => month.charged),
          amountColumn(yen, t('funds.statement.held'), (month: Month) => month.held),
        ]}
      />
      <h3>{t('funds.statement.lines')}</h3>
      {charges.lines.length === 0 ? (
        <p className="state">{t('funds.statement.noLines')}</p>
      ) : (
        <DataTable
          className="list-page__table"
          caption={t('funds.statement.lines')}
          rows={charges.lines}
          rowKey={(line) => line.reservationId}
          columns={[
            {
              header: t('funds.statement.date'),
              cell: (line) => formatDateTime(line.start),
              className: 'funds__nowrap',
            },
            {
              header: t('funds.statement.device'),
              cell: (line) => line.deviceName,
              translate: 'no',
            },
            {
              header: t('funds.statement.user'),
              cell: (line) => partyName(line.userName),
              translate: 'no',
            },
            amountColumn(yen, t('funds.statement.fee'), (line: Line) => line.fee),
            amountColumn(yen, t('funds.statement.consumables'), (line: Line) => line.consumables),
            amountColumn(yen, t('funds.statement.lineTotal'), (line: Line) => line.amount),
          ]}
        />
      )}
    </>
  );
}

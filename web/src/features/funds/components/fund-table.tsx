import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { useYen } from '../../../lib/share-mode/money';
import { usePartyName } from '../../../lib/share-mode/party-name';
import type { Fund } from '../api/types';

/** What the viewer may do with a fund, besides reading it. */
export type FundAction = 'statement' | 'edit' | 'close' | 'reopen';

export interface FundTableProps {
  funds: readonly Fund[];
  /** The id of the heading that names the table (its fiscal year). */
  labelledBy: string;
  /** A group admin: edit, close and reopen. */
  canManage: boolean;
  /** A group admin or an external-funds officer: the statement. */
  canSeeStatement: boolean;
  /** The list is fetched again after a change: the buttons that change a fund wait for it. */
  locked: boolean;
  onAction: (action: FundAction, fund: Fund) => void;
}

/** Each action's words: its button's label, and the button's accessible name with the fund's. */
const ACTION_WORDS = {
  statement: { label: 'funds.list.statement', named: 'funds.list.statementNamed' },
  edit: { label: 'funds.list.edit', named: 'funds.list.editNamed' },
  close: { label: 'funds.list.close', named: 'funds.list.closeNamed' },
  reopen: { label: 'funds.list.reopen', named: 'funds.list.reopenNamed' },
} as const satisfies Record<FundAction, { label: string; named: string }>;

/**
 * The funds of one fiscal year, a row each: name, project code, budget holder, monthly cap,
 * approval threshold, open or closed, and the viewer's actions. The table scrolls sideways inside
 * the page on a narrow screen.
 */
export function FundTable({
  funds,
  labelledBy,
  canManage,
  canSeeStatement,
  locked,
  onAction,
}: FundTableProps) {
  const { t } = useTranslation();
  const yen = useYen();
  const partyName = usePartyName();

  const actionsOf = (fund: Fund): FundAction[] => [
    ...(canSeeStatement ? (['statement'] as const) : []),
    ...(canManage ? (['edit', fund.active ? 'close' : 'reopen'] as const) : []),
  ];

  const columns: DataColumn<Fund>[] = [
    { header: t('funds.list.name'), cell: (fund) => fund.name, translate: 'no' },
    {
      header: t('funds.list.projectCode'),
      cell: (fund) => fund.projectCode,
      className: 'funds__nowrap',
    },
    { header: t('funds.list.holder'), cell: (fund) => partyName(fund.holderName), translate: 'no' },
    {
      header: t('funds.list.monthlyCap'),
      cell: (fund) => (fund.monthlyCap === null ? t('funds.list.noCap') : yen(fund.monthlyCap)),
      className: 'funds__nowrap',
    },
    {
      header: t('funds.list.approvalThreshold'),
      cell: (fund) =>
        fund.approvalThreshold === null ? t('funds.list.noThreshold') : yen(fund.approvalThreshold),
      className: 'funds__nowrap',
    },
    {
      header: t('funds.list.status'),
      cell: (fund) => (
        <span
          className={fund.active ? 'list-page__status' : 'list-page__status funds__status--closed'}
        >
          {fund.active ? t('funds.list.open') : t('funds.list.closed')}
        </span>
      ),
    },
  ];
  if (canManage || canSeeStatement) {
    columns.push({
      header: t('funds.list.actions'),
      cell: (fund) => (
        <div className="list-page__actions">
          {actionsOf(fund).map((action) => (
            <button
              key={action}
              type="button"
              className={
                action === 'close'
                  ? 'button button--secondary button--small'
                  : 'button button--small'
              }
              aria-label={t(ACTION_WORDS[action].named, { name: fund.name })}
              disabled={locked && action !== 'statement'}
              onClick={() => onAction(action, fund)}
            >
              {t(ACTION_WORDS[action].label)}
            </button>
          ))}
        </div>
      ),
    });
  }

  return (
    <DataTable
      className="list-page__table"
      labelledBy={labelledBy}
      rows={funds}
      rowKey={(fund) => fund.id}
      columns={columns}
    />
  );
}

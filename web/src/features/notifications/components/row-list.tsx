import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryResult } from '../../../lib/use-query';
import type { RowPage } from '../api/types';
import type { CounterKind } from '../counters';
import { toRowView, type RowView } from '../row-view';
import { NotificationRow } from './notification-row';
import { RowPager } from './row-pager';

export interface RowListProps {
  kind: CounterKind;
  result: QueryResult<RowPage>;
  offset: number;
  limit: number;
  onOffsetChange: (offset: number) => void;
  /** Extra controls of a row (the notification page's 'confirm' button). */
  actions?: (view: RowView) => ReactNode;
  /** Class of the loading, error and empty paragraphs. */
  messageClassName?: string;
}

/** The rows of a panel tab or a notification page: loading, error (with retry), empty, or the list. */
export function RowList({
  kind,
  result,
  offset,
  limit,
  onOffsetChange,
  actions,
  messageClassName,
}: RowListProps) {
  const { t } = useTranslation();
  if (result.status === 'loading')
    return (
      <p role="status" className={messageClassName}>
        {t('notifications.loading')}
      </p>
    );
  if (result.status === 'error')
    return (
      <div role="alert" className={messageClassName}>
        <p>{t('notifications.error')}</p>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={result.refetch}
        >
          {t('notifications.retry')}
        </button>
      </div>
    );
  const { rows, total } = result.data;
  if (rows.length === 0 && offset === 0)
    return <p className={messageClassName}>{t('notifications.empty')}</p>;
  return (
    <>
      <ul className="notification-list">
        {rows.map((row) => {
          const view = toRowView(kind, row);
          return <NotificationRow key={view.key} view={view} actions={actions?.(view)} />;
        })}
      </ul>
      <RowPager offset={offset} limit={limit} total={total} onChange={onOffsetChange} />
    </>
  );
}

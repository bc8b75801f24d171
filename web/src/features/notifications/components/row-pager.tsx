import { useTranslation } from 'react-i18next';

export interface RowPagerProps {
  offset: number;
  limit: number;
  total: number;
  onChange: (offset: number) => void;
}

/** Previous / next over a paged list, with the range shown ('1–5 of 12'). Nothing for one page. */
export function RowPager({ offset, limit, total, onChange }: RowPagerProps) {
  const { t } = useTranslation();
  if (total <= limit && offset === 0) return null;
  const from = Math.min(offset + 1, total);
  const to = Math.min(offset + limit, total);
  return (
    <nav className="notification-pager" aria-label={t('notifications.pager.label')}>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={offset === 0}
        onClick={() => onChange(Math.max(0, offset - limit))}
      >
        {t('notifications.pager.previous')}
      </button>
      <span className="notification-pager__range" aria-live="polite">
        {t('notifications.pager.range', { from, to, total })}
      </span>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={offset + limit >= total}
        onClick={() => onChange(offset + limit)}
      >
        {t('notifications.pager.next')}
      </button>
    </nav>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pageWindow } from './page-window';
import './exhibit.css';

export interface PageLinksProps {
  /** The current page, from 1. */
  page: number;
  total: number;
  pageSize: number;
  /** The address of a page (keep the page in the URL so reload and back/forward keep it). */
  hrefFor: (page: number) => string;
}

/** Page links of a list (previous, numbered pages, next); nothing when everything fits one page. */
export function PageLinks({ page, total, pageSize, hrefFor }: PageLinksProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="page-links" aria-label={t('exhibitCard.pager.label')}>
      <ul className="page-links__list">
        <li>
          {page > 1 ? (
            <Link className="page-links__link" to={hrefFor(page - 1)} rel="prev">
              {t('exhibitCard.pager.previous')}
            </Link>
          ) : (
            <span className="page-links__link page-links__link--disabled" aria-disabled="true">
              {t('exhibitCard.pager.previous')}
            </span>
          )}
        </li>
        {pageWindow(Math.min(page, pages), pages).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} className="page-links__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                className="page-links__link"
                to={hrefFor(entry)}
                aria-label={t('exhibitCard.pager.page', { page: entry })}
                aria-current={entry === page ? 'page' : undefined}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link className="page-links__link" to={hrefFor(page + 1)} rel="next">
              {t('exhibitCard.pager.next')}
            </Link>
          ) : (
            <span className="page-links__link page-links__link--disabled" aria-disabled="true">
              {t('exhibitCard.pager.next')}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

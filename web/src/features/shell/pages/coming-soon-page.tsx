import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { modeOfPath, paths, type RouteName } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import './coming-soon-page.css';

export interface ComingSoonPageProps {
  /** The route this page stands in for: its title comes from `routes.<name>`. */
  route: RouteName;
  /** Parts of the real page that exist already (e.g. the role tabs of the notification lists). */
  children?: ReactNode;
}

/**
 * Stands in for a page whose feature is not built yet: the page's real title, a sentence saying the
 * screen is being built, and the way back (home, and the exhibit management top of the page's mode
 * for manage pages).
 */
export function ComingSoonPage({ route, children }: ComingSoonPageProps) {
  const { t } = useTranslation();
  const title = t(`routes.${route}`);
  useDocumentTitle(title);
  const { pathname } = useLocation();
  // The exhibit management top of the page's mode (reuse unless the path is a share one).
  const manageTop = (
    modeOfPath(pathname) === 'share' ? paths.shareExhibits : paths.reuseExhibits
  ).getHref();
  const showManage = !paths[route].anonymous && pathname !== manageTop;

  return (
    <section className="page coming-soon" aria-labelledby="coming-soon-heading">
      <h1 id="coming-soon-heading" className="page__title">
        {title}
      </h1>
      {children}
      <div className="coming-soon__body">
        <svg
          className="coming-soon__art"
          viewBox="0 0 64 64"
          width="64"
          height="64"
          fill="none"
          aria-hidden="true"
          focusable="false"
        >
          <rect x="6" y="14" width="52" height="38" rx="6" fill="none" strokeWidth="3" />
          <path d="M6 24h52" strokeWidth="3" />
          <path d="M20 36h24M20 44h14" strokeWidth="3" strokeLinecap="round" />
        </svg>
        <p className="coming-soon__lead">{t('comingSoon.lead')}</p>
        <p className="coming-soon__message">{t('comingSoon.message')}</p>
        <p className="page__actions">
          <Link to={paths.home.getHref()} className="button">
            {t('comingSoon.home')}
          </Link>
          {showManage && (
            <Link to={manageTop} className="button button--secondary">
              {t('comingSoon.manage')}
            </Link>
          )}
        </p>
      </div>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from './footer';
import { SiteBanners } from '../../components/site-banners';
import { Header } from './header';
import { useModeOfPath } from './mode';
import { SkipLink } from './skip-link';

/**
 * Public pages: header, content and footer (spec section 2, Layouts). The public share pages
 * (/share...) switch to the share theme; other public pages keep the current mode.
 */
export function DefaultLayout() {
  useModeOfPath(useLocation().pathname);
  return (
    <div className="layout">
      <SkipLink />
      <Header />
      <SiteBanners />
      <main id="main" className="main container" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

/** Shown while the first route's code loads, before any layout. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="state state--loading page-loading">
      {t('app.loading')}
    </p>
  );
}

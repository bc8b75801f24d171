import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { Footer } from './footer';
import { Header } from './header';
import { SkipLink } from './skip-link';

/** Public pages: header, content and footer (spec section 2, Layouts). */
export function DefaultLayout() {
  return (
    <div className="layout">
      <SkipLink />
      <Header />
      <main id="main" className="main container" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

/** Shown while the first route's code loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="state state--loading">
      {t('app.loading')}
    </p>
  );
}

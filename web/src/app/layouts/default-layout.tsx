import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { LanguageSwitch } from '../../components/language-switch';
import { paths } from '../../lib/paths';
import { currentYear } from '../../lib/time';

/** Header and footer around the page. Kept small: the full header and footer come later. */
export function DefaultLayout() {
  const { t } = useTranslation();

  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="header">
        <div className="header__inner container">
          <Link to={paths.home.getHref()} className="header__brand">
            {t('app.name')}
          </Link>
          <LanguageSwitch />
        </div>
      </header>
      <main id="main" className="main container" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="footer">
        <div className="footer__inner container">
          <small>{t('app.copyright', { year: currentYear() })}</small>
        </div>
      </footer>
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

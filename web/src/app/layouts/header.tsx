import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { LanguageSwitch } from '../../components/language-switch';
import { loadChunk } from '../../lib/chunk-reload';
import { allMessages } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import './header.css';

/**
 * The signed-in navigation (notification icons and panels, identity, menu) with its messages is a
 * chunk of its own: a visitor's first load of `/` carries none of it (issue 17, first-load budget).
 * It starts loading with the first render of a signed-in header, beside the route's own chunk.
 */
const SignedInNav = lazy(() =>
  loadChunk(() => Promise.all([import('./signed-in-nav'), allMessages()])).then(([module]) => ({
    default: module.SignedInNav,
  })),
);

/** The header's navigation is hidden on the login and sign-up screens (spec section 2, Header). */
function isNavHidden(pathname: string): boolean {
  return pathname === paths.login.path || `${pathname}/`.startsWith('/signup/');
}

/** The header of every layout: the brand, then the login button or the signed-in navigation. */
export function Header() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { pathname, search } = useLocation();

  let actions: ReactNode;
  if (isNavHidden(pathname)) actions = <LanguageSwitch />;
  else if (user === null)
    actions = (
      <>
        {/* After login (and a sign-up) the visitor comes back to the page they were on. */}
        <Link
          to={paths.login.getHref(
            pathname === paths.home.path ? undefined : `${pathname}${search}`,
          )}
          className="button header__login"
        >
          {t('header.login')}
        </Link>
        <LanguageSwitch />
      </>
    );
  else
    actions = (
      // Until the navigation arrives the header keeps its height; nothing below it moves.
      <Suspense fallback={null}>
        <SignedInNav />
      </Suspense>
    );

  return (
    <header className="header">
      <div className="header__inner container">
        <Link to={paths.home.getHref()} className="header__brand">
          {t('app.name')}
        </Link>
        <div className="header__actions">{actions}</div>
      </div>
    </header>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { CloseIcon } from '../../components/icons';
import { MenuIcon } from '../../components/signed-in-icons';
import { SiteBanners } from '../../components/site-banners';
import { Header } from './header';
import { useModeOfPath } from './mode';
import { ModeTabs } from './mode-tabs';
import { SideMenu } from './side-menu';
import { SkipLink } from './skip-link';
import { SuspensionBanner } from './suspension-banner';
import './manage-layout.css';

/**
 * /manage/** and /notification/**: header, mode tabs, side menu and content (spec section 2,
 * Layouts), with a suspended user's banner under the site's. The mode follows the path (share or
 * reuse, otherwise the last one) and sits on <body>. Below 768 px the side menu folds behind a
 * menu button; following a link folds it again.
 * Loaded lazily: it is not part of the first load of public pages.
 */
export function ManageLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const mode = useModeOfPath(location.pathname);
  // Remembered with the location it was opened at, so a navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;

  return (
    <div className="layout layout--manage">
      <SkipLink />
      <Header />
      <SiteBanners />
      <SuspensionBanner />
      <div className="manage container">
        <div className="manage__bar">
          <ModeTabs mode={mode} pathname={location.pathname} />
          <button
            type="button"
            className="button button--secondary manage__menu-button only-mobile"
            aria-expanded={menuOpen}
            aria-controls="side-menu"
            onClick={() => setMenuOpenAt(menuOpen ? null : location.key)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
            {menuOpen ? t('layout.sideMenu.close') : t('layout.sideMenu.open')}
          </button>
        </div>
        <div className="manage__body">
          <aside id="side-menu" className={menuOpen ? 'manage__side is-open' : 'manage__side'}>
            <SideMenu mode={mode} />
          </aside>
          <main id="main" className="manage__content" tabIndex={-1}>
            <Outlet />
          </main>
        </div>
      </div>
    </div>
  );
}

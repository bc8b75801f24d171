import { Outlet, useLocation } from 'react-router-dom';
import { SiteBanners } from '../../components/site-banners';
import { Header } from './header';
import { useModeOfPath } from './mode';
import { SkipLink } from './skip-link';
import './chat-layout.css';

/**
 * The chat routes (handover and receipt chats): the header and a chat area filling the rest of the
 * window, without footer (spec section 2, Layouts). Loaded lazily.
 */
export function ChatLayout() {
  const { pathname } = useLocation();
  useModeOfPath(pathname);

  return (
    <div className="layout layout--chat">
      <SkipLink />
      <Header />
      <SiteBanners />
      <main id="main" className="chat-layout__main container" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

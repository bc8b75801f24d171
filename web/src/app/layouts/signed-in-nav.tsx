import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { badgeText } from '../../components/badge-text';
import { CountBadge } from '../../components/count-badge';
import { ChatIcon, HeartIcon } from '../../components/icons';
import { BellIcon, MoreIcon, TodoIcon, UserIcon } from '../../components/signed-in-icons';
import { LanguageSwitch } from '../../components/language-switch';
import { NotificationPanel } from '../../features/notifications/components/notification-panel';
import {
  COUNTER_KINDS,
  totalOf,
  useCounters,
  type CounterKind,
} from '../../features/notifications/counters';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { afterLoadWhenIdle } from '../../lib/when-idle';

const ICONS: Record<CounterKind, (props: { className?: string }) => ReactNode> = {
  unread: ChatIcon,
  notice: BellIcon,
  todo: TodoIcon,
};

type PanelName = CounterKind | 'menu';

/**
 * Signed in: the three notification icons with their dropdown panels, the account and favorites
 * links, the 'exhibit' button and the language switch (on mobile the last four sit in a menu panel).
 * One panel is open at a time; a click outside the navigation, Escape or a navigation closes it.
 */
export function SignedInNav() {
  const { t } = useTranslation();
  const location = useLocation();
  const counts = useCounters();
  const baseId = useId();
  const navRef = useRef<HTMLElement>(null);
  // The panel is remembered with the location it was opened at, so navigating closes it.
  const [opened, setOpened] = useState<{ panel: PanelName; at: string } | null>(null);
  const open = opened?.at === location.key ? opened.panel : null;

  const toggle = (panel: PanelName) =>
    setOpened(open === panel ? null : { panel, at: location.key });

  useEffect(() => {
    if (open === null) return;
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Node && !navRef.current?.contains(event.target)) setOpened(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpened(null);
      // Focus goes back to the button of the panel that closes.
      navRef.current?.querySelector<HTMLButtonElement>(`button[data-panel="${open}"]`)?.focus();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  // The signed-in pages' loaders (app/signed-in-pages.tsx), so a first click to a manage page does
  // not wait for them. A failure here is left to that click, whose load reloads the page once.
  useEffect(() => {
    afterLoadWhenIdle(() => void import('../signed-in-pages').catch(() => undefined), 3000);
  }, []);

  const panelId = (panel: PanelName) => `${baseId}-${panel}`;

  return (
    <nav ref={navRef} className="header__nav" aria-label={t('header.navLabel')}>
      <ul className="header__list">
        {COUNTER_KINDS.map((kind) => {
          const Icon = ICONS[kind];
          const total = totalOf(counts, kind);
          const label = t(`header.panels.${kind}`);
          const text = badgeText(total);
          return (
            <li key={kind} className="header__item">
              <button
                type="button"
                className="header__icon-button"
                aria-label={text === null ? label : t('header.withCount', { label, n: text })}
                title={label}
                aria-expanded={open === kind}
                aria-controls={panelId(kind)}
                data-panel={kind}
                onClick={() => toggle(kind)}
              >
                <Icon />
                <CountBadge count={total} />
              </button>
              <NotificationPanel
                id={panelId(kind)}
                kind={kind}
                open={open === kind}
                counts={counts}
              />
            </li>
          );
        })}
        <li className="header__item hide-mobile">
          <Link
            to={paths.favorite.getHref()}
            className="header__icon-button"
            title={t('header.favorites')}
          >
            <HeartIcon />
            <span className="visually-hidden">{t('header.favorites')}</span>
          </Link>
        </li>
        <li className="header__item">
          <CurrentIdentity />
        </li>
        <li className="header__item hide-mobile">
          <Link
            to={paths.account.getHref()}
            className="header__icon-button"
            title={t('header.account')}
          >
            <UserIcon />
            <span className="visually-hidden">{t('header.account')}</span>
          </Link>
        </li>
        <li className="header__item header__item--spaced hide-mobile">
          <Link to={paths.reuseExhibits.getHref()} className="button header__exhibit">
            {t('header.exhibit')}
          </Link>
        </li>
        <li className="header__item header__item--spaced hide-mobile">
          <LanguageSwitch />
        </li>
        <li className="header__item only-mobile">
          <button
            type="button"
            className="header__icon-button"
            aria-label={t('header.menu')}
            title={t('header.menu')}
            aria-expanded={open === 'menu'}
            aria-controls={panelId('menu')}
            data-panel="menu"
            onClick={() => toggle('menu')}
          >
            <MoreIcon />
          </button>
          <div id={panelId('menu')} className="navbox header__menu" hidden={open !== 'menu'}>
            <ul className="header__menu-list">
              <li>
                <Link to={paths.account.getHref()} className="header__menu-link">
                  <UserIcon />
                  {t('header.account')}
                </Link>
              </li>
              <li>
                <Link to={paths.favorite.getHref()} className="header__menu-link">
                  <HeartIcon />
                  {t('header.favorites')}
                </Link>
              </li>
              <li>
                <Link to={paths.reuseExhibits.getHref()} className="button header__menu-exhibit">
                  {t('header.exhibit')}
                </Link>
              </li>
              <li className="header__menu-language">
                <LanguageSwitch />
              </li>
            </ul>
          </div>
        </li>
      </ul>
    </nav>
  );
}

/**
 * Who the user acts as now (spec section 3: the selected group, else the user): the group's name
 * from the profile, or the user's own name. Follows the session, so it changes with the `group`
 * claim of the ID token.
 */
function CurrentIdentity() {
  const { t } = useTranslation();
  const { user, group, profile } = useSession();
  const groupName =
    group === null ? null : (profile?.groups.find((g) => g.id === group)?.name ?? null);
  const name =
    group === null ? (profile?.user.name ?? user?.displayName ?? user?.email ?? '') : groupName;
  return (
    <Link
      to={group === null ? paths.account.getHref() : paths.group.getHref()}
      className={group === null ? 'header__identity' : 'header__identity header__identity--group'}
      aria-label={
        group === null
          ? t('header.identity.self', { name })
          : t('header.identity.group', { name: name ?? group })
      }
    >
      <span className="header__identity-kind" aria-hidden="true">
        {group === null ? t('header.identity.selfShort') : t('header.identity.groupShort')}
      </span>
      {/* A space, so the visible label reads "Me Hanako" as the name begins (WCAG 2.5.3). */}{' '}
      <span className="header__identity-name" aria-hidden="true" translate="no">
        {name ?? group}
      </span>
    </Link>
  );
}

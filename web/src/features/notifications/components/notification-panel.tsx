import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { loadChunk } from '../../../lib/chunk-reload';
import { paths } from '../../../lib/paths';
import { COUNTER_ROLES, type CounterKind, type CounterRole, type Counters } from '../counters';
import './notification-panel.css';

// The rows (with the date code and the API calls) load when a panel first opens.
const PanelRows = lazy(() => loadChunk(() => import('./panel-rows')));

const SHOW_ALL: Record<CounterKind, (role: CounterRole) => string> = {
  todo: (role) => paths.notificationTodo.getHref(role),
  notice: (role) => paths.notificationNotice.getHref(role),
  unread: (role) => paths.notificationUnread.getHref(role),
};

export interface NotificationPanelProps {
  /** The element id the header's icon button points at (aria-controls). */
  id: string;
  kind: CounterKind;
  open: boolean;
  counts: Counters;
}

/**
 * A header dropdown (To-do, Notices or Unread chats, spec section 2, Header): Owner and Customer tabs,
 * a red dot on a tab whose count is above 0, the rows and a 'show all' link to the full list of the
 * selected tab. The rows (`panel-rows.tsx`: 5 per page, confirming notices on close, group-change
 * prompt, cancelled exhibits) load the first time the panel opens and stay mounted after.
 */
export function NotificationPanel({ id, kind, open, counts }: NotificationPanelProps) {
  const { t } = useTranslation();
  const [role, setRole] = useState<CounterRole>('owner');
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<CounterRole, HTMLButtonElement | null>>>({});
  const tabId = (r: CounterRole) => `${baseId}-tab-${r}`;
  const tabPanelId = `${baseId}-tabpanel`;
  const title = t(`header.panels.${kind}`);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  // Arrow keys move between the tabs (WAI-ARIA tabs pattern, automatic activation).
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = COUNTER_ROLES.indexOf(role);
    const step = {
      ArrowRight: 1,
      ArrowLeft: -1,
      Home: -index,
      End: COUNTER_ROLES.length - 1 - index,
    }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = COUNTER_ROLES[(index + step + COUNTER_ROLES.length) % COUNTER_ROLES.length];
    if (!next) return;
    setRole(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div id={id} className="navbox" hidden={!open} role="region" aria-label={title}>
      <p className="navbox__title" aria-hidden="true">
        {title}
      </p>
      <div role="tablist" aria-label={t('notifications.roles.label')} className="navbox__tabs">
        {COUNTER_ROLES.map((r) => {
          const pending = counts[r][kind] > 0;
          return (
            <button
              key={r}
              ref={(element) => {
                tabRefs.current[r] = element;
              }}
              id={tabId(r)}
              type="button"
              role="tab"
              aria-selected={r === role}
              aria-controls={tabPanelId}
              tabIndex={r === role ? 0 : -1}
              className="navbox__tab"
              onClick={() => setRole(r)}
              onKeyDown={onTabKeyDown}
            >
              {t(`notifications.roles.${r}`)}
              {pending && (
                <>
                  <span className="navbox__dot" aria-hidden="true" />
                  <span className="visually-hidden">{t('notifications.pending')}</span>
                </>
              )}
            </button>
          );
        })}
      </div>
      <div id={tabPanelId} role="tabpanel" aria-labelledby={tabId(role)} className="navbox__body">
        {opened && (
          <Suspense
            fallback={
              <p role="status" className="navbox__empty">
                {t('notifications.loading')}
              </p>
            }
          >
            <PanelRows kind={kind} role={role} open={open} />
          </Suspense>
        )}
      </div>
      <div className="navbox__footer">
        <Link to={SHOW_ALL[kind](role)} className="navbox__show-all">
          {t('notifications.showAll')}
        </Link>
      </div>
    </div>
  );
}

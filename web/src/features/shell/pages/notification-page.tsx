import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { paths, type ChatRole } from '../../../lib/paths';
import { ComingSoonPage } from './coming-soon-page';

type NotificationKind = 'todo' | 'notice' | 'unread';

const ROUTE = {
  todo: 'notificationTodo',
  notice: 'notificationNotice',
  unread: 'notificationUnread',
} as const;

const ROLES: readonly ChatRole[] = ['owner', 'customer'];

/**
 * /notification/todo|notice|unread?role=owner|customer (the router turns any other role into 404;
 * none means owner). The role links are real; the list itself comes with the trades issue.
 */
export function NotificationPage({ kind }: { kind: NotificationKind }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const role: ChatRole = params.get('role') === 'customer' ? 'customer' : 'owner';
  const route = paths[ROUTE[kind]];

  return (
    <ComingSoonPage route={ROUTE[kind]}>
      <nav className="notification-roles" aria-label={t('notifications.roles.label')}>
        <ul className="notification-roles__list">
          {ROLES.map((r) => (
            <li key={r}>
              <Link
                to={route.getHref(r)}
                className="notification-roles__link"
                aria-current={r === role ? 'page' : undefined}
              >
                {t(`notifications.roles.${r}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </ComingSoonPage>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { Page } from '../../../components/page';
import { useConfirmNotice } from '../api/confirm-notice';
import { RowList } from '../components/row-list';
import { COUNTER_ROLES, type CounterKind, type CounterRole } from '../counters';
import type { RowView } from '../row-view';
import { useRows } from '../use-rows';
import '../components/notification-row.css';
import './notification-page.css';
import { ViewLinks } from '../../../components/view-links';

/** The notification pages list 20 rows per page. */
export const PAGE_SIZE = 20;

const ROUTE = {
  todo: 'notificationTodo',
  notice: 'notificationNotice',
  unread: 'notificationUnread',
} as const;

/**
 * /notification/todo|notice|unread?role=owner|customer (the router turns any other role into 404;
 * none means owner): every row of that kind and role over all the user's identities, 20 per page,
 * rendered and behaving like the header panels' rows; an unconfirmed notice has a 'confirm' button.
 */
export function NotificationPage({ kind }: { kind: CounterKind }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const role: CounterRole = params.get('role') === 'customer' ? 'customer' : 'owner';
  const route = paths[ROUTE[kind]];
  const title = t(`routes.${ROUTE[kind]}`);
  const headingId = useId();

  return (
    <Page headingId={headingId} title={title} className="notification-page">
      <ViewLinks
        label={t('notifications.roles.label')}
        current={role}
        links={COUNTER_ROLES.map((r) => ({
          key: r,
          href: route.getHref(r),
          label: t(`notifications.roles.${r}`),
        }))}
      />
      {/* A new role starts again at the first page. */}
      <NotificationList key={`${kind}-${role}`} kind={kind} role={role} />
    </Page>
  );
}

function NotificationList({ kind, role }: { kind: CounterKind; role: CounterRole }) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const [failed, setFailed] = useState(false);
  const result = useRows(kind, role, PAGE_SIZE, offset);
  const confirmation = useConfirmNotice();
  // Until the rows have followed a confirmation, no other one starts.
  const locked = confirmation.isPending || result.fetching === true;

  const confirm = (id: string) => {
    setFailed(false);
    void confirmation.run(id, {
      onError: (error) => {
        console.error(error);
        setFailed(true);
      },
    });
  };

  const actions = (view: RowView) =>
    view.notice && !view.notice.confirmed ? (
      <button
        type="button"
        className="button button--secondary button--small notification-page__confirm"
        disabled={locked}
        aria-label={t('notifications.confirmRow', { title: view.exhibitTitle })}
        onClick={() => confirm(view.notice?.id ?? '')}
      >
        {t('notifications.confirm')}
      </button>
    ) : null;

  return (
    <div className="notification-page__list">
      {failed && (
        <p role="alert" className="notification-page__error">
          {t('notifications.confirmFailed')}
        </p>
      )}
      <RowList
        kind={kind}
        result={result}
        offset={offset}
        limit={PAGE_SIZE}
        onOffsetChange={setOffset}
        actions={actions}
        messageClassName="notification-page__message"
      />
    </div>
  );
}

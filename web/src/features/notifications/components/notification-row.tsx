import { TODO_KINDS, type ReservationTodoKind, type TodoKind } from '@campus/model/contact-types';
import { NOTICE_KINDS, type NoticeKind } from '@campus/model/notice-types';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useConfirmedAction } from '../../../components/confirmed-action';
import { ConfirmedActionDialog } from '../../../components/confirmed-action-dialog';
import { useSelectGroup } from '../../../lib/global-errors';
import { useSession } from '../../../lib/session';
import { formatDateTime } from '../../../lib/time';
import { currentAccountId, type RowView } from '../row-view';
import './notification-row.css';

// The kinds of the trades, share mode (reservations, device qualifications, outages and problems,
// the waitlist, assisted sessions), the moderators, wanted posts, saved searches and lotteries, which this row labels;
// any other reads as unknown.
const SHARE_TODO_KINDS = [
  'approve_reservation',
  'train_user',
  'resolve_problem',
  'waitlist_offer',
  'approve_budget',
  'assist_reservation',
  'report_usage',
  'confirm_report',
] as const satisfies readonly ReservationTodoKind[];
const LABELLED_TODO_KINDS: readonly string[] = [
  ...TODO_KINDS.owner,
  ...TODO_KINDS.customer,
  ...SHARE_TODO_KINDS,
];
// Every notice kind of the model has its words (the keys are typed by NoticeKind); a kind this
// app does not know yet (a newer server) reads as unknown.
const isNoticeKind = (kind: string): kind is NoticeKind =>
  (NOTICE_KINDS as readonly string[]).includes(kind);

/**
 * What the row says happened (the kind, with the favorite's or commenter's name when known, and a
 * saved search's count of new exhibits).
 */
function useKindLabel(view: RowView): string {
  const { t } = useTranslation();
  if (view.list === 'unread') return t('notifications.kinds.unread');
  if (view.list === 'todo' && LABELLED_TODO_KINDS.includes(view.kind))
    return t(
      `notifications.kinds.todo.${view.kind as TodoKind | (typeof SHARE_TODO_KINDS)[number]}`,
    );
  if (view.list === 'notice' && isNoticeKind(view.kind)) {
    const { kind } = view;
    const count = view.savedSearch?.count;
    return view.name
      ? t(`notifications.kinds.notice.${kind}_named`, { name: view.name, count })
      : t(`notifications.kinds.notice.${kind}`, { count });
  }
  return t('notifications.kinds.unknown');
}

function formatTime(value: string): string {
  try {
    return formatDateTime(value);
  } catch {
    return '';
  }
}

/** A moderation notice's end of a suspension and the moderators' reason, a line each. */
function ModerationDetail({ reason, until }: { reason: string; until: string | null }) {
  const { t } = useTranslation();
  const end = until === null ? '' : formatTime(until);
  return (
    <>
      {end !== '' && (
        <span className="notification-row__detail">
          {t('notifications.suspendedUntil', { until: end })}
        </span>
      )}
      <ReasonLine reason={reason} />
    </>
  );
}

/** Why (the moderators', an outage's), in the writer's own words; nothing when empty. */
function ReasonLine({ reason }: { reason: string }) {
  const { t } = useTranslation();
  if (reason === '') return null;
  return (
    <span className="notification-row__detail" translate="no">
      {t('notifications.moderationReason', { reason })}
    </span>
  );
}

/** An outage's cancellation: the cancelled booking's time (Tokyo) and the outage's reason. */
function BookingDetail({ start, end, reason }: { start: string; end: string; reason: string }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="notification-row__detail">
        {t('notifications.outageBooking', { start: formatTime(start), end: formatTime(end) })}
      </span>
      <ReasonLine reason={reason} />
    </>
  );
}

/** A wanted notice's post (and an offer's message), a saved search's name: a line each. */
function NoticeSubject({ view }: { view: RowView }) {
  const { t } = useTranslation();
  return (
    <>
      {view.wanted && view.wanted.title !== '' && (
        <span className="notification-row__detail" translate="no">
          {t('notifications.wantedPost', { title: view.wanted.title })}
        </span>
      )}
      {view.wanted && view.wanted.message !== '' && (
        <span className="notification-row__detail" translate="no">
          {t('notifications.offerMessage', { message: view.wanted.message })}
        </span>
      )}
      {view.savedSearch && view.savedSearch.name !== '' && (
        <span className="notification-row__detail" translate="no">
          {t('notifications.savedSearchName', { name: view.savedSearch.name })}
        </span>
      )}
    </>
  );
}

export interface NotificationRowProps {
  view: RowView;
  /** Rendered after the link (e.g. the notification page's 'confirm' button). */
  actions?: ReactNode;
  /** Called once the row is followed (after a confirmed group switch too). */
  onFollow?: () => void;
}

/**
 * One to-do, notice or unread chat: its kind in words, the exhibit title and the time (Asia/Tokyo),
 * linking to the chat or the exhibit. A row of another identity than the acting one first asks to
 * switch the acting group (spec section 2, Header); a row whose exhibit was cancelled is disabled.
 */
export function NotificationRow({ view, actions, onFollow }: NotificationRowProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, group, profile } = useSession();
  const label = useKindLabel(view);

  const uid = user?.uid ?? null;
  const current = currentAccountId(uid, group);
  // The user's own rows carry their uid (their profile's account id, if it differs, is theirs too).
  const isSelf = view.accountId === uid || view.accountId === profile?.accountId;
  const isCurrent =
    view.accountId === '' || view.accountId === current || (group === null && isSelf);
  const groupName = profile?.groups.find((g) => g.id === view.accountId)?.name ?? view.accountId;

  const className = [
    'notification-row',
    view.notice && !view.notice.confirmed ? 'notification-row--new' : '',
    view.notice?.confirmed ? 'notification-row--confirmed' : '',
    view.cancelled ? 'notification-row--cancelled' : '',
  ]
    .filter(Boolean)
    .join(' ');

  const content = (
    <>
      <span className="notification-row__kind">
        {view.notice && !view.notice.confirmed && (
          <span className="notification-row__new">{t('notifications.unconfirmed')}</span>
        )}
        {view.notice?.confirmed && (
          <span className="notification-row__confirmed">{t('notifications.confirmed')}</span>
        )}
        {label}
      </span>
      {/* Exhibit titles are the users' own words: never translated. */}
      <span className="notification-row__title" translate="no">
        {view.exhibitTitle}
      </span>
      {view.moderation && <ModerationDetail {...view.moderation} />}
      {view.booking && <BookingDetail {...view.booking} />}
      <NoticeSubject view={view} />
      {view.at && (
        <time className="notification-row__time" dateTime={view.at}>
          {formatTime(view.at)}
        </time>
      )}
      {view.cancelled && (
        <span className="notification-row__cancelled">{t('notifications.cancelled')}</span>
      )}
    </>
  );

  // Follows the row as the row's identity: the user themself (individual) or the row's group.
  const selectGroup = useSelectGroup();
  const switchAndOpen = useConfirmedAction(
    () => selectGroup(isSelf ? null : view.accountId),
    async () => {
      onFollow?.();
      await navigate(view.href);
    },
  );

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isCurrent) {
      switchAndOpen.clearFailure();
      onFollow?.();
      return;
    }
    event.preventDefault();
    switchAndOpen.ask();
  };

  return (
    <li className={className}>
      {view.cancelled ? (
        <a role="link" aria-disabled="true" className="notification-row__link">
          {content}
        </a>
      ) : (
        <Link to={view.href} className="notification-row__link" onClick={onClick}>
          {content}
        </Link>
      )}
      {actions}
      <ConfirmedActionDialog
        action={switchAndOpen}
        title={t('notifications.switchGroup.title')}
        confirmLabel={t('notifications.switchGroup.confirm')}
      >
        {isSelf
          ? t('notifications.switchGroup.toSelf')
          : t('notifications.switchGroup.toGroup', { name: groupName })}
      </ConfirmedActionDialog>
    </li>
  );
}

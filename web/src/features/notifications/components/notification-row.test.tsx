import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import type { Language } from '../../../lib/i18n';
import { setUpPageTests } from '../../../testing/page-test';
import { renderInRouter } from '../../../testing/test-utils';
import type { NoticeRow, TodoRow } from '../api/types';
import { toRowView } from '../row-view';
import { AT_TOKYO, notice, todo } from '../testing-rows';
import { NotificationRow } from './notification-row';

setUpPageTests({ signedIn: true });

/** Renders one row and returns its link. */
async function renderRow(view: ReturnType<typeof toRowView>, language: Language) {
  await renderInRouter(
    <ul>
      <NotificationRow view={view} />
    </ul>,
    { language },
  );
  return screen.getByRole('link');
}

const renderNotice = (overrides: Partial<NoticeRow>, language: Language = 'ja') =>
  renderRow(toRowView('notice', notice(1, overrides)), language);

/** A to-do about the device dev-1 (not a contact). */
const renderTodo = (overrides: Partial<TodoRow>, language: Language = 'ja') =>
  renderRow(
    toRowView('todo', todo(1, { contactId: '', exhibitId: 'dev-1', ...overrides })),
    language,
  );

describe('NotificationRow of a moderation notice', () => {
  it.each([
    ['report_actioned', '通報した内容にモデレーターが対応しました'],
    ['report_dismissed', '通報を確認しましたが、対応は不要と判断しました'],
    ['exhibit_unpublished', '出品がモデレーターにより非公開になりました'],
    ['content_hidden', '投稿がモデレーターにより非表示になりました'],
    ['account_suspended', 'アカウントが一時停止されました'],
  ] as const)('words %s as "%s"', async (kind, words) => {
    const link = await renderNotice({
      kind,
      moderation: { reason: '', until: null, targetKind: 'exhibit' },
    });
    expect(link).toHaveTextContent(words);
    expect(link).not.toHaveTextContent(ja.notifications.kinds.unknown);
  });

  it("shows the moderators' reason and leads to the owner's page of the exhibit", async () => {
    const link = await renderNotice({
      kind: 'exhibit_unpublished',
      exhibitTitle: '木製の机',
      moderation: { reason: '禁止されている物品です', until: null, targetKind: 'exhibit' },
    });
    expect(link).toHaveTextContent('木製の机');
    expect(link).toHaveTextContent('理由: 禁止されている物品です');
    expect(link).toHaveTextContent(AT_TOKYO);
    expect(link).toHaveAttribute('href', '/manage/exhibit/reuse/ex-1');
  });

  it('shows until when a suspension lasts (Tokyo time) and leads to the account', async () => {
    const link = await renderNotice({
      kind: 'account_suspended',
      exhibitId: '',
      exhibitTitle: '',
      moderation: {
        reason: '迷惑行為',
        until: '2024-04-07T15:00:00.000Z',
        targetKind: 'account',
      },
    });
    expect(link).toHaveTextContent('2024/04/08 00:00:00 まで');
    expect(link).toHaveTextContent('理由: 迷惑行為');
    expect(link).toHaveAttribute('href', '/manage/account');
  });

  it('in English', async () => {
    const link = await renderNotice(
      {
        kind: 'content_hidden',
        moderation: { reason: 'Insults', until: null, targetKind: 'comment' },
      },
      'en',
    );
    expect(link).toHaveTextContent(en.notifications.kinds.notice.content_hidden);
    expect(link).toHaveTextContent('Reason: Insults');
    expect(link).toHaveAttribute('href', '/exhibits/ex-1');
  });
});

describe('NotificationRow of a wanted, saved-search or lottery notice', () => {
  it.each([
    ['wanted_matched', '「ほしい」に合う出品がありました', '/exhibits/ex-1'],
    ['wanted_offered', '「ほしい」に出品の提案がありました', '/exhibits/ex-1'],
    ['application_won', '抽選に当たりました', '/exhibits/ex-1'],
    ['application_lost', '抽選に外れました', '/exhibits/ex-1'],
  ] as const)('words %s as "%s" and leads to the exhibit', async (kind, words, href) => {
    const link = await renderNotice({ kind, exhibitTitle: '木製の本棚' });
    expect(link).toHaveTextContent(words);
    expect(link).toHaveTextContent('木製の本棚');
    expect(link).not.toHaveTextContent(ja.notifications.kinds.unknown);
    expect(link).toHaveAttribute('href', href);
  });

  it("names the wanted post and shows the offer's message", async () => {
    const link = await renderNotice({
      kind: 'wanted_offered',
      wanted: { id: 'w1', title: 'スチールの本棚', message: '少し古いですが使えます。' },
    });
    expect(link).toHaveTextContent('ほしい：スチールの本棚');
    expect(link).toHaveTextContent('メッセージ：少し古いですが使えます。');
  });

  it('counts the new exhibits of a saved search and leads to the home page searching it', async () => {
    const link = await renderNotice({
      kind: 'saved_search_matched',
      exhibitTitle: '事務机',
      savedSearch: {
        id: 's1',
        name: '机と椅子',
        query: { keywords: ['机'], kind: null, areas: [], tags: ['desk'], inStock: false },
        count: 3,
      },
    });
    expect(link).toHaveTextContent('保存した検索条件に新着が3件あります');
    expect(link).toHaveTextContent('検索条件：机と椅子');
    expect(link).toHaveAttribute('href', '/?keywords=%E6%9C%BA&tag=desk');
  });

  it('in English', async () => {
    const link = await renderNotice(
      {
        kind: 'saved_search_matched',
        savedSearch: {
          id: 's1',
          name: 'Desks',
          query: { keywords: [], kind: null, areas: [], tags: [], inStock: false },
          count: 12,
        },
      },
      'en',
    );
    expect(link).toHaveTextContent('New exhibits for your saved search: 12');
    expect(link).toHaveTextContent('Saved search: Desks');
    expect(link).toHaveAttribute('href', '/');
  });

  it('words a lottery result in English', async () => {
    const link = await renderNotice({ kind: 'application_lost' }, 'en');
    expect(link).toHaveTextContent(en.notifications.kinds.notice.application_lost);
  });
});

describe('NotificationRow of share mode', () => {
  it.each([
    ['qualification_granted', '機器の利用資格が付与されました'],
    ['qualification_revoked', '機器の利用資格が取り消されました'],
    ['qualification_lapsing', '利用しないと機器の利用資格がまもなく失効します'],
    ['reservation_approved', '予約が承認されました'],
    ['reservation_outage_cancelled', 'メンテナンスのため予約が取り消されました'],
    ['device_shut_down', '予約した機器が利用停止になりました'],
    ['device_restored', '予約した機器が利用可能に戻りました'],
    ['reservation_released', 'チェックインがなかったため予約が解放されました'],
  ] as const)('words %s as "%s" and names the device', async (kind, words) => {
    const link = await renderNotice({
      kind,
      role: 'customer',
      exhibitId: 'dev-1',
      exhibitTitle: '共焦点顕微鏡',
    });
    expect(link).toHaveTextContent(words);
    expect(link).toHaveTextContent('共焦点顕微鏡');
    expect(link).not.toHaveTextContent(ja.notifications.kinds.unknown);
  });

  it('a qualification notice leads to the device, in English too', async () => {
    const link = await renderNotice(
      { kind: 'qualification_lapsing', role: 'customer', exhibitId: 'dev-1' },
      'en',
    );
    expect(link).toHaveTextContent(en.notifications.kinds.notice.qualification_lapsing);
    expect(link).toHaveAttribute('href', '/share/dev-1');
  });

  it.each([
    'reservation_outage_cancelled',
    'device_shut_down',
    'device_restored',
    'budget_approved',
    'budget_rejected',
    'assistance_accepted',
    'assistance_declined',
  ] as const)(
    "a %s notice is worded and leads to the user's reservations, in English too",
    async (kind) => {
      const link = await renderNotice(
        { kind, role: 'customer', exhibitId: 'dev-1', reservationId: 'r1' },
        'en',
      );
      expect(link).toHaveTextContent(en.notifications.kinds.notice[kind]);
      expect(link).not.toHaveTextContent(en.notifications.kinds.unknown);
      expect(link).toHaveAttribute('href', '/manage/user/reservations');
    },
  );

  it.each([
    ['ja', '予約：2030/05/13 00:30:00 – 2030/05/13 01:30:00', '理由: 年次点検'],
    ['en', 'Booking: 2030/05/13 00:30:00 – 2030/05/13 01:30:00', 'Reason: 年次点検'],
  ] as const)(
    "an outage's cancellation names the booking (Tokyo) and the reason, and leads to its week of the device (%s)",
    async (language, booking, reason) => {
      const link = await renderNotice(
        {
          kind: 'reservation_outage_cancelled',
          role: 'customer',
          exhibitId: 'dev-1',
          reservationId: 'r1',
          // Monday 00:30 in Tokyo, still Sunday in UTC.
          reservation: {
            start: '2030-05-12T15:30:00.000Z',
            end: '2030-05-12T16:30:00.000Z',
            reason: '年次点検',
          },
        },
        language,
      );
      expect(link).toHaveTextContent(booking);
      expect(link).toHaveTextContent(reason);
      expect(link).toHaveAttribute('href', '/share/dev-1?week=2030-05-13');
    },
  );

  it.each([
    ['train_user', '研修の依頼があります', '/manage/lender/devices/dev-1/qualifications'],
    ['resolve_problem', '機器の不具合が報告されました', '/manage/lender/devices/dev-1/facility'],
    [
      'approve_reservation',
      '予約の承認をお願いします',
      '/manage/lender/reservations?reservation=r1',
    ],
  ] as const)("words the lender's %s to-do and leads to %s", async (kind, words, href) => {
    const link = await renderTodo({
      kind,
      reservationId: kind === 'approve_reservation' ? 'r1' : null,
    });
    expect(link).toHaveTextContent(words);
    expect(link).toHaveAttribute('href', href);
  });

  it("words the budget holder's approve_budget to-do and leads to their budget reviews", async () => {
    const link = await renderTodo({ kind: 'approve_budget', side: 'owner', reservationId: 'r1' });
    expect(link).toHaveTextContent(ja.notifications.kinds.todo.approve_budget);
    expect(link).not.toHaveTextContent(ja.notifications.kinds.unknown);
    expect(link).toHaveAttribute('href', '/manage/user/budget-reviews');
  });

  it("words the staff's assist_reservation to-do and leads to their assisted sessions", async () => {
    const link = await renderTodo({
      kind: 'assist_reservation',
      side: 'owner',
      reservationId: 'r1',
    });
    expect(link).toHaveTextContent(ja.notifications.kinds.todo.assist_reservation);
    expect(link).not.toHaveTextContent(ja.notifications.kinds.unknown);
    expect(link).toHaveAttribute('href', '/manage/lender/staff');
  });

  it("words the user's waitlist_offer to-do and leads to their reservations", async () => {
    const link = await renderTodo({
      kind: 'waitlist_offer',
      side: 'customer',
      reservationId: null,
    });
    expect(link).toHaveTextContent(ja.notifications.kinds.todo.waitlist_offer);
    expect(link).not.toHaveTextContent(ja.notifications.kinds.unknown);
    expect(link).toHaveAttribute('href', '/manage/user/reservations');
  });
});

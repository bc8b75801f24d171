import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import { apiError, stubApi, type StubAnswer } from '../../../testing/api-stub';
import { detail } from '../../../testing/exhibit-fixtures';
import { renderApp, signIn, fill, findToast } from '../../../testing/test-utils';
import type { ChatMessage, Contact } from '../api/contact-types';
import { proposedReturnDue } from '../components/steps';
import { POLL_INTERVAL_MS } from '../components/use-chat';
import { contactFixture, messageFixture } from '../testing/fixtures';
import { setUpPageTests } from '../../../testing/page-test';

vi.mock('../../../lib/firebase-loader', () => import('../../../testing/firebase-never-loads'));

const s = ja.contacts.steps;
const ch = ja.contacts.chat;
const OWNER_CHAT = '/manage/exhibit/contact/chat/c1';
const CUSTOMER_CHAT = '/manage/receipt/contact/chat/c1';

setUpPageTests({ quietWarnings: true });

const MESSAGES: ChatMessage[] = [
  messageFixture({ id: 'm1', side: 'customer', body: '受け取りに伺えます。' }),
  messageFixture({ id: 'm2', side: 'owner', body: '明日はいかがですか。' }),
  messageFixture({ id: 'm3', side: null, kind: 'system', body: 'reply' }),
];

function chatApi(
  contact: Contact | Contact[],
  extra: Record<string, StubAnswer | StubAnswer[]> = {},
  messages: ChatMessage[] | ChatMessage[][] = MESSAGES,
) {
  const contacts = Array.isArray(contact) ? contact : [contact];
  const pages = (Array.isArray(messages[0]) ? messages : [messages]) as ChatMessage[][];
  return stubApi({
    'GET /home/contacts/c1': contacts.map((c) => ({ body: { contact: c } })),
    'GET /home/contacts/c1/messages': pages.map((list) => ({
      body: { messages: list, total: list.length },
    })),
    'POST /home/contacts/c1/read': { status: 204 },
    'GET /exhibits/ex-1': { body: { exhibit: detail() } },
    ...extra,
  });
}

const opened = () => screen.findByRole('heading', { level: 2, name: ch.summary });
const steps = () => screen.getByRole('region', { name: s.heading });
/** The names of the buttons in `element`, in order. */
const buttonNames = (element: HTMLElement) =>
  within(element)
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('Chat page', () => {
  it('shows the trade, the messages by side and the system messages, and marks the chat read', async () => {
    signIn();
    const { calls } = chatApi(
      contactFixture({ side: 'owner', pickupAt: '2024-04-05T05:00:00.000Z' }),
    );

    await renderApp(OWNER_CHAT);
    await opened();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('譲渡チャット: 木製の机');
    const summary = screen.getByRole('region', { name: ch.summary });
    expect(within(summary).getByRole('link', { name: '木製の机' })).toHaveAttribute(
      'href',
      '/exhibits/ex-1',
    );
    expect(summary).toHaveTextContent('材料力学 数量 2 / 受け渡し済み 0');
    expect(summary).toHaveTextContent('工学部1号館 203');
    expect(summary).toHaveTextContent('鈴木 次郎');
    expect(summary).toHaveTextContent('2024/04/05 14:00:00');
    // The owner's partner is the customer: their account card, where they can be blocked.
    expect(within(summary).getByRole('link', { name: ch.partnerLink })).toHaveAttribute(
      'href',
      '/manage/account/acc-u1',
    );

    const mine = (await screen.findByText('明日はいかがですか。')).closest('li');
    const theirs = screen.getByText('受け取りに伺えます。').closest('li');
    expect(mine).toHaveClass('chat-message--mine');
    expect(theirs).toHaveClass('chat-message--theirs');
    expect(screen.getByText(ja.contacts.system.reply).closest('li')).toHaveClass(
      'chat-message--system',
    );
    await waitFor(() => expect(calls('POST /home/contacts/c1/read')).toHaveLength(1));
  });

  it('offers the owner pick-up and decline while negotiating, not the customer steps', async () => {
    signIn();
    chatApi(contactFixture({ side: 'owner', status: 'open' }));
    await renderApp(OWNER_CHAT);
    await opened();

    const region = steps();
    expect(within(region).getByRole('button', { name: s.confirmPickup })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: s.decline })).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: s.withdraw })).toBeNull();
    expect(within(region).queryByRole('button', { name: s.handover })).toBeNull();
    expect(within(region).queryByRole('button', { name: s.evaluate })).toBeNull();
  });

  it('offers the customer only withdrawing while waiting, and nothing once pick-up is set', async () => {
    signIn();
    chatApi(contactFixture({ side: 'customer', status: 'waiting' }));
    const { unmount } = await renderApp(CUSTOMER_CHAT);
    await opened();
    // The customer's partner is the owner (a user's or a group's account: the id the trade names).
    expect(screen.getByRole('link', { name: ch.partnerLink })).toHaveAttribute(
      'href',
      '/manage/account/owner-1',
    );

    expect(
      within(steps())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([s.withdraw]);
    expect(screen.queryByRole('link', { name: ch.calendar })).toBeNull();
    unmount();

    chatApi(contactFixture({ side: 'customer', status: 'waitpickup', view: 'pickup' }));
    await renderApp(CUSTOMER_CHAT);
    await opened();
    expect(within(steps()).queryAllByRole('button')).toHaveLength(0);
    expect(steps()).toHaveTextContent(s.none);
    expect(screen.getByRole('link', { name: ch.calendar })).toBeInTheDocument();
  });

  it('confirms the pick-up inside the pick-up period, in Japan time, and reloads the contact', async () => {
    signIn();
    const { calls } = chatApi(
      [
        contactFixture({ side: 'owner', status: 'open' }),
        contactFixture({
          side: 'owner',
          status: 'waitpickup',
          view: 'pickup',
          pickupAt: '2024-04-05T05:00:00.000Z',
        }),
      ],
      {
        'POST /home/contacts/c1/confirm-pickup': {
          body: { contact: contactFixture({ status: 'waitpickup' }) },
        },
      },
    );
    const user = userEvent.setup();
    await renderApp(OWNER_CHAT);
    await opened();

    await user.click(within(steps()).getByRole('button', { name: s.confirmPickup }));
    const dialog = screen.getByRole('dialog', { name: s.confirmPickupTitle });
    const input = within(dialog).getByLabelText(s.pickupAt);
    expect(
      await within(dialog).findByText('受け渡し期間：2024/04/01 10:00:00 〜 2024/04/10 18:00:00'),
    ).toBeInTheDocument();

    await user.type(input, '2024-04-11T10:00');
    await user.click(within(dialog).getByRole('button', { name: ja.dialog.ok }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(s.pickupOutOfPeriod);
    expect(calls('POST /home/contacts/c1/confirm-pickup')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '2024-04-05T14:00');
    await user.click(within(dialog).getByRole('button', { name: ja.dialog.ok }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('POST /home/contacts/c1/confirm-pickup')[0]?.body).toEqual({
      pickupAt: '2024-04-05T14:00:00+09:00',
    });
    expect(await within(steps()).findByRole('button', { name: s.handover })).toBeInTheDocument();
    expect(calls('GET /home/contacts/c1')).toHaveLength(2);
    expect(await findToast(s.done)).toBeInTheDocument();
  });

  it('hands over the counts per item (at most what is still owed) and reloads', async () => {
    signIn();
    const pickup = contactFixture({
      side: 'owner',
      status: 'waitpickup',
      view: 'pickup',
      items: [
        { itemId: 'item-1', name: '木製の机', quantity: 1, handedOver: 1 },
        { itemId: 'item-2', name: '材料力学', quantity: 3, handedOver: 1 },
      ],
    });
    const after = {
      ...pickup,
      status: 'waitcustomerevaluation' as const,
      view: 'evaluation' as const,
    };
    const { calls } = chatApi([pickup, after], {
      'POST /home/contacts/c1/handover': { body: { contact: after } },
    });
    const user = userEvent.setup();
    await renderApp(OWNER_CHAT);
    await opened();

    await user.click(within(steps()).getByRole('button', { name: s.handover }));
    const dialog = screen.getByRole('dialog', { name: s.handoverTitle });
    expect(within(dialog).queryByLabelText('木製の机の受け渡し数')).toBeNull();
    const count = within(dialog).getByLabelText('材料力学の受け渡し数');
    expect(count).toHaveValue(2);

    await user.clear(count);
    await user.type(count, '3');
    await user.click(within(dialog).getByRole('button', { name: ja.dialog.ok }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '0 から 2 までの整数を入力してください。',
    );

    await user.clear(count);
    await user.type(count, '1');
    await user.click(within(dialog).getByRole('button', { name: ja.dialog.ok }));

    await waitFor(() => expect(calls('POST /home/contacts/c1/handover')).toHaveLength(1));
    expect(calls('POST /home/contacts/c1/handover')[0]?.body).toEqual({
      items: [{ itemId: 'item-2', count: 1 }],
    });
    expect(await within(steps()).findByRole('button', { name: s.evaluate })).toBeInTheDocument();
    expect(calls('GET /home/contacts/c1')).toHaveLength(2);
  });

  describe('a loan', () => {
    const l = ja.loans;
    const loanAt = (patch: Partial<Contact>) =>
      contactFixture({ side: 'owner', loan: true, loanDays: 14, ...patch });
    const out = (patch: Partial<Contact> = {}) =>
      loanAt({
        status: 'waitreturn',
        view: 'return',
        returnDueAt: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString(),
        ...patch,
      });

    it('is handed over with a required due date, proposed as the end of the day in 14 days', async () => {
      signIn();
      const pickup = loanAt({ status: 'waitpickup', view: 'pickup' });
      const { calls } = chatApi([pickup, out()], {
        'POST /home/contacts/c1/handover': { body: { contact: out() } },
      });
      const user = userEvent.setup();
      await renderApp(OWNER_CHAT);
      await opened();
      expect(screen.getByRole('region', { name: ch.summary })).toHaveTextContent(
        fill(l.label_other, { count: 14 }),
      );

      await user.click(within(steps()).getByRole('button', { name: s.handover }));
      const dialog = screen.getByRole('dialog', { name: s.handoverTitle });
      const due = within(dialog).getByLabelText(l.returnDueAt, { exact: false });
      expect(due).toHaveValue(proposedReturnDue(14));
      expect(due).toBeRequired();
      await user.clear(due);
      await user.click(within(dialog).getByRole('button', { name: ja.dialog.ok }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(l.dueRequired);
      expect(calls('POST /home/contacts/c1/handover')).toHaveLength(0);

      await user.type(due, '2099-04-01T10:00');
      await user.click(within(dialog).getByRole('button', { name: ja.dialog.ok }));
      await waitFor(() => expect(calls('POST /home/contacts/c1/handover')).toHaveLength(1));
      expect(calls('POST /home/contacts/c1/handover')[0]?.body).toEqual({
        items: [
          { itemId: 'item-1', count: 1 },
          { itemId: 'item-2', count: 2 },
        ],
        returnDueAt: '2099-04-01T10:00:00+09:00',
      });
      expect(
        await within(steps()).findByRole('button', { name: l.returnComplete }),
      ).toBeInTheDocument();
    });

    it('lets the owner change the due date (not to the past) and complete the return', async () => {
      signIn();
      const moved = out({ returnDueAt: '2099-05-01T01:00:00.000Z' });
      const back = {
        ...moved,
        status: 'waitcustomerevaluation' as const,
        view: 'evaluation' as const,
      };
      const { calls } = chatApi([out(), moved, back], {
        'POST /home/contacts/c1/return-due': { body: { contact: moved } },
        'POST /home/contacts/c1/return-complete': { body: { contact: back } },
      });
      const user = userEvent.setup();
      await renderApp(OWNER_CHAT);
      await opened();
      expect(
        within(steps())
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual([l.returnComplete, l.changeDue]);

      await user.click(within(steps()).getByRole('button', { name: l.changeDue }));
      const dialog = screen.getByRole('dialog', { name: l.changeDueTitle });
      const due = within(dialog).getByLabelText(l.returnDueAt, { exact: false });
      await user.clear(due);
      await user.type(due, '2020-01-01T10:00');
      await user.click(within(dialog).getByRole('button', { name: ja.dialog.ok }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(l.dueFuture);
      await user.clear(due);
      await user.type(due, '2099-05-01T10:00');
      await user.click(within(dialog).getByRole('button', { name: ja.dialog.ok }));
      await waitFor(() => expect(calls('POST /home/contacts/c1/return-due')).toHaveLength(1));
      expect(calls('POST /home/contacts/c1/return-due')[0]?.body).toEqual({
        returnDueAt: '2099-05-01T10:00:00+09:00',
      });
      const summary = screen.getByRole('region', { name: ch.summary });
      await waitFor(() => expect(summary).toHaveTextContent('2099/05/01 10:00:00'));

      await user.click(within(steps()).getByRole('button', { name: l.returnComplete }));
      const confirm = screen.getByRole('dialog', { name: l.returnCompleteTitle });
      await user.click(within(confirm).getByRole('button', { name: ja.dialog.ok }));
      await waitFor(() => expect(calls('POST /home/contacts/c1/return-complete')).toHaveLength(1));
      expect(await within(steps()).findByRole('button', { name: s.evaluate })).toBeInTheDocument();
    });

    it('shows the customer the due date, marked overdue once passed, and no return steps', async () => {
      signIn();
      chatApi(out({ side: 'customer', returnDueAt: '2024-04-05T05:00:00.000Z' }));
      await renderApp(CUSTOMER_CHAT);
      await opened();
      const summary = screen.getByRole('region', { name: ch.summary });
      expect(summary).toHaveTextContent(`${l.returnDueAt}2024/04/05 14:00:00 ${l.overdue}`);
      expect(within(steps()).queryAllByRole('button')).toHaveLength(0);
      expect(steps()).toHaveTextContent(fill(l.returnBy, { date: '2024/04/05 14:00:00' }));
    });
  });

  it('when a step is refused with 409, then it says why and reloads the contact', async () => {
    signIn();
    const { calls } = chatApi(
      [
        contactFixture({ side: 'customer', status: 'open' }),
        contactFixture({ side: 'customer', status: 'waitpickup', view: 'pickup' }),
      ],
      { 'POST /home/contacts/c1/withdraw': apiError(409, 'invalid_contact_transition') },
    );
    const user = userEvent.setup();
    await renderApp(CUSTOMER_CHAT);
    await opened();

    await user.click(within(steps()).getByRole('button', { name: s.withdraw }));
    const dialog = screen.getByRole('dialog', { name: s.withdrawTitle });
    await user.type(within(dialog).getByLabelText(s.reason), '予定が変わりました');
    await user.click(within(dialog).getByRole('button', { name: ja.dialog.ok }));

    expect(
      await findToast(ja.contacts.errors.invalid_contact_transition, { error: true }),
    ).toBeInTheDocument();
    expect(calls('POST /home/contacts/c1/withdraw')[0]?.body).toEqual({
      reason: '予定が変わりました',
    });
    await waitFor(() => expect(calls('GET /home/contacts/c1')).toHaveLength(2));
    await waitFor(() => expect(within(steps()).queryByRole('button')).toBeNull());
  });

  it('evaluates once, with a score and a comment', async () => {
    signIn();
    const evaluating = contactFixture({
      side: 'customer',
      status: 'waitcustomerevaluation',
      view: 'evaluation',
    });
    const after = { ...evaluating, evaluated: { owner: false, customer: true } };
    const { calls } = chatApi([evaluating, after], {
      'POST /home/contacts/c1/evaluation': { body: { contact: after } },
    });
    const user = userEvent.setup();
    await renderApp(CUSTOMER_CHAT);
    await opened();
    expect(screen.getByRole('region', { name: ja.contacts.evaluations.heading })).toHaveTextContent(
      ja.contacts.evaluations.pending,
    );

    await user.click(within(steps()).getByRole('button', { name: s.evaluate }));
    const dialog = screen.getByRole('dialog', { name: s.evaluateTitle });
    await user.click(within(dialog).getByRole('button', { name: ja.dialog.ok }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(s.scoreRequired);

    await user.click(within(dialog).getByRole('radio', { name: s.good }));
    await user.type(within(dialog).getByLabelText(s.comment), 'ありがとうございました');
    await user.click(within(dialog).getByRole('button', { name: ja.dialog.ok }));

    await waitFor(() =>
      expect(calls('POST /home/contacts/c1/evaluation')[0]?.body).toEqual({
        score: 'good',
        comment: 'ありがとうございました',
      }),
    );
    expect(await screen.findByText(ja.contacts.evaluations.youEvaluated)).toBeInTheDocument();
    expect(within(steps()).queryByRole('button', { name: s.evaluate })).toBeNull();
  });

  it('shows the evaluations once visible, and closes the message box when the trade is over', async () => {
    signIn();
    chatApi(
      contactFixture({
        side: 'owner',
        status: 'finished',
        view: 'closed',
        evaluated: { owner: true, customer: true },
        evaluations: {
          owner: { score: 'good', comment: '丁寧でした', at: '2024-04-06T00:00:00.000Z' },
          customer: { score: 'bad', comment: '', at: '2024-04-06T00:00:00.000Z' },
        },
      }),
    );
    await renderApp(OWNER_CHAT);
    await opened();

    const evaluations = screen.getByRole('region', { name: ja.contacts.evaluations.heading });
    expect(evaluations).toHaveTextContent(`${ja.contacts.evaluations.owner}${s.good} 丁寧でした`);
    expect(evaluations).toHaveTextContent(
      `${ja.contacts.evaluations.customer}${s.bad} ${ja.contacts.evaluations.noComment}`,
    );
    expect(screen.getByRole('textbox', { name: ch.message })).toBeDisabled();
    expect(screen.getByRole('button', { name: ch.send })).toBeDisabled();
    expect(screen.getByText(ch.closed)).toBeInTheDocument();
  });

  it('sends a message and shows it', async () => {
    signIn();
    const sent = messageFixture({ id: 'm4', side: 'owner', body: '了解しました' });
    const { calls } = chatApi(
      contactFixture({ side: 'owner' }),
      { 'POST /home/contacts/c1/messages': { status: 201, body: { message: sent } } },
      [MESSAGES, [...MESSAGES, sent]],
    );
    const user = userEvent.setup();
    await renderApp(OWNER_CHAT);
    await opened();

    await user.click(screen.getByRole('button', { name: ch.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ch.messageRequired);

    await user.type(screen.getByRole('textbox', { name: ch.message }), '了解しました');
    await user.click(screen.getByRole('button', { name: ch.send }));

    expect((await screen.findByText('了解しました')).closest('li')).toHaveClass(
      'chat-message--mine',
    );
    expect(calls('POST /home/contacts/c1/messages')[0]?.body).toEqual({ body: '了解しました' });
    expect(screen.getByRole('textbox', { name: ch.message })).toHaveValue('');
  });

  it('when either side blocks the other, then sending says so', async () => {
    signIn();
    chatApi(contactFixture({ side: 'owner' }), {
      'POST /home/contacts/c1/messages': apiError(403, 'blocked'),
    });
    const user = userEvent.setup();
    await renderApp(OWNER_CHAT);
    await opened();

    await user.type(screen.getByRole('textbox', { name: ch.message }), '了解しました');
    await user.click(screen.getByRole('button', { name: ch.send }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${ch.sendFailed} ${ja.moderation.errors.blocked}`,
    );
  });

  describe('quick replies', () => {
    const q = ch.quickReply;
    const replies = () => screen.getByRole('group', { name: ch.quickReplies });
    const box = () => screen.getByRole('textbox', { name: ch.message });
    const sendable = (contact: Contact) =>
      chatApi(contact, {
        'POST /home/contacts/c1/messages': { status: 201, body: { message: MESSAGES[0] } },
      });

    it("offer the customer its three questions; a tap fills the box, keeps what is there, and doesn't send", async () => {
      signIn();
      const { calls } = sendable(contactFixture({ side: 'customer', status: 'open' }));
      const user = userEvent.setup();
      await renderApp(CUSTOMER_CHAT);
      await opened();

      expect(buttonNames(replies())).toEqual([q.stillAvailable, q.pickupToday, q.whereIsIt]);

      await user.click(within(replies()).getByRole('button', { name: q.stillAvailable }));
      expect(box()).toHaveValue('まだありますか？');
      expect(box()).toHaveFocus();

      await user.type(box(), ' 机だけでも');
      await user.click(within(replies()).getByRole('button', { name: q.pickupToday }));
      expect(box()).toHaveValue('まだありますか？ 机だけでも\n今日受け取れますか？');
      expect(box()).toHaveFocus();
      expect(calls('POST /home/contacts/c1/messages')).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: ch.send }));
      await waitFor(() => expect(calls('POST /home/contacts/c1/messages')).toHaveLength(1));
      expect(calls('POST /home/contacts/c1/messages')[0]?.body).toEqual({
        body: 'まだありますか？ 机だけでも\n今日受け取れますか？',
      });
    });

    it('offer the owner its answer and the pick-up proposal, which opens the confirm-pickup dialog', async () => {
      signIn();
      const { calls } = sendable(
        contactFixture({
          side: 'owner',
          status: 'waitpickup',
          view: 'pickup',
          pickupAt: '2024-04-05T05:00:00.000Z',
        }),
      );
      const user = userEvent.setup();
      await renderApp(OWNER_CHAT);
      await opened();

      expect(buttonNames(replies())).toEqual([q.yesAvailable, q.proposePickup]);
      await user.click(within(replies()).getByRole('button', { name: q.yesAvailable }));
      expect(box()).toHaveValue('はい、まだあります');

      await user.click(within(replies()).getByRole('button', { name: q.proposePickup }));
      const dialog = screen.getByRole('dialog', { name: s.confirmPickupTitle });
      expect(within(dialog).getByLabelText(s.pickupAt)).toHaveValue('2024-04-05T14:00');
      await user.click(within(dialog).getByRole('button', { name: ja.dialog.cancel }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(box()).toHaveValue('はい、まだあります');
      expect(calls('POST /home/contacts/c1/messages')).toHaveLength(0);
      expect(calls('POST /home/contacts/c1/confirm-pickup')).toHaveLength(0);
    });

    it('are left out after the handover and where the chat is closed', async () => {
      signIn();
      chatApi(
        contactFixture({
          side: 'owner',
          status: 'waitreturn',
          view: 'return',
          loan: true,
          returnDueAt: '2099-04-05T05:00:00.000Z',
        }),
      );
      const { unmount } = await renderApp(OWNER_CHAT);
      await opened();
      expect(screen.queryByRole('group', { name: ch.quickReplies })).toBeNull();
      unmount();

      chatApi(contactFixture({ side: 'customer', status: 'withdrawn', view: 'closed' }));
      await renderApp(CUSTOMER_CHAT);
      await opened();
      expect(screen.getByText(ch.closed)).toBeInTheDocument();
      expect(screen.queryByRole('group', { name: ch.quickReplies })).toBeNull();
      expect(screen.queryByRole('button', { name: q.stillAvailable })).toBeNull();
    });
  });

  it('polls the messages every 15 s and marks new ones read', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    const reply = messageFixture({ id: 'm4', side: 'customer', body: '新しいメッセージ' });
    const { calls } = chatApi(contactFixture({ side: 'owner' }), {}, [
      MESSAGES,
      [...MESSAGES, reply],
    ]);
    await renderApp(OWNER_CHAT);
    await opened();
    await waitFor(() => expect(calls('POST /home/contacts/c1/read')).toHaveLength(1));

    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    });

    expect(await screen.findByText('新しいメッセージ')).toBeInTheDocument();
    await waitFor(() => expect(calls('POST /home/contacts/c1/read')).toHaveLength(2));
    expect(calls('GET /home/contacts/c1/messages').length).toBeGreaterThanOrEqual(2);
  });

  it('without an id, lists the chats compactly and asks to choose one', async () => {
    signIn();
    const { calls } = stubApi({
      'GET /home/contacts': {
        body: { contacts: [contactFixture({ side: 'customer' })], total: 1 },
      },
    });
    await renderApp('/manage/receipt/contact/chat');

    expect(await screen.findByText(ch.choose)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '木製の机' })).toHaveAttribute(
      'href',
      '/manage/receipt/contact/chat/c1',
    );
    expect(calls('GET /home/contacts')[0]?.query.get('role')).toBe('customer');
  });

  it('is labelled in English', async () => {
    signIn();
    chatApi(contactFixture({ side: 'owner', status: 'waitpickup', view: 'pickup' }));
    await renderApp(OWNER_CHAT, 'en');
    await screen.findByRole('heading', { level: 2, name: en.contacts.chat.summary });

    expect(screen.getByRole('button', { name: 'Confirm pick-up' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Handover complete' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(screen.getByText('The owner replied.')).toBeInTheDocument();

    const replies = screen.getByRole('group', { name: 'Quick replies' });
    expect(buttonNames(replies)).toEqual(['Yes, it is still available', 'Propose a pick-up time']);
    await userEvent.click(
      within(replies).getByRole('button', { name: 'Yes, it is still available' }),
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(
      'Yes, it is still available',
    );
  });
});

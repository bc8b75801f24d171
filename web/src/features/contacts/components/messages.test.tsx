import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ja from '../../../locales/ja.json';
import { setUpPageTests } from '../../../testing/page-test';
import { renderInRouter } from '../../../testing/test-utils';
import { messageFixture } from '../testing/fixtures';
import { MessageList } from './messages';

const report = ja.moderation.report;

setUpPageTests({ signedIn: true });

const MESSAGES = [
  messageFixture({ id: 'm1', side: 'customer', body: '受け取りに伺います' }),
  messageFixture({ id: 'm2', side: 'owner', body: 'お待ちしています' }),
  messageFixture({ id: 'm3', side: 'customer', kind: 'removed', body: '' }),
  messageFixture({ id: 'm4', side: null, kind: 'system', body: 'handover' }),
];

async function renderChat() {
  await renderInRouter(
    <>
      <h2 id="h">{ja.contacts.chat.messages}</h2>
      <MessageList contactId="c1" messages={MESSAGES} side="owner" headingId="h" />
    </>,
  );
  return within(screen.getByRole('list', { name: ja.contacts.chat.messages })).getAllByRole(
    'listitem',
  );
}

describe('MessageList', () => {
  it("the other side's text messages have a report link; the viewer's and the steps' none", async () => {
    const [theirs, mine, , system] = await renderChat();
    if (!theirs || !mine || !system) throw new Error('messages missing');

    expect(within(theirs).getByRole('button', { name: report.button })).toBeInTheDocument();
    expect(within(mine).queryByRole('button')).toBeNull();
    expect(within(system).queryByRole('button')).toBeNull();
  });

  it('a message the moderators hid says so in a muted bubble, on its side, with no report', async () => {
    const [, , removed] = await renderChat();
    if (!removed) throw new Error('message missing');

    expect(removed).toHaveClass('chat-message--removed', 'chat-message--theirs');
    expect(removed).toHaveTextContent(ja.moderation.removed);
    expect(removed).toHaveTextContent(ja.contacts.chat.customer);
    expect(within(removed).queryByRole('button')).toBeNull();
  });

  it('reporting a message names the chat and the message', async () => {
    const [theirs] = await renderChat();
    if (!theirs) throw new Error('message missing');

    await userEvent.setup().click(within(theirs).getByRole('button', { name: report.button }));

    expect(
      await screen.findByRole('dialog', { name: 'チャットのメッセージを通報する' }),
    ).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import { stubApi, type StubAnswer } from '../../../testing/api-stub';
import { jsonResponse, renderApp, signIn } from '../../../testing/test-utils';
import { contactFixture } from '../testing/fixtures';
import { setUpPageTests } from '../../../testing/page-test';

vi.mock('../../../lib/firebase-loader', () => import('../../../testing/firebase-never-loads'));

const l = ja.contacts;

setUpPageTests({ quietWarnings: true });

/** `total` contacts of the asked side, paged by the query. */
function pagedContacts(total: number): StubAnswer {
  return ({ query }) => {
    const limit = Number(query.get('limit'));
    const offset = Number(query.get('offset'));
    const side = query.get('role') === 'customer' ? 'customer' : 'owner';
    const all = Array.from({ length: total }, (_, i) =>
      contactFixture({
        id: `c${i + 1}`,
        side,
        exhibitTitle: `出品物${i + 1}`,
        unread: i === 0,
        status: i === 1 ? 'waitpickup' : 'open',
      }),
    );
    return jsonResponse({ contacts: all.slice(offset, offset + limit), total });
  };
}

describe('Contact lists', () => {
  it('lists the handover messages with status, unread mark, last update and a link to the chat', async () => {
    signIn();
    const { calls } = stubApi({ 'GET /home/contacts': pagedContacts(2) });

    await renderApp('/manage/exhibit/contact');

    expect(
      await screen.findByRole('heading', { level: 1, name: ja.routes.ownerContacts }),
    ).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: '出品物1' });
    expect(link).toHaveAttribute('href', '/manage/exhibit/contact/chat/c1');
    const first = link.closest('li') as HTMLElement;
    expect(within(first).getByText(l.status.open)).toBeInTheDocument();
    expect(within(first).getByText(l.list.unread)).toBeInTheDocument();
    expect(within(first).getByText('2024/04/02 12:04:05')).toBeInTheDocument();
    const second = screen.getByRole('link', { name: '出品物2' }).closest('li') as HTMLElement;
    expect(within(second).getByText(l.status.waitpickup)).toBeInTheDocument();
    expect(within(second).queryByText(l.list.unread)).toBeNull();
    expect(calls('GET /home/contacts')[0]?.query.toString()).toBe(
      'role=owner&view=all&limit=20&offset=0',
    );
  });

  it('filters by view with the tabs', async () => {
    signIn();
    const { calls } = stubApi({ 'GET /home/contacts': pagedContacts(1) });
    const user = userEvent.setup();
    const { router } = await renderApp('/manage/receipt/contact');
    await screen.findByRole('link', { name: '出品物1' });
    expect(screen.getByRole('link', { name: '出品物1' })).toHaveAttribute(
      'href',
      '/manage/receipt/contact/chat/c1',
    );

    const tabs = screen.getByRole('navigation', { name: l.views.label });
    expect(within(tabs).getByRole('link', { name: l.views.all })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(tabs).getByRole('link', { name: l.views.pickup }));

    expect(router.state.location.search).toBe('?view=pickup');
    await screen.findByRole('link', { name: '出品物1' });
    expect(within(tabs).getByRole('link', { name: l.views.pickup })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const last = calls('GET /home/contacts').at(-1);
    expect(last?.query.get('view')).toBe('pickup');
    expect(last?.query.get('role')).toBe('customer');
  });

  it('pages 20 at a time', async () => {
    signIn();
    const { calls } = stubApi({ 'GET /home/contacts': pagedContacts(25) });
    const user = userEvent.setup();
    const { router } = await renderApp('/manage/exhibit/contact?view=open');
    await screen.findByRole('link', { name: '出品物1' });
    expect(screen.getAllByRole('link', { name: /^出品物/ })).toHaveLength(20);

    const pager = screen.getByRole('navigation', { name: ja.exhibitCard.pager.label });
    await user.click(within(pager).getByRole('link', { name: '2 ページ目' }));

    expect(await screen.findByRole('link', { name: '出品物21' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=open&page=2');
    expect(calls('GET /home/contacts').at(-1)?.query.toString()).toBe(
      'role=owner&view=open&limit=20&offset=20',
    );
  });

  it('says when a view is empty, in English too', async () => {
    signIn();
    stubApi({ 'GET /home/contacts': { body: { contacts: [], total: 0 } } });

    await renderApp('/manage/exhibit/contact?view=return', 'en');

    expect(await screen.findByText(en.contacts.list.emptyView)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Handover messages' }),
    ).toBeInTheDocument();
  });
});

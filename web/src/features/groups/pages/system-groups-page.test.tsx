import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ja from '../../../locales/ja.json';
import { renderInRouter, signIn, fill } from '../../../testing/test-utils';
import type { GroupSummary } from '../api/types';
import { apiError, stubApi } from '../../../testing/api-stub';
import { SystemGroupsPage } from './system-groups-page';
import { setUpPageTests } from '../../../testing/page-test';

const l = ja.groups.list;

setUpPageTests();

const summary = (n: number): GroupSummary => ({
  id: `g${n}`,
  name: `グループ${String(n).padStart(2, '0')}`,
  kind: n % 2 === 0 ? 'others' : 'laboratory',
  memberCount: n,
});

/** 45 groups, answered a page at a time by `limit` and `offset`. */
function withGroups(total = 45) {
  signIn();
  const all = Array.from({ length: total }, (_, i) => summary(i + 1));
  return stubApi({
    'GET /home/system/groups': ({ query }) => {
      const limit = Number(query.get('limit'));
      const offset = Number(query.get('offset'));
      return new Response(
        JSON.stringify({ groups: all.slice(offset, offset + limit), total: all.length }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      );
    },
  });
}

const render = (path = '/manage/system/group') => renderInRouter(<SystemGroupsPage />, { path });

const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('SystemGroupsPage', () => {
  it('lists the first 20 groups with kind and member count, names linked to their accounts', async () => {
    const { calls } = withGroups();

    await render();

    const table = await screen.findByRole('table', { name: l.title });
    expect(names()).toHaveLength(20);
    expect(within(table).getByRole('link', { name: 'グループ01' })).toHaveAttribute(
      'href',
      '/manage/account/g1',
    );
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([ja.groups.kind.laboratory, fill(ja.groups.info.members_other, { count: 1 })]);
    const [request] = calls('GET /home/system/groups');
    expect(request?.query.get('limit')).toBe('20');
    expect(request?.query.get('offset')).toBe('0');
    expect(screen.getByRole('link', { name: l.create })).toHaveAttribute(
      'href',
      '/manage/system/group/create',
    );
  });

  it('pages with next and previous; the page is kept in the address', async () => {
    const { calls } = withGroups();
    const user = userEvent.setup();
    const { router } = await render();
    await screen.findByRole('table');
    const pager = screen.getByRole('navigation', { name: l.pages });
    expect(within(pager).getByRole('button', { name: l.previous })).toBeDisabled();
    expect(pager).toHaveTextContent(fill(l.page, { page: 1, pages: 3, total: 45 }));

    await user.click(within(pager).getByRole('button', { name: l.next }));
    await user.click(await screen.findByRole('button', { name: l.next }));

    await waitFor(() =>
      expect(names()).toEqual([
        'グループ41',
        'グループ42',
        'グループ43',
        'グループ44',
        'グループ45',
      ]),
    );
    expect(router.state.location.search).toBe('?page=3');
    expect(screen.getByRole('button', { name: l.next })).toBeDisabled();
    expect(calls('GET /home/system/groups').map((r) => r.query.get('offset'))).toEqual([
      '0',
      '20',
      '40',
    ]);

    await user.click(screen.getByRole('button', { name: l.previous }));
    await waitFor(() => expect(names()[0]).toBe('グループ21'));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('opens the page of ?page=', async () => {
    const { calls } = withGroups();

    await render('/manage/system/group?page=2');

    await screen.findByRole('table');
    expect(calls('GET /home/system/groups')[0]?.query.get('offset')).toBe('20');
  });

  it('when there are no groups, then the empty state and the create link show', async () => {
    withGroups(0);

    await render();

    expect(await screen.findByText(l.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: l.create })).toBeInTheDocument();
  });

  it('when the load fails, then an error with a retry shows', async () => {
    signIn();
    stubApi({
      'GET /home/system/groups': [
        apiError(500, 'server_error'),
        { body: { groups: [summary(1)], total: 1 } },
      ],
    });
    const user = userEvent.setup();
    await render();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(l.error);
    await user.click(within(alert).getByRole('button', { name: ja.groups.retry }));

    expect(await screen.findByRole('link', { name: 'グループ01' })).toBeInTheDocument();
  });
});

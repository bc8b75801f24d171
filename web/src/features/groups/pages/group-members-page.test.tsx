import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ja from '../../../locales/ja.json';
import {
  renderInRouter,
  signIn,
  testProfile,
  fill,
  findToast,
  toastTexts,
} from '../../../testing/test-utils';
import type { Member } from '../api/types';
import { apiError, stubApi, type StubAnswer } from '../../../testing/api-stub';
import { MEMBERS } from '../testing/fixtures';
import { GroupMembersPage } from './group-members-page';
import { setUpPageTests } from '../../../testing/page-test';

const t = ja.groups;
const m = ja.groups.members;

setUpPageTests();

function render() {
  return renderInRouter(<GroupMembersPage />, { path: '/manage/group/members' });
}

/** Signed in as u1 with g1 selected; u1 is an admin when `members` says so. */
function withMembers(members: Member[], routes: Record<string, StubAnswer | StubAnswer[]> = {}) {
  signIn({ group: 'g1', profile: testProfile([{ id: 'g1', name: '山田研究室', isAdmin: true }]) });
  return stubApi({ 'GET /home/groups/g1/members': { body: { members } }, ...routes });
}

const asMember = (): Member[] =>
  MEMBERS.map((member) => (member.uid === 'u1' ? { ...member, isAdmin: false } : member));

const row = (name: string) => {
  const found = screen.getAllByRole('row').find((r) => within(r).queryByText(name));
  if (!found) throw new Error(`No row for ${name}`);
  return found;
};

describe('GroupMembersPage', () => {
  it('without a selected group, then it says to select one and loads nothing', async () => {
    signIn({ profile: testProfile([{ id: 'g1', name: '山田研究室', isAdmin: false }]) });
    const { fetchMock } = stubApi({});

    await render();

    expect(screen.getByRole('heading', { level: 1, name: m.title })).toBeInTheDocument();
    expect(screen.getByText(t.noGroup.select)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists the members: name linked to the account, admin badge, joined at in Tokyo time, withdrawn members', async () => {
    const { calls } = withMembers(asMember());

    await render();

    const table = await screen.findByRole('table', { name: m.title });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([m.name, m.joinedAt]);
    expect(within(table).getByRole('link', { name: '佐藤 次郎' })).toHaveAttribute(
      'href',
      '/manage/account/u2',
    );
    expect(within(row('佐藤 次郎')).getByText(t.role.admin)).toBeInTheDocument();
    expect(within(row('鈴木 三郎')).queryByText(t.role.admin)).not.toBeInTheDocument();
    expect(row('山田 花子')).toHaveTextContent(m.you);
    expect(row('山田 花子')).toHaveTextContent('2024/04/01 00:30:00');
    const withdrawn = row(m.withdrawn);
    expect(within(withdrawn).queryByRole('link')).not.toBeInTheDocument();
    expect(withdrawn).toHaveTextContent('2024/04/03 12:00:00');
    expect(calls('GET /home/groups/g1/members')[0]?.headers.get('X-Group-Id')).toBe('g1');
  });

  it('as a member, then no member can be changed', async () => {
    withMembers(asMember());

    await render();

    await screen.findByRole('table');
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('as an admin, then other members have make/remove admin and remove, but not oneself', async () => {
    withMembers(MEMBERS);

    await render();

    await screen.findByRole('table');
    expect(within(row('山田 花子')).queryAllByRole('button')).toEqual([]);
    expect(
      within(row('佐藤 次郎'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([m.removeAdmin, m.remove]);
    expect(
      within(row('鈴木 三郎'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([m.makeAdmin, m.remove]);
    expect(
      screen.getByRole('button', { name: fill(m.makeAdminNamed, { name: '鈴木 三郎' }) }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: fill(m.removeNamed, { name: m.withdrawnUser }) }),
    ).toBeInTheDocument();
  });

  it.each([
    ['makeAdmin', 'u3', '鈴木 三郎', 'PUT /home/groups/g1/members/u3/admin'],
    ['removeAdmin', 'u2', '佐藤 次郎', 'DELETE /home/groups/g1/members/u2/admin'],
    ['remove', 'u3', '鈴木 三郎', 'DELETE /home/groups/g1/members/u3'],
  ] as const)(
    '%s of %s (%s) is confirmed, then calls %s and the list reloads',
    async (kind, uid, name, endpoint) => {
      const after =
        kind === 'remove'
          ? MEMBERS.filter((member) => member.uid !== uid)
          : MEMBERS.map((member) =>
              member.uid === uid ? { ...member, isAdmin: kind === 'makeAdmin' } : member,
            );
      const { calls } = withMembers(MEMBERS, {
        'GET /home/groups/g1/members': [
          { body: { members: MEMBERS } },
          { body: { members: after } },
        ],
        [endpoint]: { status: 204 },
      });
      const user = userEvent.setup();
      await render();
      await screen.findByRole('table');

      await user.click(within(row(name)).getByRole('button', { name: new RegExp(m[kind]) }));
      const dialog = screen.getByRole('dialog', {
        name: fill(m.confirm[kind].title, { name }),
      });
      expect(dialog).toHaveTextContent(m.confirm[kind].message);
      await user.click(within(dialog).getByRole('button', { name: m.confirm[kind].confirm }));

      expect(await findToast(fill(m.done[kind], { name }), { error: false })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(calls(endpoint)).toHaveLength(1);
      await waitFor(() =>
        expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy', 'true'),
      );
      expect(calls('GET /home/groups/g1/members')).toHaveLength(2);
      if (kind === 'remove') expect(screen.queryByText(name)).not.toBeInTheDocument();
      else if (kind === 'makeAdmin')
        expect(within(row(name)).getByText(t.role.admin)).toBeVisible();
      else expect(within(row(name)).queryByText(t.role.admin)).not.toBeInTheDocument();
    },
  );

  it('cancelling the dialog changes nothing', async () => {
    const { requests } = withMembers(MEMBERS);
    const user = userEvent.setup();
    await render();
    await screen.findByRole('table');

    await user.click(within(row('佐藤 次郎')).getByRole('button', { name: /グループから削除/ }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: ja.dialog.cancel }),
    );

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.map((r) => r.method)).toEqual(['GET']);
  });

  it.each([
    [apiError(409, 'last_admin'), t.errors.lastAdmin],
    [apiError(403, 'not_group_admin'), t.errors.notAdmin],
    [apiError(404, 'not_found'), t.errors.notFound],
    [apiError(500, 'server_error'), ja.errors.serverError],
  ])('when the change fails with %j, then the alert says %j', async (failure, message) => {
    withMembers(MEMBERS, { 'DELETE /home/groups/g1/members/u2/admin': failure });
    const user = userEvent.setup();
    await render();
    await screen.findByRole('table');

    await user.click(within(row('佐藤 次郎')).getByRole('button', { name: /管理者から外す/ }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', {
        name: m.confirm.removeAdmin.confirm,
      }),
    );

    expect(await findToast(message, { error: true })).toBeInTheDocument();
    expect(toastTexts()).toEqual([message]);
  });

  it('when the list fails to load, then an error with a retry shows', async () => {
    withMembers(MEMBERS, {
      'GET /home/groups/g1/members': [
        apiError(500, 'server_error'),
        { body: { members: MEMBERS } },
      ],
    });
    const user = userEvent.setup();
    await render();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(m.error);
    await user.click(within(alert).getByRole('button', { name: t.retry }));

    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ja from '../../../locales/ja.json';
import { session } from '../../../lib/session';
import {
  claimGroup,
  fieldErrorOf,
  fill,
  findToast,
  hrefOf,
  renderInRouter,
  signIn,
  testProfile,
} from '../../../testing/test-utils';
import { reloadProfile, selectGroup } from '../../../lib/profile';
import { apiError, stubApi } from '../../../testing/api-stub';
import { GROUP } from '../testing/fixtures';
import { GroupInfoPage } from './group-info-page';
import { setUpPageTests } from '../../../testing/page-test';

vi.mock('../../../lib/profile', () => ({ reloadProfile: vi.fn(), selectGroup: vi.fn() }));

const t = ja.groups;
const PROFILE = testProfile([{ id: 'g1', name: GROUP.name, isAdmin: true }]);

beforeEach(() => {
  vi.mocked(reloadProfile).mockReset().mockResolvedValue(undefined);
  vi.mocked(selectGroup)
    .mockReset()
    .mockImplementation((group) => {
      claimGroup(group);
      return Promise.resolve();
    });
});

setUpPageTests();

function render() {
  return renderInRouter(<GroupInfoPage />, { path: '/manage/group' });
}

function asMember(isAdmin: boolean, routes: Parameters<typeof stubApi>[0] = {}) {
  signIn({ group: 'g1', profile: PROFILE });
  return stubApi({
    'GET /home/groups/g1': { body: { group: GROUP, isAdmin } },
    'GET /home/groups/g1/invitations': { body: { invitations: [] } },
    ...routes,
  });
}

const BY_HAND = {
  code: 'HandMadeCode0000000000000',
  email: null,
  createdBy: 'u1',
  createdAt: '2024-04-01T00:00:00.000Z',
  expiresAt: '2024-04-08T00:00:00.000Z',
};
const MAILED = {
  code: 'MailedCode00000000000000',
  email: 'taro@x.ac.jp',
  createdBy: 'u1',
  createdAt: '2024-04-02T00:00:00.000Z',
  expiresAt: '2024-04-09T00:00:00.000Z',
};

describe('GroupInfoPage', () => {
  it('without a selected group, then it says to select one and links to create and join', async () => {
    signIn({ profile: PROFILE });
    const { fetchMock } = stubApi({});

    await render();

    expect(screen.getByRole('heading', { level: 1, name: t.info.title })).toBeInTheDocument();
    expect(screen.getByText(t.noGroup.message)).toBeInTheDocument();
    expect(screen.getByText(t.noGroup.select)).toBeInTheDocument();
    expect(hrefOf(t.noGroup.create)).toBe('/manage/system/group/create');
    expect(hrefOf(t.noGroup.join)).toBe('/manage/account/join');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('without any group, then it says to create or join one', async () => {
    signIn({ profile: testProfile([]) });
    stubApi({});

    await render();

    expect(screen.getByText(t.noGroup.none)).toBeInTheDocument();
  });

  it('while loading, then a status message shows', async () => {
    signIn({ group: 'g1', profile: PROFILE });
    stubApi({ 'GET /home/groups/g1': () => new Promise<Response>(() => undefined) });

    await render();

    expect(screen.getByRole('status')).toHaveTextContent(t.info.loading);
  });

  it('as a member, then the group shows with the member role and no admin tools', async () => {
    const { calls } = asMember(false);

    await render();

    expect(await screen.findByRole('link', { name: GROUP.name })).toHaveAttribute(
      'href',
      '/manage/account/g1',
    );
    expect(screen.getByText(ja.groups.kind.laboratory)).toBeInTheDocument();
    expect(screen.getByText(GROUP.profile)).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: fill(t.info.iconAlt, { name: GROUP.name }) }),
    ).toHaveAttribute('src', GROUP.icon);
    expect(screen.getByText(fill(t.info.members_other, { count: 3 }))).toBeInTheDocument();
    const role = screen.getByText(t.info.role).nextElementSibling;
    expect(role).toHaveTextContent(t.role.member);
    expect(hrefOf(t.info.membersLink)).toBe('/manage/group/members');
    expect(hrefOf(ja.funds.groupLink)).toBe('/manage/group/funds');

    expect(screen.queryByRole('heading', { name: t.edit.heading })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: t.form.name })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.invitation.create })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.mail.submit })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.leave.button })).toBeInTheDocument();

    const [request] = calls('GET /home/groups/g1');
    expect(request?.headers.get('X-Group-Id')).toBe('g1');
  });

  it('as an admin, then the admin role, the edit form (prefilled) and the invitation tools show', async () => {
    asMember(true);

    await render();

    expect(
      await screen.findByRole('heading', { level: 2, name: t.edit.heading }),
    ).toBeInTheDocument();
    expect(screen.getByText(t.info.role).nextElementSibling).toHaveTextContent(t.role.admin);
    expect(screen.getByRole('textbox', { name: t.form.name })).toHaveValue(GROUP.name);
    expect(screen.getByRole('radio', { name: t.kind.laboratory })).toBeChecked();
    expect(screen.getByRole('textbox', { name: t.form.profile })).toHaveValue(GROUP.profile);
    expect(screen.getByRole('textbox', { name: t.form.icon })).toHaveValue(GROUP.icon);
    expect(screen.getByRole('button', { name: t.invitation.create })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: t.mail.emails })).toBeInTheDocument();
  });

  it('when the load fails, then an error with a retry shows, and retry loads the group', async () => {
    signIn({ group: 'g1', profile: PROFILE });
    stubApi({
      'GET /home/groups/g1': [
        apiError(500, 'server_error'),
        { body: { group: GROUP, isAdmin: false } },
      ],
    });
    const user = userEvent.setup();

    await render();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.info.error);
    expect(alert).toHaveTextContent(ja.errors.serverError);
    await user.click(within(alert).getByRole('button', { name: t.retry }));
    expect(await screen.findByRole('link', { name: GROUP.name })).toBeInTheDocument();
  });
});

describe('GroupInfoPage, editing (admins)', () => {
  it('when the name is blank or the icon is not an http or https URL (a script), then the fields say so and nothing is sent', async () => {
    const { calls } = asMember(true);
    const user = userEvent.setup();
    await render();
    const name = await screen.findByRole('textbox', { name: t.form.name });
    const icon = screen.getByRole('textbox', { name: t.form.icon });

    await user.clear(name);
    await user.type(name, '   ');
    await user.clear(icon);
    await user.type(icon, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: t.edit.submit }));

    await waitFor(() => expect(fieldErrorOf(name)).toBe(t.form.nameRequired));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(fieldErrorOf(icon)).toBe(ja.validation.url.replace('{{field}}', t.form.icon));
    expect(calls('PUT /home/groups/g1')).toHaveLength(0);
  });

  it('when saved, then PUT sends the trimmed fields, the page shows the new name and the profile reloads', async () => {
    const updated = { ...GROUP, name: '山田・鈴木研究室', kind: 'others' as const, icon: null };
    const { calls } = asMember(true, { 'PUT /home/groups/g1': { body: { group: updated } } });
    const user = userEvent.setup();
    await render();
    const name = await screen.findByRole('textbox', { name: t.form.name });

    await user.clear(name);
    await user.type(name, '  山田・鈴木研究室 ');
    await user.click(screen.getByRole('radio', { name: t.kind.others }));
    await user.clear(screen.getByRole('textbox', { name: t.form.icon }));
    await user.click(screen.getByRole('button', { name: t.edit.submit }));

    expect(await findToast(t.edit.saved)).toBeInTheDocument();
    expect(calls('PUT /home/groups/g1').map((r) => r.body)).toEqual([
      { name: '山田・鈴木研究室', kind: 'others', profile: GROUP.profile, icon: null },
    ]);
    expect(screen.getByRole('link', { name: '山田・鈴木研究室' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(reloadProfile).toHaveBeenCalledTimes(1);
  });

  it('when the server rejects a field, then its message shows on that field', async () => {
    asMember(true, {
      'PUT /home/groups/g1': {
        status: 400,
        body: {
          code: 'validation_error',
          message: 'The request is not valid',
          errors: [{ location: 'body.icon', message: 'Enter a correct https URL' }],
        },
      },
    });
    const user = userEvent.setup();
    await render();

    await user.click(await screen.findByRole('button', { name: t.edit.submit }));

    const icon = screen.getByRole('textbox', { name: t.form.icon });
    await waitFor(() => expect(fieldErrorOf(icon)).toBe('Enter a correct https URL'));
    expect(screen.queryByText(ja.errors.generic)).not.toBeInTheDocument();
  });

  it('when the caller is no longer an admin (403), then the general message shows', async () => {
    asMember(true, { 'PUT /home/groups/g1': apiError(403, 'not_group_admin') });
    const user = userEvent.setup();
    await render();

    await user.click(await screen.findByRole('button', { name: t.edit.submit }));

    expect(await findToast(ja.errors.generic, { error: true })).toBeInTheDocument();
  });
});

describe('GroupInfoPage, invitations (admins)', () => {
  it('creates an invitation code and shows it with its expiry in Tokyo time and the join link to copy', async () => {
    const code = 'AbCdEfGhIjKlMnOpQrStUvWx';
    const { calls } = asMember(true, {
      'POST /home/groups/g1/invitations': {
        status: 201,
        body: { code, expiresAt: '2024-04-07T15:30:00.000Z' },
      },
    });
    const user = userEvent.setup();
    await render();

    await user.click(await screen.findByRole('button', { name: t.invitation.create }));

    expect(await screen.findByText(code)).toBeInTheDocument();
    expect(calls('POST /home/groups/g1/invitations')).toHaveLength(1);
    expect(screen.getByText(t.invitation.expiresAt).nextElementSibling).toHaveTextContent(
      '2024/04/08 00:30:00',
    );
    const link = `${window.location.origin}/manage/account/join?code=${code}`;
    expect(screen.getByText(link)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: t.invitation.copy }));

    expect(await screen.findByRole('status')).toHaveTextContent(t.invitation.copied);
    await expect(navigator.clipboard.readText()).resolves.toBe(link);
  });

  it('when creating the code fails, then an alert says so', async () => {
    asMember(true, { 'POST /home/groups/g1/invitations': apiError(500, 'server_error') });
    const user = userEvent.setup();
    await render();

    await user.click(await screen.findByRole('button', { name: t.invitation.create }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.invitation.failed);
    expect(alert).toHaveTextContent(ja.errors.serverError);
  });

  it.each([
    ['', t.mail.required],
    [
      'hanako@x.ac.jp, not-an-address; also@bad',
      fill(t.mail.invalid, { addresses: 'not-an-address, also@bad' }),
    ],
    [
      Array.from({ length: 21 }, (_, i) => `user${i}@x.ac.jp`).join('\n'),
      fill(t.mail.tooMany, { count: 20 }),
    ],
  ])(
    'when the addresses are %j, then the field says %j and nothing is sent',
    async (text, message) => {
      const { calls } = asMember(true);
      const user = userEvent.setup();
      await render();
      const field = await screen.findByRole('textbox', { name: t.mail.emails });

      if (text) {
        await user.click(field);
        await user.paste(text);
      }
      await user.click(screen.getByRole('button', { name: t.mail.submit }));

      await waitFor(() => expect(fieldErrorOf(field)).toBe(message));
      expect(calls('POST /home/groups/g1/invitations/mail')).toHaveLength(0);
    },
  );

  it('sends the distinct addresses and says how many were invited', async () => {
    const { calls } = asMember(true, {
      'POST /home/groups/g1/invitations/mail': { status: 202, body: { queued: 2 } },
    });
    const user = userEvent.setup();
    await render();
    const field = await screen.findByRole('textbox', { name: t.mail.emails });

    await user.click(field);
    await user.paste('taro@x.ac.jp, jiro@x.ac.jp\nTARO@x.ac.jp');
    await user.click(screen.getByRole('button', { name: t.mail.submit }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      fill(t.mail.sent_other, { count: 2 }),
    );
    expect(calls('POST /home/groups/g1/invitations/mail').map((r) => r.body)).toEqual([
      { emails: ['taro@x.ac.jp', 'jiro@x.ac.jp'] },
    ]);
    expect(field).toHaveValue('');
  });

  it('when the server rejects an address, then the field names it', async () => {
    asMember(true, {
      'POST /home/groups/g1/invitations/mail': {
        status: 400,
        body: {
          code: 'validation_error',
          message: 'The request is not valid',
          errors: [{ location: 'body.emails.1', message: 'Invalid email address' }],
        },
      },
    });
    const user = userEvent.setup();
    await render();
    const field = await screen.findByRole('textbox', { name: t.mail.emails });

    await user.click(field);
    await user.paste('taro@x.ac.jp jiro@x.ac.jp');
    await user.click(screen.getByRole('button', { name: t.mail.submit }));

    await waitFor(() =>
      expect(fieldErrorOf(field)).toBe(fill(t.mail.invalid, { addresses: 'jiro@x.ac.jp' })),
    );
  });

  it('when sending fails, then the failure message shows', async () => {
    asMember(true, { 'POST /home/groups/g1/invitations/mail': apiError(500, 'server_error') });
    const user = userEvent.setup();
    await render();

    await user.click(await screen.findByRole('textbox', { name: t.mail.emails }));
    await user.paste('taro@x.ac.jp');
    await user.click(screen.getByRole('button', { name: t.mail.submit }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.mail.failed);
    expect(alert).toHaveTextContent(ja.errors.serverError);
  });
});

describe('GroupInfoPage, active invitation codes (admins)', () => {
  it('lists the unexpired codes: mailed ones with their address, the others as shared by hand', async () => {
    asMember(true, {
      'GET /home/groups/g1/invitations': { body: { invitations: [MAILED, BY_HAND] } },
    });
    await render();

    const table = await screen.findByRole('table', { name: t.invitations.heading });
    const [mailed, byHand] = within(table).getAllByRole('row').slice(1);
    expect(mailed).toHaveTextContent(MAILED.code);
    expect(mailed).toHaveTextContent(fill(t.invitations.sentTo, { email: 'taro@x.ac.jp' }));
    expect(mailed).toHaveTextContent('2024/04/09 09:00:00');
    expect(byHand).toHaveTextContent(BY_HAND.code);
    expect(byHand).toHaveTextContent(t.invitations.byHand);
  });

  it('revokes a code and lists the codes again', async () => {
    const { calls } = asMember(true, {
      'GET /home/groups/g1/invitations': [
        { body: { invitations: [MAILED, BY_HAND] } },
        { body: { invitations: [MAILED] } },
      ],
      [`DELETE /home/groups/g1/invitations/${BY_HAND.code}`]: { status: 204 },
    });
    const user = userEvent.setup();
    await render();
    const table = await screen.findByRole('table', { name: t.invitations.heading });
    const byHand = within(table).getAllByRole('row')[2];
    if (byHand === undefined) throw new Error('no row');

    await user.click(within(byHand).getByRole('button', { name: t.invitations.revoke }));

    await waitFor(() =>
      expect(calls(`DELETE /home/groups/g1/invitations/${BY_HAND.code}`)).toHaveLength(1),
    );
    await waitFor(() => expect(calls('GET /home/groups/g1/invitations')).toHaveLength(2));
    const after = await screen.findByRole('table', { name: t.invitations.heading });
    expect(after).toHaveTextContent(MAILED.code);
    expect(after).not.toHaveTextContent(BY_HAND.code);
  });

  it('when revoking fails, then an alert says so and the code stays', async () => {
    asMember(true, {
      'GET /home/groups/g1/invitations': { body: { invitations: [BY_HAND] } },
      [`DELETE /home/groups/g1/invitations/${BY_HAND.code}`]: apiError(403, 'not_group_admin'),
    });
    const user = userEvent.setup();
    await render();
    await user.click(await screen.findByRole('button', { name: t.invitations.revoke }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.invitations.revokeFailed);
    expect(alert).toHaveTextContent(t.errors.notAdmin);
    expect(screen.getByText(BY_HAND.code)).toBeInTheDocument();
  });

  it('without active codes, then it says so; a new code then shows in the list', async () => {
    const code = 'AbCdEfGhIjKlMnOpQrStUvWx';
    asMember(true, {
      'GET /home/groups/g1/invitations': [
        { body: { invitations: [] } },
        { body: { invitations: [{ ...BY_HAND, code }] } },
      ],
      'POST /home/groups/g1/invitations': {
        status: 201,
        body: { code, expiresAt: '2024-04-07T15:30:00.000Z' },
      },
    });
    const user = userEvent.setup();
    await render();
    expect(await screen.findByText(t.invitations.empty)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: t.invitation.create }));

    const table = await screen.findByRole('table', { name: t.invitations.heading });
    expect(table).toHaveTextContent(code);
  });

  it('as a member, then no list is asked for', async () => {
    const { calls } = asMember(false);
    await render();
    await screen.findByRole('button', { name: t.leave.button });
    expect(calls('GET /home/groups/g1/invitations')).toHaveLength(0);
  });
});

describe('GroupInfoPage, leaving', () => {
  it('asks first; cancelling sends nothing', async () => {
    const { calls } = asMember(false);
    const user = userEvent.setup();
    await render();

    await user.click(await screen.findByRole('button', { name: t.leave.button }));
    const dialog = screen.getByRole('dialog', {
      name: fill(t.leave.confirmTitle, { name: GROUP.name }),
    });
    await user.click(within(dialog).getByRole('button', { name: ja.dialog.cancel }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('POST /home/groups/g1/leave')).toHaveLength(0);
  });

  it('when confirmed, then it leaves, deselects the group, reloads the profile and opens the account page', async () => {
    const { calls } = asMember(false, { 'POST /home/groups/g1/leave': { status: 204 } });
    const user = userEvent.setup();
    const { router } = await render();

    await user.click(await screen.findByRole('button', { name: t.leave.button }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: t.leave.confirm }),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/account'));
    expect(calls('POST /home/groups/g1/leave')).toHaveLength(1);
    expect(selectGroup).toHaveBeenCalledWith(null);
    expect(reloadProfile).toHaveBeenCalledTimes(1);
    expect(vi.mocked(selectGroup).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(reloadProfile).mock.invocationCallOrder[0] ?? 0,
    );
    expect(session.get().group).toBeNull();
  });

  it('when the last admin would leave (409 last_admin), then it says to name another admin first and stays', async () => {
    asMember(true, { 'POST /home/groups/g1/leave': apiError(409, 'last_admin') });
    const user = userEvent.setup();
    const { router } = await render();

    await user.click(await screen.findByRole('button', { name: t.leave.button }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: t.leave.confirm }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(t.leave.lastAdmin);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/manage/group');
    expect(selectGroup).not.toHaveBeenCalled();
    expect(reloadProfile).not.toHaveBeenCalled();
    expect(session.get().group).toBe('g1');
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ja from '../../../locales/ja.json';
import { renderInRouter, signIn, fieldErrorOf, fill, findToast } from '../../../testing/test-utils';
import { reloadProfile, selectGroup } from '../../../lib/profile';
import { apiError, stubApi } from '../../../testing/api-stub';
import { ApiError, NOT_GROUP_MEMBER } from '../../../lib/api-client';
import { GROUP } from '../testing/fixtures';
import { GroupCreatePage } from './group-create-page';
import { setUpPageTests } from '../../../testing/page-test';

vi.mock('../../../lib/profile', () => ({ reloadProfile: vi.fn(), selectGroup: vi.fn() }));

const f = ja.groups.form;
const c = ja.groups.create;

beforeEach(() => {
  vi.mocked(reloadProfile).mockReset().mockResolvedValue(undefined);
  vi.mocked(selectGroup).mockReset().mockResolvedValue(undefined);
  signIn();
});

setUpPageTests();

const render = () => renderInRouter(<GroupCreatePage />, { path: '/manage/system/group/create' });

async function fillForm(user: ReturnType<typeof userEvent.setup>, name: string, icon = '') {
  await user.type(screen.getByRole('textbox', { name: f.name }), name);
  await user.click(screen.getByRole('radio', { name: ja.groups.kind.others }));
  await user.type(screen.getByRole('textbox', { name: f.profile }), '学内サークルです。');
  if (icon) await user.type(screen.getByRole('textbox', { name: f.icon }), icon);
}

describe('GroupCreatePage', () => {
  it('shows the empty form, laboratory chosen', async () => {
    stubApi({});
    await render();

    expect(screen.getByRole('heading', { level: 1, name: c.title })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: f.name })).toHaveValue('');
    expect(screen.getByRole('radio', { name: ja.groups.kind.laboratory })).toBeChecked();
    expect(screen.getByRole('button', { name: c.submit })).toBeEnabled();
  });

  it('when the name is missing and the icon is not an http or https URL, then the fields say so and nothing is sent', async () => {
    const { fetchMock } = stubApi({});
    const user = userEvent.setup();
    await render();

    await user.type(screen.getByRole('textbox', { name: f.icon }), 'ftp://example.ac.jp/a.png');
    await user.click(screen.getByRole('button', { name: c.submit }));

    await waitFor(() =>
      expect(fieldErrorOf(screen.getByRole('textbox', { name: f.name }))).toBe(f.nameRequired),
    );
    expect(fieldErrorOf(screen.getByRole('textbox', { name: f.icon }))).toBe(
      ja.validation.url.replace('{{field}}', f.icon),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates the group, reloads the profile and offers to act as it or go to the list', async () => {
    const created = { ...GROUP, id: 'g9', name: '写真部', kind: 'others' as const, icon: null };
    const { calls } = stubApi({ 'POST /home/groups': { status: 201, body: { group: created } } });
    const user = userEvent.setup();
    const { router } = await render();

    await fillForm(user, '  写真部 ');
    await user.click(screen.getByRole('button', { name: c.submit }));

    expect(await screen.findByRole('status')).toHaveTextContent(fill(c.done, { name: '写真部' }));
    expect(calls('POST /home/groups').map((r) => r.body)).toEqual([
      { name: '写真部', kind: 'others', profile: '学内サークルです。', icon: null },
    ]);
    expect(reloadProfile).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: c.toList })).toHaveAttribute(
      'href',
      '/manage/system/group',
    );

    await user.click(screen.getByRole('button', { name: ja.groups.actAs.button }));

    expect(selectGroup).toHaveBeenCalledWith('g9');
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/group'));
  });

  it('sends the icon URL when one is given', async () => {
    const { calls } = stubApi({ 'POST /home/groups': { status: 201, body: { group: GROUP } } });
    const user = userEvent.setup();
    await render();

    await fillForm(user, '山田研究室', 'https://example.ac.jp/icon.png');
    await user.click(screen.getByRole('button', { name: c.submit }));

    await screen.findByRole('status');
    expect(calls('POST /home/groups')[0]?.body).toMatchObject({
      icon: 'https://example.ac.jp/icon.png',
    });
  });

  it('when selecting the new group fails, then the global wrapper says why and it stays', async () => {
    vi.mocked(selectGroup).mockRejectedValue(
      new ApiError(403, NOT_GROUP_MEMBER, 'Not a member', null),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ 'POST /home/groups': { status: 201, body: { group: GROUP } } });
    const user = userEvent.setup();
    const { router } = await render();
    await fillForm(user, '山田研究室');
    await user.click(screen.getByRole('button', { name: c.submit }));

    await user.click(await screen.findByRole('button', { name: ja.groups.actAs.button }));

    await findToast(ja.errors.notGroupMember, { error: true });
    expect(router.state.location.pathname).toBe('/manage/system/group/create');
    expect(screen.getByRole('button', { name: ja.groups.actAs.button })).toBeEnabled();
  });

  it('when the server rejects the name, then its message shows on the name field', async () => {
    stubApi({
      'POST /home/groups': {
        status: 400,
        body: {
          code: 'validation_error',
          message: 'The request is not valid',
          errors: [
            { location: 'body.name', message: 'Too big: expected string to have <=50 characters' },
          ],
        },
      },
    });
    const user = userEvent.setup();
    await render();

    await fillForm(user, '写真部');
    await user.click(screen.getByRole('button', { name: c.submit }));

    await waitFor(() =>
      expect(fieldErrorOf(screen.getByRole('textbox', { name: f.name }))).toBe(
        'Too big: expected string to have <=50 characters',
      ),
    );
    expect(reloadProfile).not.toHaveBeenCalled();
  });

  it('when the call fails otherwise, then the general message shows and the form stays', async () => {
    stubApi({ 'POST /home/groups': apiError(403, 'profile_required') });
    const user = userEvent.setup();
    await render();

    await fillForm(user, '写真部');
    await user.click(screen.getByRole('button', { name: c.submit }));

    expect(await findToast(ja.errors.generic, { error: true })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: f.name })).toHaveValue('写真部');
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import { renderInRouter, signIn, fieldErrorOf, fill, findToast } from '../../../testing/test-utils';
import { reloadProfile, selectGroup } from '../../../lib/profile';
import { apiError, stubApi } from '../../../testing/api-stub';
import { GROUP } from '../testing/fixtures';
import { JoinGroupPage } from './join-group-page';
import { setUpPageTests } from '../../../testing/page-test';

vi.mock('../../../lib/profile', () => ({ reloadProfile: vi.fn(), selectGroup: vi.fn() }));

const j = ja.groups.join;
const CODE = 'AbCdEfGhIjKlMnOpQrStUvWx';

beforeEach(() => {
  vi.mocked(reloadProfile).mockReset().mockResolvedValue(undefined);
  vi.mocked(selectGroup).mockReset().mockResolvedValue(undefined);
  signIn();
});

setUpPageTests();

const render = (path = '/manage/account/join', language: 'ja' | 'en' = 'ja') =>
  renderInRouter(<JoinGroupPage />, { path, language });

describe('JoinGroupPage', () => {
  it('prefills the code from ?code= of the invitation link', async () => {
    stubApi({});
    await render(`/manage/account/join?code=${CODE}`);

    expect(screen.getByRole('heading', { level: 1, name: j.title })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: j.code })).toHaveValue(CODE);
  });

  it('joins with the code, reloads the profile and offers to act as the group', async () => {
    const { calls } = stubApi({
      [`POST /home/groups/invitations/${CODE}`]: { body: { group: GROUP } },
    });
    const user = userEvent.setup();
    const { router } = await render(`/manage/account/join?code=${CODE}`);

    await user.click(screen.getByRole('button', { name: j.submit }));

    expect(await screen.findByRole('status')).toHaveTextContent(fill(j.done, { name: GROUP.name }));
    expect(calls(`POST /home/groups/invitations/${CODE}`)).toHaveLength(1);
    expect(reloadProfile).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: ja.groups.actAs.button }));

    expect(selectGroup).toHaveBeenCalledWith('g1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/group'));
  });

  it('trims a pasted code', async () => {
    const { calls } = stubApi({
      [`POST /home/groups/invitations/${CODE}`]: { body: { group: GROUP } },
    });
    const user = userEvent.setup();
    await render();

    await user.click(screen.getByRole('textbox', { name: j.code }));
    await user.paste(`  ${CODE}\n`);
    await user.click(screen.getByRole('button', { name: j.submit }));

    await screen.findByRole('status');
    expect(calls(`POST /home/groups/invitations/${CODE}`)).toHaveLength(1);
  });

  it.each([
    ['', j.codeRequired],
    ['short', j.invalid],
    ['has spaces inside the code', j.invalid],
  ])('when the code is %j, then the field says %j and nothing is sent', async (code, message) => {
    const { fetchMock } = stubApi({});
    const user = userEvent.setup();
    await render();
    const field = screen.getByRole('textbox', { name: j.code });

    if (code) await user.type(field, code);
    await user.click(screen.getByRole('button', { name: j.submit }));

    await waitFor(() => expect(fieldErrorOf(field)).toBe(message));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the server says the code is not valid (bad or expired), then the field says so', async () => {
    stubApi({
      [`POST /home/groups/invitations/${CODE}`]: apiError(400, 'invalid_invitation'),
    });
    const user = userEvent.setup();
    await render(`/manage/account/join?code=${CODE}`);

    await user.click(screen.getByRole('button', { name: j.submit }));

    await waitFor(() =>
      expect(fieldErrorOf(screen.getByRole('textbox', { name: j.code }))).toBe(j.invalid),
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(reloadProfile).not.toHaveBeenCalled();
  });

  it('in English, an invalid code says "Invitation code is not valid"', async () => {
    stubApi({
      [`POST /home/groups/invitations/${CODE}`]: apiError(400, 'invalid_invitation'),
    });
    const user = userEvent.setup();
    await render(`/manage/account/join?code=${CODE}`, 'en');

    await user.click(screen.getByRole('button', { name: en.groups.join.submit }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invitation code is not valid');
  });

  it('when the code was mailed to another address (403 invitation_not_for_you), then the field says so', async () => {
    stubApi({
      [`POST /home/groups/invitations/${CODE}`]: apiError(403, 'invitation_not_for_you'),
    });
    const user = userEvent.setup();
    await render(`/manage/account/join?code=${CODE}`);

    await user.click(screen.getByRole('button', { name: j.submit }));

    await waitFor(() =>
      expect(fieldErrorOf(screen.getByRole('textbox', { name: j.code }))).toBe(j.notForYou),
    );
    expect(reloadProfile).not.toHaveBeenCalled();
  });

  it('when already a member, then the field says so', async () => {
    stubApi({ [`POST /home/groups/invitations/${CODE}`]: apiError(409, 'already_member') });
    const user = userEvent.setup();
    await render(`/manage/account/join?code=${CODE}`);

    await user.click(screen.getByRole('button', { name: j.submit }));

    await waitFor(() =>
      expect(fieldErrorOf(screen.getByRole('textbox', { name: j.code }))).toBe(j.alreadyMember),
    );
  });

  it('when the server fails, then the general message shows', async () => {
    stubApi({ [`POST /home/groups/invitations/${CODE}`]: apiError(500, 'server_error') });
    const user = userEvent.setup();
    await render(`/manage/account/join?code=${CODE}`);

    await user.click(screen.getByRole('button', { name: j.submit }));

    expect(await findToast(ja.errors.serverError, { error: true })).toBeInTheDocument();
  });
});

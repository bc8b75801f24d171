import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ja from '../../../locales/ja.json';
import { apiError, stubApi, validationError, type StubAnswer } from '../../../testing/api-stub';
import { setUpPageTests } from '../../../testing/page-test';
import { fieldErrorOf, fill, findToast, renderRoute } from '../../../testing/test-utils';
import { LOOKUPS, OWN_POST, post } from '../testing/fixtures';
import { WantedCreatePage, WantedEditPage } from './wanted-form-pages';

const f = ja.wanted.form;

// 2030-04-01 09:00 in Tokyo: a new post stands until 2030-05-01 09:00.
setUpPageTests({ signedIn: true, now: '2030-04-01T00:00:00Z' });

function withApi(routes: Record<string, StubAnswer | StubAnswer[]> = {}) {
  return stubApi({ ...LOOKUPS, ...routes });
}

const renderCreate = () =>
  renderRoute(<WantedCreatePage />, {
    pattern: '/manage/wanted/create',
    path: '/manage/wanted/create',
  });
const renderEdit = () =>
  renderRoute(<WantedEditPage />, {
    pattern: '/manage/wanted/:id/edit',
    path: '/manage/wanted/w1/edit',
  });

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('WantedCreatePage', () => {
  it('posts what is wanted: a category of any level, keywords, an area and a date; then opens it', async () => {
    const { calls } = withApi({
      'POST /home/wanted': { status: 201, body: { wanted: post('w9') } },
    });
    const user = userEvent.setup();
    const { router } = await renderCreate();

    await screen.findByRole('heading', { level: 1, name: ja.routes.wantedCreate });
    await user.type(await screen.findByRole('textbox', { name: /^タイトル/ }), 'スチールの本棚');
    await user.type(field('説明'), '研究室で使います。');
    await user.selectOptions(screen.getByRole('combobox', { name: f.category }), '家具 / 机・椅子');
    await user.selectOptions(screen.getByRole('combobox', { name: f.area }), '北キャンパス');
    await user.type(field('キーワード'), '本棚　スチール');
    expect(screen.getByLabelText(/^期限/)).toHaveValue('2030-05-01T09:00');
    await user.click(screen.getByRole('button', { name: f.create }));

    expect(await findToast(f.created, { error: false })).toBeInTheDocument();
    expect(calls('POST /home/wanted')[0]?.body).toEqual({
      title: 'スチールの本棚',
      description: '研究室で使います。',
      categoryId: 'desks',
      keywords: '本棚 スチール',
      areaId: 'north',
      until: '2030-05-01T09:00:00+09:00',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/wanted/w9'));
  });

  it('asks for a title, and for a category or keywords, before sending', async () => {
    const { calls } = withApi();
    const user = userEvent.setup();
    await renderCreate();

    await user.click(await screen.findByRole('button', { name: f.create }));

    expect(
      await screen.findByText(fill(ja.validation.summary_other, { count: 2 })),
    ).toBeInTheDocument();
    expect(fieldErrorOf(field('タイトル'))).toBe(f.errors.required);
    expect(fieldErrorOf(field('キーワード'))).toBe(f.errors.categoryOrKeywords);
    expect(calls('POST /home/wanted')).toHaveLength(0);
  });

  it('refuses a date in the past or more than 180 days ahead', async () => {
    withApi();
    const user = userEvent.setup();
    await renderCreate();

    const until = await screen.findByLabelText(/^期限/);
    await user.clear(until);
    await user.type(until, '2030-04-01T08:00');
    await user.click(screen.getByRole('button', { name: f.create }));
    await waitFor(() => expect(fieldErrorOf(until)).toBe(f.errors.untilPast));

    await user.clear(until);
    await user.type(until, '2030-12-01T08:00');
    await user.tab();
    await waitFor(() => expect(fieldErrorOf(until)).toBe(fill(f.errors.untilFar, { days: 180 })));
  });

  it("shows the server's refusals: field errors on their fields, too many posts above the buttons", async () => {
    withApi({
      'POST /home/wanted': [
        validationError([{ location: 'body.until', message: 'Choose a date in the future' }]),
        apiError(409, 'too_many_wanted'),
      ],
    });
    const user = userEvent.setup();
    await renderCreate();

    await user.type(await screen.findByRole('textbox', { name: /^タイトル/ }), '机');
    await user.type(field('キーワード'), '机');
    await user.click(screen.getByRole('button', { name: f.create }));
    await waitFor(() =>
      expect(fieldErrorOf(screen.getByLabelText(/^期限/))).toBe('Choose a date in the future'),
    );

    await user.click(screen.getByRole('button', { name: f.create }));
    expect(await findToast(ja.wanted.errors.tooMany, { error: true })).toBeInTheDocument();
  });
});

describe('WantedEditPage', () => {
  it("edits the poster's open post and goes back to it", async () => {
    const { calls } = withApi({
      'GET /wanted/w1': { body: { wanted: OWN_POST } },
      'PUT /home/wanted/w1': { body: { wanted: OWN_POST } },
    });
    const user = userEvent.setup();
    const { router } = await renderEdit();

    const title = await screen.findByRole('textbox', { name: /^タイトル/ });
    expect(title).toHaveValue('スチールの本棚');
    expect(screen.getByRole('combobox', { name: f.category })).toHaveValue('furniture');
    expect(screen.getByRole('combobox', { name: f.area })).toHaveValue('north');
    expect(screen.getByLabelText(/^期限/)).toHaveValue('2030-05-01T09:00');
    await user.clear(title);
    await user.type(title, '本棚');
    await user.selectOptions(screen.getByRole('combobox', { name: f.area }), f.anyArea);
    await user.click(screen.getByRole('button', { name: f.save }));

    expect(await findToast(f.saved, { error: false })).toBeInTheDocument();
    expect(calls('PUT /home/wanted/w1')[0]?.body).toMatchObject({
      title: '本棚',
      categoryId: 'furniture',
      keywords: '本棚 スチール',
      areaId: '',
      until: '2030-05-01T09:00:00+09:00',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/wanted/w1'));
  });

  it.each([
    ['closed', { ...OWN_POST, status: 'closed' as const }, f.notEditable],
    ['expired', { ...OWN_POST, expired: true }, f.notEditable],
    ["another's", post('w1'), f.notYours],
  ])('a %s post is not editable', async (_what, wanted, message) => {
    withApi({ 'GET /wanted/w1': { body: { wanted } } });
    await renderEdit();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: f.backToPost })).toHaveAttribute(
      'href',
      '/wanted/w1',
    );
    expect(screen.queryByRole('button', { name: f.save })).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import { apiError, stubApi, type StubAnswer } from '../../../testing/api-stub';
import { setUpPageTests } from '../../../testing/page-test';
import { findToast, renderRoute, signIn } from '../../../testing/test-utils';
import { AccountDetailPage } from './account-detail-page';
import { BlocksPage } from './blocks-page';

const b = ja.blocks;

setUpPageTests();

const TARO = {
  id: 'u-taro',
  kind: 'user',
  name: '田中 太郎',
  withdrawn: false,
  profile: '',
  occupation: 'staff',
  position: '',
} as const;

const BLOCK = {
  accountId: 'u-taro',
  name: '田中 太郎',
  kind: 'user',
  createdAt: '2030-05-01T00:00:00.000Z',
} as const;

function withApi(account: object = TARO, routes: Record<string, StubAnswer | StubAnswer[]> = {}) {
  return stubApi({
    [`GET /home/accounts/${(account as { id: string }).id}`]: { body: { account } },
    'GET /home/blocks': { body: { blocks: [] } },
    ...routes,
  });
}

const renderDetail = (id = 'u-taro', language: 'ja' | 'en' = 'ja') =>
  renderRoute(<AccountDetailPage />, {
    pattern: '/manage/account/:id',
    path: `/manage/account/${id}`,
    language,
  });

describe('Account card: block and report', () => {
  it('blocks after a confirmation that says what it stops, then offers to unblock', async () => {
    signIn();
    const { calls } = withApi(TARO, {
      'PUT /home/blocks/u-taro': { body: { block: BLOCK } },
      'DELETE /home/blocks/u-taro': { status: 204 },
    });
    const user = userEvent.setup();
    await renderDetail();

    await user.click(await screen.findByRole('button', { name: b.block }));
    const dialog = screen.getByRole('dialog', { name: b.blockTitle });
    expect(dialog).toHaveAccessibleDescription(b.blockText);
    await user.click(within(dialog).getByRole('button', { name: ja.dialog.cancel }));
    expect(calls('PUT /home/blocks/u-taro')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: b.block }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: b.block }));

    await findToast(b.blockDone, { error: false });
    expect(calls('PUT /home/blocks/u-taro')).toHaveLength(1);
    expect(calls('PUT /home/blocks/u-taro')[0]?.body).toBeUndefined();
    expect(screen.getByText(b.blocking)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: b.unblock }));

    await findToast(b.unblockDone, { error: false });
    expect(calls('DELETE /home/blocks/u-taro')).toHaveLength(1);
    expect(screen.getByRole('button', { name: b.block })).toBeInTheDocument();
    expect(screen.queryByText(b.blocking)).toBeNull();
  });

  it('an account blocked already offers to unblock', async () => {
    signIn();
    withApi(TARO, { 'GET /home/blocks': { body: { blocks: [BLOCK] } } });
    await renderDetail();

    expect(await screen.findByRole('button', { name: b.unblock })).toBeInTheDocument();
    expect(screen.getByText(b.blocking)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: b.block })).toBeNull();
  });

  it('a refused block is told and changes nothing', async () => {
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    withApi(TARO, { 'PUT /home/blocks/u-taro': apiError(409, 'own_target') });
    const user = userEvent.setup();
    await renderDetail();

    await user.click(await screen.findByRole('button', { name: b.block }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: b.block }));

    await findToast(ja.errors.generic, { error: true });
    expect(screen.getByRole('button', { name: b.block })).toBeInTheDocument();
  });

  it('reports the account', async () => {
    signIn();
    withApi();
    const user = userEvent.setup();
    await renderDetail();

    await user.click(await screen.findByRole('button', { name: ja.moderation.report.button }));
    expect(await screen.findByRole('dialog', { name: 'アカウントを通報する' })).toBeInTheDocument();
  });

  it.each([
    ['the user themself', 'u1', null],
    ['the group the user acts as', 'lab-a', 'lab-a'],
  ])('on %s, neither block nor report shows', async (_what, id, group) => {
    signIn({ group });
    const { calls } = withApi({ ...TARO, id });
    await renderDetail(id);

    await screen.findByRole('heading', { level: 1, name: '田中 太郎' });
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls('GET /home/blocks')).toHaveLength(0);
  });

  it('a withdrawn user can be neither blocked nor reported', async () => {
    signIn();
    withApi({ ...TARO, name: null, withdrawn: true, occupation: null });
    await renderDetail();

    await screen.findByText(ja.accountDetail.withdrawnMessage);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('speaks English', async () => {
    signIn();
    withApi();
    await renderDetail('u-taro', 'en');
    expect(await screen.findByRole('button', { name: en.blocks.block })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.moderation.report.button })).toBeInTheDocument();
  });
});

describe('/manage/account/blocks', () => {
  const GROUP = {
    accountId: 'lab-z',
    name: null,
    kind: 'group',
    createdAt: '2030-04-01T03:00:00.000Z',
  } as const;

  const renderBlocks = (language: 'ja' | 'en' = 'ja') =>
    renderRoute(<BlocksPage />, {
      pattern: '/manage/account/blocks',
      path: '/manage/account/blocks',
      language,
    });

  it('lists the blocked accounts with kind and since when, and unblocks one', async () => {
    signIn();
    const { calls } = stubApi({
      'GET /home/blocks': { body: { blocks: [BLOCK, GROUP] } },
      'DELETE /home/blocks/u-taro': { status: 204 },
    });
    const user = userEvent.setup();
    await renderBlocks();

    const table = await screen.findByRole('table', { name: ja.routes.accountBlocks });
    const [taro, withdrawn] = within(table).getAllByRole('row').slice(1);
    if (!taro || !withdrawn) throw new Error('rows missing');
    expect(within(taro).getByRole('link', { name: '田中 太郎' })).toHaveAttribute(
      'href',
      '/manage/account/u-taro',
    );
    expect(taro).toHaveTextContent(b.kinds.user);
    expect(taro).toHaveTextContent('2030/05/01 09:00:00');
    expect(withdrawn).toHaveTextContent(b.withdrawn);
    expect(withdrawn).toHaveTextContent(b.kinds.group);
    expect(screen.getByRole('link', { name: b.backToAccount })).toHaveAttribute(
      'href',
      '/manage/account',
    );

    await user.click(within(taro).getByRole('button', { name: 'ブロックを解除：田中 太郎' }));

    await findToast(b.unblockDone, { error: false });
    expect(calls('DELETE /home/blocks/u-taro')).toHaveLength(1);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  });

  it('says when nobody is blocked', async () => {
    signIn();
    stubApi({ 'GET /home/blocks': { body: { blocks: [] } } });
    await renderBlocks('en');

    expect(await screen.findByText(en.blocks.empty)).toBeInTheDocument();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ManagedExhibit } from '../../../lib/exhibit-admin-types';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import {
  renderRoute,
  fieldErrorOf,
  fill,
  findToast,
  toastTexts,
} from '../../../testing/test-utils';
import { availableActions } from '../components/available-actions';
import { apiError, stubApi, type StubAnswer } from '../../../testing/api-stub';
import { APPROVALS, LOOKUPS, MANAGED_EXHIBIT } from '../testing/fixtures';
import { ExhibitDetailPage } from './exhibit-detail-page';
import { setUpPageTests } from '../../../testing/page-test';
import { stubPhotoPreviews } from '../../../testing/photo-previews';

// jsdom decodes no images: chosen files go as they are (resizing is tested in the browser).
vi.mock('../../../lib/image-resize', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/image-resize')>()),
  preparePhoto: (file: File) => Promise.resolve(file),
}));
stubPhotoPreviews();

const m = ja.manageExhibits;
const a = m.actions;

setUpPageTests({ signedIn: true });

function routes(exhibit: ManagedExhibit, extra: Record<string, StubAnswer | StubAnswer[]> = {}) {
  return {
    'GET /home/exhibits/ex1': { body: { exhibit } },
    'GET /home/exhibits/ex1/approvals': { body: { approvals: APPROVALS } },
    ...LOOKUPS,
    ...extra,
  };
}

const render = () =>
  renderRoute(<ExhibitDetailPage />, {
    pattern: '/manage/exhibit/reuse/:id',
    path: '/manage/exhibit/reuse/ex1',
  });

const exhibit = (patch: Partial<ManagedExhibit>) => ({ ...MANAGED_EXHIBIT, ...patch });

type User = ReturnType<typeof userEvent.setup>;

/** Presses the action button `name`, then the button of the same name in its dialog `title`. */
async function pressAndConfirm(user: User, name: string, title: string) {
  await user.click(await screen.findByRole('button', { name }));
  await user.click(
    within(screen.getByRole('dialog', { name: title })).getByRole('button', { name }),
  );
}

/** The approved exhibit's page after publishing it, which the server refuses (409 `code`). */
async function publishRefusedWith(code: string) {
  stubApi(
    routes(exhibit({ approvalStatus: 'approved' }), {
      'POST /home/exhibits/ex1/publish': apiError(409, code),
    }),
  );
  const user = userEvent.setup();
  const rendered = await render();
  await pressAndConfirm(user, a.publish, a.publishTitle);
  return { user, ...rendered };
}

describe('availableActions', () => {
  it.each([
    ['not_yet', false, ['submit', 'cancel']],
    ['wait_junk', false, ['cancel']],
    ['junk_rejected', false, ['submit', 'cancel']],
    ['wait_funds', false, ['cancel']],
    ['funds_rejected', false, ['submit', 'cancel']],
    ['approved', false, ['publish', 'cancel']],
    ['approved', true, ['unpublish', 'cancel']],
  ] as const)('%s, published %s: %j', (approvalStatus, published, expected) => {
    expect(availableActions(exhibit({ approvalStatus, published }))).toEqual(expected);
  });

  it('offers no publishing while the moderators keep it unpublished', () => {
    const moderation = { reason: '禁止物品', at: '2026-03-05T00:00:00Z' };
    expect(availableActions(exhibit({ approvalStatus: 'approved', moderation }))).toEqual([
      'cancel',
    ]);
  });

  it('offers nothing once withdrawn', () => {
    expect(availableActions(exhibit({ cancelledAt: '2026-03-05T00:00:00Z' }))).toEqual([]);
  });
});

describe('ExhibitDetailPage', () => {
  it('shows the exhibit with names, Tokyo times, items with asset info and the history', async () => {
    stubApi(routes(MANAGED_EXHIBIT));
    await render();

    expect(
      await screen.findByRole('heading', { level: 1, name: MANAGED_EXHIBIT.title }),
    ).toBeInTheDocument();
    expect(await screen.findByText('本部キャンパス / 1号館 / 101')).toBeInTheDocument();
    expect(screen.getByText('工学部事務')).toBeInTheDocument();
    expect(
      screen.getByText(
        fill(m.detail.pickupRange, { from: '2026/04/01 10:00:00', until: '2026/04/30 17:00:00' }),
      ),
    ).toBeInTheDocument();
    const desk = screen.getByRole('article', { name: '事務机' });
    expect(desk).toHaveTextContent('123456789012');
    expect(desk).toHaveTextContent(ja.exhibitForm.budgetSources.others);
    expect(desk).toHaveTextContent('2020/04/01');
    expect(await screen.findByText('2026/03/02 12:04:05')).toBeInTheDocument();
    expect(screen.getByText(m.history.actions.submitted)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: m.detail.edit })).toHaveAttribute(
      'href',
      '/manage/exhibit/reuse/ex1/edit',
    );
    // A private exhibit has no public page to visit.
    expect(screen.queryByRole('link', { name: m.detail.publicPage })).not.toBeInTheDocument();
  });

  it('links to the public page of a published exhibit', async () => {
    stubApi(routes(exhibit({ approvalStatus: 'approved', published: true })));
    await render();
    expect(await screen.findByRole('link', { name: m.detail.publicPage })).toHaveAttribute(
      'href',
      '/exhibits/ex1',
    );
  });

  it("shows the officer's comment when the exhibit was returned", async () => {
    stubApi(
      routes(
        exhibit({
          approvalStatus: 'junk_rejected',
          lastDecision: {
            result: 'rejected',
            comment: '資産番号を確認してください',
            by: 'officer',
            at: '2026-03-02T03:04:05.000Z',
            stage: 'junk',
          },
        }),
      ),
    );
    await render();
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(m.detail.rejectedComment);
    expect(note).toHaveTextContent('資産番号を確認してください');
    expect(screen.getByRole('button', { name: a.submit })).toBeInTheDocument();
  });

  it('applies for approval after confirming, and shows the new state', async () => {
    const { calls } = stubApi(
      routes(MANAGED_EXHIBIT, {
        'POST /home/exhibits/ex1/submit': {
          body: { exhibit: exhibit({ approvalStatus: 'wait_junk' }) },
        },
      }),
    );
    const user = userEvent.setup();
    await render();
    expect(screen.queryByRole('button', { name: a.publish })).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: a.submit }));
    const dialog = screen.getByRole('dialog', { name: a.submitTitle });
    expect(calls('POST /home/exhibits/ex1/submit')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: a.submit }));

    expect(await screen.findByText(a.submitDone)).toBeInTheDocument();
    expect(calls('POST /home/exhibits/ex1/submit')).toHaveLength(1);
    expect(screen.getByText(m.approvalStatus.wait_junk)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: a.submit })).not.toBeInTheDocument();
    // The history is fetched again.
    await waitFor(() => expect(calls('GET /home/exhibits/ex1/approvals')).toHaveLength(2));
  });

  it('after applying, a private exhibit shows no display state (and no stale banner)', async () => {
    stubApi(
      routes(exhibit({ approvalStatus: 'not_yet', published: false }), {
        'POST /home/exhibits/ex1/submit': {
          body: { exhibit: exhibit({ approvalStatus: 'wait_junk', published: false }) },
        },
      }),
    );
    const user = userEvent.setup();
    const { router } = await render();
    await router.navigate('/manage/exhibit/reuse/ex1', { state: { photosNotAdded: [] } });
    expect(screen.queryByText(m.displayState.on_display)).not.toBeInTheDocument();

    await pressAndConfirm(user, a.submit, a.submitTitle);

    expect(await screen.findByText(a.submitDone)).toBeInTheDocument();
    expect(screen.queryByText(ja.exhibitForm.created)).not.toBeInTheDocument();
    expect(screen.getByText(m.approvalStatus.wait_junk)).toBeInTheDocument();
    expect(screen.getByText(m.unpublished)).toBeInTheDocument();
    expect(screen.queryByText(m.displayState.on_display)).not.toBeInTheDocument();
  });

  it('when the server refuses a change (409), then its own message shows', async () => {
    await publishRefusedWith('not_approved');
    expect(await findToast(m.errors.notApproved, { error: true })).toBeInTheDocument();
  });

  it('an error toast closed stays closed when the page renders again', async () => {
    const { user, i18n } = await publishRefusedWith('not_approved');
    const toast = await findToast(m.errors.notApproved, { error: true });
    await user.click(
      within(toast.closest('.toast') as HTMLElement).getByRole('button', { name: ja.toast.close }),
    );
    await waitFor(() => expect(toastTexts()).toEqual([]));
    // Everything renders again in English: the outcome was told once, it is not told again.
    await act(() => i18n.changeLanguage('en'));
    await screen.findByRole('button', { name: en.manageExhibits.actions.publish });
    expect(toastTexts()).toEqual([]);
  });

  it('held by the moderators, it says why and offers no publishing', async () => {
    stubApi(
      routes(
        exhibit({
          approvalStatus: 'approved',
          published: false,
          moderation: { reason: '出品が禁止されている物品です', at: '2026-03-05T00:00:00Z' },
        }),
      ),
    );
    await render();

    const hold = await screen.findByRole('note');
    expect(hold).toHaveTextContent(
      `${ja.moderation.hold.label} 理由: 出品が禁止されている物品です`,
    );
    expect(hold).toHaveTextContent(ja.moderation.hold.note);
    expect(screen.queryByRole('button', { name: a.publish })).toBeNull();
    expect(screen.getByRole('button', { name: a.cancel })).toBeInTheDocument();
  });

  it('when the server says the moderators hold it (409), then that message shows', async () => {
    await publishRefusedWith('moderation_hold');
    expect(
      await findToast(ja.moderation.errors.moderationHold, { error: true }),
    ).toBeInTheDocument();
  });

  it('withdraws with a danger confirmation; invalid_transition gets its message', async () => {
    stubApi(
      routes(exhibit({ approvalStatus: 'approved', published: true }), {
        'POST /home/exhibits/ex1/cancel': apiError(409, 'invalid_transition'),
      }),
    );
    const user = userEvent.setup();
    await render();
    expect(await screen.findByRole('button', { name: a.unpublish })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: a.cancel }));
    const dialog = screen.getByRole('dialog', { name: a.cancelTitle });
    expect(dialog).toHaveTextContent(a.cancelText);
    await user.click(within(dialog).getByRole('button', { name: a.cancel }));
    expect(await screen.findByText(m.errors.invalidTransition)).toBeInTheDocument();
  });

  it('a withdrawn exhibit has no actions, no edit link and no photo or stock forms', async () => {
    stubApi(routes(exhibit({ cancelledAt: '2026-03-05T00:00:00Z' })));
    await render();
    expect(await screen.findByText(m.cancelled)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: m.detail.edit })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: a.cancel })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(m.images.add)).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: m.inventory.submit })[0]).toBeDisabled();
  });
});

describe('inventory adjustment', () => {
  const desk = () => screen.getByRole('article', { name: '事務机' });

  it('checks the change and the reason before sending', async () => {
    const { calls } = stubApi(routes(MANAGED_EXHIBIT));
    const user = userEvent.setup();
    await render();
    await screen.findByRole('article', { name: '事務机' });
    await user.type(within(desk()).getByRole('textbox', { name: m.inventory.delta }), '0');
    await user.click(within(desk()).getByRole('button', { name: m.inventory.submit }));
    await waitFor(() =>
      expect(fieldErrorOf(within(desk()).getByRole('textbox', { name: m.inventory.delta }))).toBe(
        m.inventory.errors.deltaNonZero,
      ),
    );
    expect(fieldErrorOf(within(desk()).getByRole('textbox', { name: m.inventory.reason }))).toBe(
      m.inventory.errors.reasonRequired,
    );
    expect(calls('POST /home/exhibits/ex1/items/it1/inventory')).toHaveLength(0);
  });

  it('sends a signed change with its reason, shows the new stock and the ledger', async () => {
    const { calls } = stubApi(
      routes(MANAGED_EXHIBIT, {
        'POST /home/exhibits/ex1/items/it1/inventory': {
          body: {
            item: { ...MANAGED_EXHIBIT.items[0], stock: 1 },
            entry: { id: 'l2', delta: -1, reason: '破損', stockAfter: 1 },
          },
        },
        'GET /home/exhibits/ex1/items/it1/inventory': {
          body: {
            entries: [
              {
                id: 'l2',
                delta: -1,
                reason: '破損',
                stockAfter: 1,
                byUid: 'u1',
                accountId: 'acc-u1',
                at: '2026-03-03T00:00:00Z',
              },
              {
                id: 'l1',
                delta: 2,
                reason: 'initial',
                stockAfter: 2,
                byUid: 'u1',
                accountId: 'acc-u1',
                at: '2026-03-01T00:00:00Z',
              },
            ],
          },
        },
      }),
    );
    const user = userEvent.setup();
    await render();
    await screen.findByRole('article', { name: '事務机' });
    await user.type(within(desk()).getByRole('textbox', { name: m.inventory.delta }), '-1');
    await user.type(within(desk()).getByRole('textbox', { name: m.inventory.reason }), ' 破損 ');
    await user.click(within(desk()).getByRole('button', { name: m.inventory.submit }));

    expect(await findToast(fill(m.inventory.done, { stock: 1 }))).toBeInTheDocument();
    expect(calls('POST /home/exhibits/ex1/items/it1/inventory')[0]?.body).toEqual({
      delta: -1,
      reason: '破損',
    });

    await user.click(within(desk()).getByRole('button', { name: m.inventory.show }));
    const ledger = await within(desk()).findByRole('table', { name: m.inventory.ledger });
    expect(ledger).toHaveTextContent('2026/03/03 09:00:00');
    expect(ledger).toHaveTextContent(m.inventory.initial);
    expect(ledger).toHaveTextContent('+2');
  });

  it('when the stock would go below 0, then insufficient_stock gets its message', async () => {
    stubApi(
      routes(MANAGED_EXHIBIT, {
        'POST /home/exhibits/ex1/items/it1/inventory': apiError(409, 'insufficient_stock'),
      }),
    );
    const user = userEvent.setup();
    await render();
    await screen.findByRole('article', { name: '事務机' });
    await user.type(within(desk()).getByRole('textbox', { name: m.inventory.delta }), '-5');
    await user.type(within(desk()).getByRole('textbox', { name: m.inventory.reason }), '譲渡');
    await user.click(within(desk()).getByRole('button', { name: m.inventory.submit }));
    expect(await findToast(m.errors.insufficientStock)).toBeInTheDocument();
  });
});

describe('photos', () => {
  const desk = () => screen.getByRole('article', { name: '事務机' });

  it("uploads the file's bytes with its content type and shows the photo", async () => {
    const { calls } = stubApi(
      routes(MANAGED_EXHIBIT, {
        'POST /home/exhibits/ex1/items/it1/images': {
          status: 201,
          body: {
            image: {
              id: 'img9',
              uri: '/api/v1/images/n.png',
              thumbnailUri: '/api/v1/images/n_t.png',
            },
          },
        },
      }),
    );
    const user = userEvent.setup();
    await render();
    await screen.findByRole('article', { name: '事務机' });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'desk.png', { type: 'image/png' });
    await user.upload(within(desk()).getByLabelText(m.images.add), file);

    expect(await findToast(m.images.uploaded)).toBeInTheDocument();
    const [upload] = calls('POST /home/exhibits/ex1/items/it1/images');
    expect(upload?.headers.get('Content-Type')).toBe('image/png');
    expect(upload?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(upload?.raw).toBe(file);
    expect(
      within(desk()).getByRole('img', { name: fill(m.images.alt, { name: '事務机', number: 1 }) }),
    ).toHaveAttribute('src', '/api/v1/images/n_t.png');
  });

  it('refuses a file over 40 MB or one that is no image without sending it', async () => {
    const { calls } = stubApi(routes(MANAGED_EXHIBIT));
    const user = userEvent.setup({ applyAccept: false });
    await render();
    await screen.findByRole('article', { name: '事務机' });
    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 40 * 1024 * 1024 + 1 });
    await user.upload(within(desk()).getByLabelText(m.images.add), big);
    expect(await findToast(m.images.tooLarge, { error: true })).toBeInTheDocument();

    await user.upload(
      within(desk()).getByLabelText(m.images.add),
      new File(['x'], 'a.txt', { type: 'text/plain' }),
    );
    expect(await findToast(m.images.badType, { error: true })).toBeInTheDocument();
    expect(calls('POST /home/exhibits/ex1/items/it1/images')).toHaveLength(0);
  });

  it('names the photos a just-created exhibit could not get, to add them again', async () => {
    stubApi(routes(MANAGED_EXHIBIT));
    const { router } = await render();
    await router.navigate('/manage/exhibit/reuse/ex1', {
      state: { photosNotAdded: ['a.jpg', 'b.jpg'] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      fill(ja.photoEditor.notAdded, { names: 'a.jpg, b.jpg' }),
    );
  });

  it('deletes a photo after confirming', async () => {
    const { calls } = stubApi(
      routes(MANAGED_EXHIBIT, {
        'DELETE /home/exhibits/ex1/items/it2/images/img1': { status: 204 },
      }),
    );
    const user = userEvent.setup();
    await render();
    const book = await screen.findByRole('article', { name: '材料工学入門' });
    await user.click(
      within(book).getByRole('button', { name: fill(m.images.deleteLabel, { number: 1 }) }),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: m.images.deleteTitle })).getByRole('button', {
        name: m.images.delete,
      }),
    );
    expect(await findToast(m.images.deleted)).toBeInTheDocument();
    expect(calls('DELETE /home/exhibits/ex1/items/it2/images/img1')).toHaveLength(1);
    expect(within(book).queryByRole('img', { name: /材料工学入門/ })).not.toBeInTheDocument();
  });
});

describe('people waiting for this', () => {
  const waiting = (id: string, title: string, name: string | null) => ({
    id,
    accountId: `u-${id}`,
    account: { id: `u-${id}`, kind: 'user', name, withdrawn: name === null },
    title,
    description: '',
    categoryId: 'desk',
    keywords: '',
    areaId: '',
    until: '2026-06-30T15:00:00.000Z',
    status: 'open',
    expired: false,
    isOwn: false,
    offerCount: 0,
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-01T00:00:00.000Z',
  });

  it('lists the open wanted posts the exhibit matches, each linked to its page', async () => {
    stubApi(
      routes(MANAGED_EXHIBIT, {
        'GET /home/exhibits/ex1/wanted': {
          body: { wanted: [waiting('w1', '事務机', '佐藤 一郎'), waiting('w2', '椅子', null)] },
        },
      }),
    );
    await render();

    const section = within(await screen.findByRole('region', { name: ja.wanted.waiting.heading }));
    expect(section.getByRole('link', { name: '事務机' })).toHaveAttribute('href', '/wanted/w1');
    expect(section.getByRole('link', { name: '椅子' })).toHaveAttribute('href', '/wanted/w2');
    expect(
      section.getByText(
        fill(ja.wanted.waiting.by, { name: '佐藤 一郎', until: '2026/07/01 00:00:00' }),
      ),
    ).toBeInTheDocument();
    expect(
      section.getByText(
        fill(ja.wanted.waiting.by, { name: ja.wanted.withdrawn, until: '2026/07/01 00:00:00' }),
      ),
    ).toBeInTheDocument();
  });

  it('shows nothing when no post is waiting', async () => {
    const { calls } = stubApi(
      routes(MANAGED_EXHIBIT, { 'GET /home/exhibits/ex1/wanted': { body: { wanted: [] } } }),
    );
    await render();

    await screen.findByRole('heading', { level: 1, name: MANAGED_EXHIBIT.title });
    await waitFor(() => expect(calls('GET /home/exhibits/ex1/wanted')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: ja.wanted.waiting.heading })).toBeNull();
  });
});

describe('the lottery of an exhibit in application mode', () => {
  const l = ja.allocation;
  const o = l.owner;
  const OPEN = { deadline: '2099-05-01T00:00:00.000Z', drawnAt: null, applicationCount: 2 };
  const application = (
    accountId: string,
    name: string | null,
    result: 'pending' | 'won' | 'lost' = 'pending',
  ) => ({
    accountId,
    accountName: name,
    message: `${name ?? '退会'}です。研究室で使います。`,
    items: [{ itemId: 'it1', name: '事務机', quantity: 1 }],
    installationPlace: '2号館 201',
    result,
    createdAt: '2026-03-10T01:00:00.000Z',
  });
  const APPLICATIONS = [application('u-a', '青木 一郎'), application('u-b', null)];

  it('shows the deadline, the applications, and picks the winners by hand after confirming', async () => {
    const drawn = {
      method: 'manual',
      seed: null,
      order: ['u-a'],
      winners: ['u-a'],
      losers: ['u-b'],
      stock: { it1: 1 },
      at: '2026-03-11T00:00:00.000Z',
      by: '山田 花子',
    };
    const { calls } = stubApi(
      routes(exhibit({ allocation: OPEN }), {
        'GET /home/exhibits/ex1/applications': [
          { body: { applications: APPLICATIONS } },
          {
            body: {
              applications: [
                application('u-a', '青木 一郎', 'won'),
                { ...application('u-b', null), result: 'lost' },
              ],
            },
          },
        ],
        'POST /home/exhibits/ex1/draw': { body: { draw: drawn, contactIds: ['c1'] } },
        'GET /home/exhibits/ex1/draw': { body: { draw: drawn, contactIds: ['c1'] } },
      }),
    );
    const user = userEvent.setup();
    await render();

    const panel = within(await screen.findByRole('region', { name: o.heading }));
    expect(panel.getByText('2099/05/01 09:00:00')).toBeInTheDocument();
    expect(panel.getByText(o.notDrawn)).toBeInTheDocument();
    const table = await panel.findByRole('table', { name: o.caption });
    expect(within(table).getByText('青木 一郎')).toBeInTheDocument();
    expect(within(table).getByText(o.withdrawnUser)).toBeInTheDocument();
    expect(within(table).getAllByText('事務机 × 1')).toHaveLength(2);
    expect(within(table).getAllByText('2026/03/10 10:00:00')).toHaveLength(2);

    await user.click(panel.getByRole('button', { name: o.pickByHand }));
    await user.click(panel.getByRole('button', { name: o.pickSubmit }));
    expect(panel.getByRole('alert')).toHaveTextContent(o.pickNone);
    await user.click(
      panel.getByRole('checkbox', { name: fill(o.pickLabel, { name: '青木 一郎' }) }),
    );
    await user.click(panel.getByRole('button', { name: o.pickSubmit }));
    const dialog = within(screen.getByRole('dialog', { name: fill(o.pickTitle, { count: 1 }) }));
    await user.click(dialog.getByRole('button', { name: o.pickSubmit }));

    expect(await findToast(o.pickDone, { error: false })).toBeInTheDocument();
    expect(calls('POST /home/exhibits/ex1/draw')[0]?.body).toEqual({ winners: ['u-a'] });
    // Drawn: the record of the pick, and each application's result.
    const record = within(await screen.findByRole('region', { name: o.draw.heading }));
    expect(await record.findByText(o.draw.methods.manual)).toBeInTheDocument();
    expect(record.getByText('山田 花子')).toBeInTheDocument();
    expect(record.queryByText(o.draw.seed)).toBeNull();
    const results = within(await screen.findByRole('table', { name: o.caption }));
    expect(await results.findByText(l.results.won)).toBeInTheDocument();
    expect(results.getByText(l.results.lost)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: o.pickByHand })).toBeNull();
  });

  it('when the pick does not fit the stock, then says so', async () => {
    stubApi(
      routes(exhibit({ allocation: OPEN }), {
        'GET /home/exhibits/ex1/applications': { body: { applications: APPLICATIONS } },
        'POST /home/exhibits/ex1/draw': apiError(409, 'insufficient_stock'),
      }),
    );
    const user = userEvent.setup();
    await render();

    const panel = within(await screen.findByRole('region', { name: o.heading }));
    await user.click(await panel.findByRole('button', { name: o.pickByHand }));
    for (const box of panel.getAllByRole('checkbox')) await user.click(box);
    await user.click(panel.getByRole('button', { name: o.pickSubmit }));
    await user.click(
      within(screen.getByRole('dialog', { name: fill(o.pickTitle, { count: 2 }) })).getByRole(
        'button',
        { name: o.pickSubmit },
      ),
    );

    expect(await findToast(l.errors.insufficientStock, { error: true })).toBeInTheDocument();
  });

  it('after the scheduled draw, shows its record: method, seed, order, winners and losers, time', async () => {
    stubApi(
      routes(exhibit({ allocation: { ...OPEN, drawnAt: '2026-03-11T00:10:00.000Z' } }), {
        'GET /home/exhibits/ex1/applications': {
          body: {
            applications: [
              { ...application('u-a', '青木 一郎'), result: 'lost' },
              { ...application('u-b', '馬場 次郎'), result: 'won' },
            ],
          },
        },
        'GET /home/exhibits/ex1/draw': {
          body: {
            draw: {
              method: 'random',
              seed: '2718281828',
              order: ['u-b', 'u-a'],
              winners: ['u-b'],
              losers: ['u-a'],
              stock: { it1: 1 },
              at: '2026-03-11T00:10:00.000Z',
              by: 'system',
            },
            contactIds: ['c9'],
          },
        },
      }),
    );
    await render();

    const record = within(await screen.findByRole('region', { name: o.draw.heading }));
    expect(await record.findByText(o.draw.methods.random)).toBeInTheDocument();
    expect(record.getByText('2718281828')).toBeInTheDocument();
    const order = record.getAllByRole('listitem').map((item) => item.textContent);
    expect(order).toEqual(['馬場 次郎', '青木 一郎']);
    expect(record.getByText(o.draw.system)).toBeInTheDocument();
    expect(record.getByText('2026/03/11 09:10:00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: o.pickByHand })).toBeNull();
  });

  it('a first-come exhibit has no lottery section', async () => {
    const { calls } = stubApi(routes(MANAGED_EXHIBIT));
    await render();

    await screen.findByRole('heading', { level: 1, name: MANAGED_EXHIBIT.title });
    expect(screen.queryByRole('region', { name: o.heading })).toBeNull();
    expect(calls('GET /home/exhibits/ex1/applications')).toHaveLength(0);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ja from '../../../locales/ja.json';
import { apiError, stubApi, validationError, type StubAnswer } from '../../../testing/api-stub';
import { setUpPageTests } from '../../../testing/page-test';
import {
  fieldErrorOf,
  findToast,
  renderApp,
  renderRoute,
  signIn,
} from '../../../testing/test-utils';
import { LOOKUPS, offer, OWN_POST, ownExhibit, post, POST, UNTIL_TOKYO } from '../testing/fixtures';
import { WantedPostPage } from './wanted-post-page';

vi.mock('../../../lib/firebase-loader', () => import('../../../testing/firebase-never-loads'));

const w = ja.wanted;

setUpPageTests({ quietWarnings: true });

const EXHIBITS = [ownExhibit('ex-a', '木製の本棚'), ownExhibit('ex-b', 'スチール棚')];

function withApi(routes: Record<string, StubAnswer | StubAnswer[]> = {}) {
  return stubApi({
    'GET /wanted/w1': { body: { wanted: POST } },
    'GET /exhibits': { body: { exhibits: EXHIBITS, total: 2, totalCapped: false, next: null } },
    ...LOOKUPS,
    ...routes,
  });
}

const render = () =>
  renderRoute(<WantedPostPage />, { pattern: '/wanted/:id', path: '/wanted/w1' });
const title = () => screen.findByRole('heading', { level: 1, name: 'スチールの本棚' });

describe('WantedPostPage', () => {
  it('shows the post: description, state, facts, and to a visitor a way to log in and offer', async () => {
    withApi();
    await render();

    await title();
    await waitFor(() => expect(document.title).toBe(`スチールの本棚 | ${ja.app.name}`));
    expect(screen.getByText('研究室の本を置くために探しています。')).toBeInTheDocument();
    expect(screen.getByText(w.status.open)).toBeInTheDocument();
    expect(await screen.findByText('北キャンパス')).toBeInTheDocument();
    expect(screen.getByText(UNTIL_TOKYO)).toBeInTheDocument();
    expect(screen.getByText('佐藤 一郎')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: w.post.loginToOffer })).toHaveAttribute(
      'href',
      `/login?redirectUrl=${encodeURIComponent('/wanted/w1')}`,
    );
    expect(screen.getByRole('link', { name: w.post.backToList })).toHaveAttribute(
      'href',
      '/wanted',
    );
    expect(screen.queryByRole('button', { name: w.offer.button })).toBeNull();
  });

  it('a closed or expired post says so and takes no offers', async () => {
    signIn();
    withApi({ 'GET /wanted/w1': { body: { wanted: post('w1', { expired: true }) } } });
    await render();

    await title();
    expect(screen.getByText(w.post.expiredNote)).toBeInTheDocument();
    expect(screen.getByText(w.status.expired)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: w.offer.button })).toBeNull();
  });

  it("a member offers one of their published exhibits with a message; the poster's name links the card", async () => {
    signIn();
    const { calls } = withApi({
      'POST /home/wanted/w1/offers': { status: 201, body: { offer: offer('o1') } },
    });
    const user = userEvent.setup();
    await render();

    await title();
    expect(screen.getByRole('link', { name: '佐藤 一郎' })).toHaveAttribute(
      'href',
      '/manage/account/u-poster',
    );
    await user.click(screen.getByRole('button', { name: w.offer.button }));
    const dialog = within(screen.getByRole('dialog', { name: w.offer.title }));
    // Without a choice the dialog asks for one.
    await user.click(await dialog.findByRole('radio', { name: '木製の本棚' }));
    await user.type(dialog.getByRole('textbox', { name: w.offer.message }), ' 使えます ');
    await user.click(dialog.getByRole('button', { name: w.offer.send }));

    expect(await findToast(w.offer.done, { error: false })).toBeInTheDocument();
    expect(calls('POST /home/wanted/w1/offers')[0]?.body).toEqual({
      exhibitId: 'ex-a',
      message: '使えます',
    });
    // Their own published exhibits: the acting identity's.
    expect(calls('GET /exhibits')[0]?.query.get('owner')).toBe('acc-u1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the dialog asks for an exhibit first, and keeps the server refusal', async () => {
    signIn({ group: 'lab-a' });
    const { calls } = withApi({
      'POST /home/wanted/w1/offers': apiError(409, 'already_offered'),
    });
    const user = userEvent.setup();
    await render();

    await user.click(await screen.findByRole('button', { name: w.offer.button }));
    const dialog = within(screen.getByRole('dialog', { name: w.offer.title }));
    await dialog.findByRole('radio', { name: 'スチール棚' });
    await user.click(dialog.getByRole('button', { name: w.offer.send }));
    expect(dialog.getByText(w.offer.exhibitRequired)).toBeInTheDocument();
    expect(calls('POST /home/wanted/w1/offers')).toHaveLength(0);

    await user.click(dialog.getByRole('radio', { name: 'スチール棚' }));
    await user.click(dialog.getByRole('button', { name: w.offer.send }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(w.errors.alreadyOffered);
    expect(calls('GET /exhibits')[0]?.query.get('owner')).toBe('lab-a');
  });

  it('puts a message the server refuses on the field', async () => {
    signIn();
    withApi({
      'POST /home/wanted/w1/offers': validationError([
        { location: 'body.message', message: 'Too long' },
      ]),
    });
    const user = userEvent.setup();
    await render();

    await user.click(await screen.findByRole('button', { name: w.offer.button }));
    const dialog = within(screen.getByRole('dialog', { name: w.offer.title }));
    await user.click(await dialog.findByRole('radio', { name: '木製の本棚' }));
    await user.click(dialog.getByRole('button', { name: w.offer.send }));
    const message = dialog.getByRole('textbox', { name: w.offer.message });
    await waitFor(() => expect(fieldErrorOf(message)).toBe('Too long'));
  });

  it('without published exhibits, says so and leads to exhibiting', async () => {
    signIn();
    const { calls } = withApi({
      'GET /exhibits': { body: { exhibits: [], total: 0, totalCapped: false, next: null } },
    });
    const user = userEvent.setup();
    await render();

    await user.click(await screen.findByRole('button', { name: w.offer.button }));
    const dialog = within(screen.getByRole('dialog', { name: w.offer.title }));
    expect(await dialog.findByText(w.offer.none, { exact: false })).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: w.offer.createExhibit })).toHaveAttribute(
      'href',
      '/manage/exhibit/reuse/create',
    );
    await user.click(dialog.getByRole('button', { name: w.offer.send }));
    expect(dialog.getByRole('alert')).toHaveTextContent(w.offer.exhibitRequired);
    expect(calls('POST /home/wanted/w1/offers')).toHaveLength(0);
  });

  it('the poster edits, sees the offers with their exhibits, and closes the post', async () => {
    signIn();
    const { calls } = withApi({
      'GET /wanted/w1': [
        { body: { wanted: OWN_POST } },
        { body: { wanted: { ...OWN_POST, status: 'closed' } } },
      ],
      'GET /home/wanted/w1/offers': {
        body: { offers: [offer('o1'), offer('o2', { accountName: null, message: '' })] },
      },
      'POST /home/wanted/w1/close': { body: { wanted: { ...OWN_POST, status: 'closed' } } },
    });
    const user = userEvent.setup();
    await render();

    await title();
    expect(screen.getByText(w.post.ownNote)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: w.offer.button })).toBeNull();
    expect(screen.getByRole('link', { name: w.post.edit })).toHaveAttribute(
      'href',
      '/manage/wanted/w1/edit',
    );
    const offers = within(screen.getByRole('region', { name: w.offers.heading }));
    const [first, second] = await offers.findAllByRole('listitem');
    if (!first || !second) throw new Error('offers missing');
    expect(within(first).getByRole('link', { name: '木製の本棚' })).toHaveAttribute(
      'href',
      '/exhibits/ex-o1',
    );
    expect(first).toHaveTextContent('提案した人：鈴木 次郎');
    // The offerer's card, where they can be blocked or reported.
    expect(within(first).getByRole('link', { name: '鈴木 次郎' })).toHaveAttribute(
      'href',
      '/manage/account/u-owner',
    );
    expect(first).toHaveTextContent('2030/04/02 09:00:00');
    expect(first).toHaveTextContent('少し古いですが使えます。');
    expect(second).toHaveTextContent(`提案した人：${w.withdrawn}`);

    await user.click(screen.getByRole('button', { name: w.post.close }));
    const dialog = within(screen.getByRole('dialog', { name: w.post.closeTitle }));
    await user.click(dialog.getByRole('button', { name: w.post.close }));

    expect(await findToast(w.post.closeDone, { error: false })).toBeInTheDocument();
    expect(calls('POST /home/wanted/w1/close')).toHaveLength(1);
    expect(await screen.findByText(w.post.closedNote)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: w.post.close })).toBeNull();
    expect(screen.queryByRole('link', { name: w.post.edit })).toBeNull();
  });

  describe('deciding on an offer', () => {
    const CONTACT = { id: 'c9', exhibitId: 'ex-o1', side: 'customer', status: 'waiting' };
    const ownPost = (routes: Record<string, StubAnswer | StubAnswer[]>) =>
      withApi({ 'GET /wanted/w1': { body: { wanted: OWN_POST } }, ...routes });
    const firstOffer = async () => {
      await title();
      const offers = within(screen.getByRole('region', { name: w.offers.heading }));
      const [item] = await offers.findAllByRole('listitem');
      if (!item) throw new Error('offers missing');
      return within(item);
    };

    it('accepting asks only what the offer cannot know, then opens the new chat', async () => {
      signIn();
      const { calls } = ownPost({
        'GET /home/wanted/w1/offers': { body: { offers: [offer('o1')] } },
        'POST /home/wanted/w1/offers/o1/accept': {
          status: 201,
          body: { offer: offer('o1', { status: 'accepted', contactId: 'c9' }), contact: CONTACT },
        },
      });
      const user = userEvent.setup();
      const { router } = await render();

      const item = await firstOffer();
      await user.click(item.getByRole('button', { name: '「木製の本棚」の提案を受け入れる' }));
      const dialog = within(screen.getByRole('dialog', { name: w.accept.title }));
      // Filled ahead: a thank-you naming the exhibit, and the poster as the place's manager.
      expect(dialog.getByRole('textbox', { name: w.accept.message })).toHaveValue(
        '「木製の本棚」のご提案ありがとうございます。ぜひ譲っていただきたいです。',
      );
      expect(dialog.getByRole('textbox', { name: w.accept.locationManager })).toHaveValue(
        '山田 花子',
      );
      await user.click(dialog.getByRole('button', { name: w.accept.send }));
      expect(
        dialog.getByRole('textbox', { name: w.accept.installationPlace }),
      ).toHaveAccessibleDescription(w.accept.required);
      expect(calls('POST /home/wanted/w1/offers/o1/accept')).toHaveLength(0);

      await user.type(
        dialog.getByRole('textbox', { name: w.accept.installationPlace }),
        '工学部2号館 301',
      );
      await user.click(dialog.getByRole('button', { name: w.accept.send }));

      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/manage/receipt/contact/chat/c9'),
      );
      expect(calls('POST /home/wanted/w1/offers/o1/accept')[0]?.body).toEqual({
        message: '「木製の本棚」のご提案ありがとうございます。ぜひ譲っていただきたいです。',
        installationPlace: '工学部2号館 301',
        locationManager: '山田 花子',
        locationManagerEmail: 'hanako@campus.example.ac.jp',
        agreedToNotice: true,
      });
      expect(await findToast(w.offers.acceptDone, { error: false })).toBeInTheDocument();
    });

    it('keeps the refusal in the dialog when the exhibit is gone', async () => {
      signIn();
      ownPost({
        'GET /home/wanted/w1/offers': { body: { offers: [offer('o1')] } },
        'POST /home/wanted/w1/offers/o1/accept': apiError(409, 'offer_unavailable'),
      });
      const user = userEvent.setup();
      await render();

      const item = await firstOffer();
      await user.click(item.getByRole('button', { name: '「木製の本棚」の提案を受け入れる' }));
      const dialog = within(screen.getByRole('dialog', { name: w.accept.title }));
      await user.type(dialog.getByRole('textbox', { name: w.accept.installationPlace }), '301');
      await user.click(dialog.getByRole('button', { name: w.accept.send }));
      expect(await dialog.findByRole('alert')).toHaveTextContent(w.errors.offerUnavailable);
    });

    it('declining asks first, then says so; decided offers show what became of them', async () => {
      signIn();
      const { calls } = ownPost({
        'GET /home/wanted/w1/offers': [
          {
            body: {
              offers: [
                offer('o1'),
                offer('o2', { status: 'accepted', contactId: 'c7', exhibitTitle: '棚' }),
              ],
            },
          },
          {
            body: {
              offers: [
                offer('o1', { status: 'declined' }),
                offer('o2', { status: 'accepted', contactId: 'c7', exhibitTitle: '棚' }),
              ],
            },
          },
        ],
        'POST /home/wanted/w1/offers/o1/decline': {
          body: { offer: offer('o1', { status: 'declined' }) },
        },
      });
      const user = userEvent.setup();
      await render();

      await title();
      const offers = within(screen.getByRole('region', { name: w.offers.heading }));
      const [, accepted] = await offers.findAllByRole('listitem');
      if (!accepted) throw new Error('offers missing');
      expect(accepted).toHaveTextContent(w.offers.accepted);
      expect(within(accepted).getByRole('link', { name: w.offers.toChat })).toHaveAttribute(
        'href',
        '/manage/receipt/contact/chat/c7',
      );
      expect(within(accepted).queryByRole('button')).toBeNull();

      const item = await firstOffer();
      await user.click(item.getByRole('button', { name: '「木製の本棚」の提案を見送る' }));
      const dialog = within(screen.getByRole('dialog', { name: w.offers.declineTitle }));
      await user.click(dialog.getByRole('button', { name: w.offers.decline }));

      expect(await findToast(w.offers.declineDone, { error: false })).toBeInTheDocument();
      expect(calls('POST /home/wanted/w1/offers/o1/decline')).toHaveLength(1);
      expect(await offers.findByText(w.offers.declined)).toBeInTheDocument();
    });
  });

  it('when the post does not exist (or is closed and not yours), then the 404 page shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    withApi({ 'GET /wanted/w1': apiError(404, 'not_found') });
    await renderApp('/wanted/w1');

    expect(
      await screen.findByRole('heading', { level: 1, name: ja.notFound.title }),
    ).toBeInTheDocument();
  });

  it('when loading fails otherwise, then an error with a retry shows', async () => {
    withApi({ 'GET /wanted/w1': [apiError(500, 'server_error'), { body: { wanted: POST } }] });
    const user = userEvent.setup();
    await render();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(w.post.loadFailed);
    await user.click(within(alert).getByRole('button', { name: w.retry }));
    expect(await title()).toBeInTheDocument();
  });
});

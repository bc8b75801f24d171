import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import { apiError, stubApi, type StubAnswer } from '../../../testing/api-stub';
import { renderApp, signIn, findToast } from '../../../testing/test-utils';
import { ownedShareExhibit } from '../testing/fixtures';
import { setUpPageTests } from '../../../testing/page-test';

const d = en.shareExhibits.detail;
const PATH = '/manage/exhibit/share/sx-1';

beforeEach(() => signIn());
setUpPageTests();

const withApi = (get: StubAnswer | StubAnswer[], put?: StubAnswer | StubAnswer[]) =>
  stubApi({
    'GET /home/share-exhibits/sx-1': get,
    ...(put ? { 'PUT /home/share-exhibits/sx-1': put } : {}),
  });

const exhibitAnswer = (overrides: Parameters<typeof ownedShareExhibit>[0] = {}) => ({
  body: { exhibit: ownedShareExhibit(overrides) },
});

const open = async (language: 'en' | 'ja' = 'en') => {
  const result = await renderApp(PATH, language);
  await screen.findByRole('heading', { level: 1, name: 'Microscopes of the imaging lab' });
  return result;
};

const detail = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('/manage/exhibit/share/{id}', () => {
  it('shows the listing, its devices with their booking pages, the public page and edit', async () => {
    withApi(exhibitAnswer());
    await open();

    expect(detail(d.state)).toBe(en.shareExhibits.published);
    expect(detail(d.description)).toBe('Two microscopes for imaging.');
    // Asia/Tokyo.
    expect(detail(d.publishedAt)).toBe('2030/05/01 09:00:00');
    expect(detail(d.termsAgreedAt)).toBe('2030/05/01 09:00:00');
    expect(detail(d.createdAt)).toBe('2030/05/01 00:00:00');
    const devices = screen.getByRole('region', { name: d.devices });
    expect(within(devices).getByRole('link', { name: 'Confocal microscope' })).toHaveAttribute(
      'href',
      '/share/dev-1',
    );
    expect(within(devices).getByRole('link', { name: 'Old centrifuge' })).toHaveAttribute(
      'href',
      '/share/dev-3',
    );
    expect(devices).toHaveTextContent(`Old centrifuge ${en.shareExhibits.suspended}`);
    expect(screen.getByRole('link', { name: d.publicPage })).toHaveAttribute(
      'href',
      '/exhibits/sx-1',
    );
    expect(screen.getByRole('link', { name: d.edit })).toHaveAttribute(
      'href',
      '/manage/exhibit/share/sx-1/edit',
    );
    expect(screen.getByRole('link', { name: d.backToList })).toHaveAttribute(
      'href',
      '/manage/exhibit/share',
    );
    expect(document.body).toHaveClass('share');
  });

  it('unpublishes after confirming: PUT of the whole input, terms agreed, published false', async () => {
    const { calls } = withApi(
      exhibitAnswer(),
      exhibitAnswer({ published: false, updatedAt: '2030-05-02T00:00:00.000Z' }),
    );
    const user = userEvent.setup();
    await open();

    await user.click(screen.getByRole('button', { name: d.unpublish }));
    const dialog = screen.getByRole('dialog', { name: d.unpublishTitle });
    expect(dialog).toHaveTextContent(d.termsNote);
    await user.click(within(dialog).getByRole('button', { name: d.unpublish }));

    expect(await findToast(d.unpublishedNote, { error: false })).toBeInTheDocument();
    expect(calls('PUT /home/share-exhibits/sx-1')[0]?.body).toEqual({
      title: 'Microscopes of the imaging lab',
      description: 'Two microscopes for imaging.',
      deviceIds: ['dev-1', 'dev-3'],
      published: false,
      agreeToTerms: true,
    });
    expect(detail(d.state)).toBe(en.shareExhibits.unpublished);
    expect(screen.queryByRole('link', { name: d.publicPage })).toBeNull();
    expect(screen.getByRole('button', { name: d.publish })).toBeInTheDocument();
  });

  it('publishes an unpublished listing; cancelling the dialog sends nothing', async () => {
    const { calls } = withApi(
      exhibitAnswer({ published: false, publishedAt: null }),
      exhibitAnswer({ published: true }),
    );
    const user = userEvent.setup();
    await open();
    expect(detail(d.publishedAt)).toBe(d.notYet);
    expect(screen.queryByRole('link', { name: d.publicPage })).toBeNull();

    await user.click(screen.getByRole('button', { name: d.publish }));
    await user.click(screen.getByRole('button', { name: en.dialog.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls('PUT /home/share-exhibits/sx-1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: d.publish }));
    const dialog = screen.getByRole('dialog', { name: d.publishTitle });
    expect(
      within(dialog).getByRole('link', { name: en.shareExhibits.form.termsLink }),
    ).toHaveAttribute('href', '/terms');
    await user.click(within(dialog).getByRole('button', { name: d.publish }));

    expect(await findToast(d.publishedNote, { error: false })).toBeInTheDocument();
    expect(calls('PUT /home/share-exhibits/sx-1')[0]?.body).toMatchObject({
      published: true,
      agreeToTerms: true,
    });
    expect(screen.getByRole('link', { name: d.publicPage })).toHaveAttribute(
      'href',
      '/exhibits/sx-1',
    );
  });

  it('when the toggle is refused, says so and keeps the state', async () => {
    withApi(exhibitAnswer(), {
      status: 400,
      body: {
        code: 'validation_error',
        message: 'x',
        errors: [{ location: 'body.deviceIds.1', message: 'Not one of your devices' }],
      },
    });
    const user = userEvent.setup();
    await open();

    await user.click(screen.getByRole('button', { name: d.unpublish }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: d.unpublish }));

    expect(await screen.findByRole('alert')).toHaveTextContent(en.shareExhibits.errors.badRequest);
    expect(detail(d.state)).toBe(en.shareExhibits.published);
  });

  it('held by the moderators, it says why and offers no publishing', async () => {
    withApi(
      exhibitAnswer({
        published: false,
        publishedAt: null,
        moderation: { reason: 'Not a lab device', at: '2030-05-02T00:00:00.000Z' },
      }),
    );
    await open();

    const hold = screen.getByRole('note');
    expect(hold).toHaveTextContent(`${en.moderation.hold.label} Reason: Not a lab device`);
    expect(hold).toHaveTextContent(en.moderation.hold.note);
    expect(screen.queryByRole('button', { name: d.publish })).toBeNull();
    expect(screen.getByRole('link', { name: d.edit })).toBeInTheDocument();
  });

  it("when publishing meets a moderators' hold (409), then it says so", async () => {
    withApi(
      exhibitAnswer({ published: false, publishedAt: null }),
      apiError(409, 'moderation_hold'),
    );
    const user = userEvent.setup();
    await open();

    await user.click(screen.getByRole('button', { name: d.publish }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: d.publish }));

    expect(await screen.findByRole('alert')).toHaveTextContent(en.moderation.errors.moderationHold);
  });

  it.each([
    [apiError(403, 'not_exhibit_owner'), en.shareExhibits.errors.notOwner],
    [apiError(404, 'not_found'), en.shareExhibits.errors.notFound],
  ])('when loading answers %j, then it says so without a retry', async (answer, message) => {
    withApi(answer);
    await renderApp(PATH, 'en');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(d.loadFailed);
    expect(alert).toHaveTextContent(message);
    expect(within(alert).queryByRole('button')).toBeNull();
    expect(
      screen.getByRole('heading', { level: 1, name: en.routes.shareExhibit }),
    ).toBeInTheDocument();
  });

  it('in Japanese', async () => {
    withApi(exhibitAnswer());
    await open('ja');

    expect(detail(ja.shareExhibits.detail.state)).toBe(ja.shareExhibits.published);
    expect(
      screen.getByRole('button', { name: ja.shareExhibits.detail.unpublish }),
    ).toBeInTheDocument();
  });
});

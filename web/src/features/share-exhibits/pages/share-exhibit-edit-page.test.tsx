import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { apiError, stubApi, validationError, type StubAnswer } from '../../../testing/api-stub';
import { renderApp, signIn, findToast } from '../../../testing/test-utils';
import { errorOf, myDevices, ownedShareExhibit } from '../testing/fixtures';
import { setUpPageTests } from '../../../testing/page-test';

const f = en.shareExhibits.form;
const PATH = '/manage/exhibit/share/sx-1/edit';

beforeEach(() => signIn());
setUpPageTests();

const withApi = (
  put: StubAnswer | StubAnswer[],
  get: StubAnswer | StubAnswer[] = { body: { exhibit: ownedShareExhibit() } },
) =>
  stubApi({
    'GET /home/share-exhibits/sx-1': get,
    'GET /home/devices': myDevices(),
    'PUT /home/share-exhibits/sx-1': put,
  });

const open = async () => {
  const result = await renderApp(PATH, 'en');
  await screen.findByRole('textbox', { name: f.title });
  return result;
};

describe('/manage/exhibit/share/{id}/edit', () => {
  it('loads the listing into the form; saving needs the terms again, then PUTs and opens the detail', async () => {
    const { calls } = withApi({
      body: { exhibit: ownedShareExhibit({ title: 'Microscopes' }) },
    });
    const user = userEvent.setup();
    const { router } = await open();

    expect(
      screen.getByRole('heading', { level: 1, name: en.routes.shareExhibitEdit }),
    ).toBeInTheDocument();
    const title = screen.getByRole('textbox', { name: f.title });
    expect(title).toHaveValue('Microscopes of the imaging lab');
    expect(screen.getByRole('textbox', { name: f.description })).toHaveValue(
      'Two microscopes for imaging.',
    );
    const devices = screen.getByRole('group', { name: f.devices });
    expect(within(devices).getByRole('checkbox', { name: 'Confocal microscope' })).toBeChecked();
    expect(within(devices).getByRole('checkbox', { name: 'Plate reader' })).not.toBeChecked();
    expect(within(devices).getByRole('checkbox', { name: /Old centrifuge/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: f.published })).toBeChecked();
    const agree = screen.getByRole('checkbox', { name: f.agree });
    expect(agree).not.toBeChecked();

    await user.clear(title);
    await user.type(title, 'Microscopes');
    await user.click(within(devices).getByRole('checkbox', { name: /Old centrifuge/ }));
    await user.click(within(devices).getByRole('checkbox', { name: 'Plate reader' }));
    await user.click(screen.getByRole('button', { name: f.save }));

    await waitFor(() => expect(errorOf(agree)).toBe(f.errors.termsRequired));
    expect(calls('PUT /home/share-exhibits/sx-1')).toHaveLength(0);

    await user.click(agree);
    await user.click(screen.getByRole('button', { name: f.save }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/exhibit/share/sx-1'));
    expect(calls('PUT /home/share-exhibits/sx-1')[0]?.body).toEqual({
      title: 'Microscopes',
      description: 'Two microscopes for imaging.',
      deviceIds: ['dev-1', 'dev-2'],
      published: true,
      agreeToTerms: true,
    });
    expect(await findToast(en.shareExhibits.detail.saved, { error: false })).toBeInTheDocument();
  });

  it('opened again after a save, starts from the listing as saved, not from the copy it loaded before', async () => {
    const saved = { body: { exhibit: ownedShareExhibit({ title: 'Microscopes' }) } };
    withApi(saved, [{ body: { exhibit: ownedShareExhibit() } }, saved]);
    const user = userEvent.setup();
    const { router } = await open();
    await user.clear(screen.getByRole('textbox', { name: f.title }));
    await user.type(screen.getByRole('textbox', { name: f.title }), 'Microscopes');
    await user.click(screen.getByRole('checkbox', { name: f.agree }));
    await user.click(screen.getByRole('button', { name: f.save }));
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: f.title })).not.toBeInTheDocument(),
    );

    await router.navigate(PATH);

    // Loaded afresh: the copy cached before the save would start the form from the old title.
    await screen.findByText(en.shareExhibits.edit.loading);
    expect(await screen.findByRole('textbox', { name: f.title })).toHaveValue('Microscopes');
  });

  it('held by the moderators, the published box cannot be ticked and the hold says why', async () => {
    withApi(
      { body: { exhibit: ownedShareExhibit() } },
      {
        body: {
          exhibit: ownedShareExhibit({
            published: false,
            publishedAt: null,
            moderation: { reason: 'Not a lab device', at: '2030-05-02T00:00:00.000Z' },
          }),
        },
      },
    );
    await open();

    expect(screen.getByRole('checkbox', { name: f.published })).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent('Reason: Not a lab device');
  });

  it('unticking every device asks for one', async () => {
    const { calls } = withApi({ body: { exhibit: ownedShareExhibit() } });
    const user = userEvent.setup();
    await open();

    const devices = screen.getByRole('group', { name: f.devices });
    await user.click(within(devices).getByRole('checkbox', { name: 'Confocal microscope' }));
    await user.click(within(devices).getByRole('checkbox', { name: /Old centrifuge/ }));
    await user.click(screen.getByRole('checkbox', { name: f.agree }));
    await user.click(screen.getByRole('button', { name: f.save }));

    await waitFor(() => expect(errorOf(devices)).toBe(f.errors.devicesMin));
    expect(calls('PUT /home/share-exhibits/sx-1')).toHaveLength(0);
  });

  it('puts the server 400 errors on their fields', async () => {
    withApi(
      validationError(
        [
          { location: 'body.description', message: 'Too long' },
          { location: 'body.deviceIds', message: 'Each device once' },
        ],
        'x',
      ),
    );
    const user = userEvent.setup();
    await open();

    await user.click(screen.getByRole('checkbox', { name: f.agree }));
    await user.click(screen.getByRole('button', { name: f.save }));

    await waitFor(() =>
      expect(errorOf(screen.getByRole('textbox', { name: f.description }))).toBe('Too long'),
    );
    expect(errorOf(screen.getByRole('group', { name: f.devices }))).toBe('Each device once');
  });

  it('when the listing is another identity’s, says so', async () => {
    withApi({ status: 200 }, apiError(403, 'not_exhibit_owner'));
    await renderApp(PATH, 'en');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en.shareExhibits.edit.loadFailed);
    expect(alert).toHaveTextContent(en.shareExhibits.errors.notOwner);
    expect(screen.queryByRole('textbox', { name: f.title })).toBeNull();
  });
});

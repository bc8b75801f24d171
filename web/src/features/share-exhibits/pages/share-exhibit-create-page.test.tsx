import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import { device } from '../../../lib/share-mode/testing';
import { apiError, stubApi, validationError, type StubAnswer } from '../../../testing/api-stub';
import { jsonResponse, renderApp, signIn, findToast } from '../../../testing/test-utils';
import { errorOf, myDevices, ownedShareExhibit } from '../testing/fixtures';
import { setUpPageTests } from '../../../testing/page-test';

const f = en.shareExhibits.form;
const PATH = '/manage/exhibit/share/create';

beforeEach(() => signIn());
setUpPageTests();

type User = ReturnType<typeof userEvent.setup>;

const withApi = (post: StubAnswer | StubAnswer[], devices: StubAnswer = myDevices()) =>
  stubApi({
    'GET /home/devices': devices,
    'POST /home/share-exhibits': post,
    'GET /home/share-exhibits/sx-new': {
      body: { exhibit: ownedShareExhibit({ id: 'sx-new', title: 'Imaging' }) },
    },
  });

const open = async () => {
  const result = await renderApp(PATH, 'en');
  await screen.findByRole('textbox', { name: f.title });
  return result;
};

const devicesGroup = () => screen.getByRole('group', { name: f.devices });

async function fill(user: User) {
  await user.type(screen.getByRole('textbox', { name: f.title }), 'Imaging');
  await user.type(screen.getByRole('textbox', { name: f.description }), 'Two devices.');
  // Ticked in this order: the listing shows them so.
  await user.click(screen.getByRole('checkbox', { name: 'Plate reader' }));
  await user.click(screen.getByRole('checkbox', { name: 'Confocal microscope' }));
}

describe('/manage/exhibit/share/create', () => {
  it('when filled and the terms agreed, then POST gets the ShareExhibitInput and the detail opens', async () => {
    const { calls } = withApi({
      status: 201,
      body: { exhibit: ownedShareExhibit({ id: 'sx-new', title: 'Imaging' }) },
    });
    const user = userEvent.setup();
    const { router } = await open();

    expect(
      screen.getByRole('heading', { level: 1, name: en.routes.shareExhibitCreate }),
    ).toBeInTheDocument();
    expect(within(devicesGroup()).getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByText(en.shareExhibits.suspended)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: f.termsLink })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('checkbox', { name: f.published })).toBeChecked();
    await fill(user);
    await user.click(screen.getByRole('checkbox', { name: f.published }));
    await user.click(screen.getByRole('checkbox', { name: f.agree }));
    await user.click(screen.getByRole('button', { name: f.create }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/manage/exhibit/share/sx-new'),
    );
    expect(calls('POST /home/share-exhibits')[0]?.body).toEqual({
      title: 'Imaging',
      description: 'Two devices.',
      deviceIds: ['dev-2', 'dev-1'],
      published: false,
      agreeToTerms: true,
    });
    expect(await findToast(en.shareExhibits.detail.created, { error: false })).toBeInTheDocument();
  });

  it('asks for a title, at least one device and the terms agreement before sending', async () => {
    const { calls } = withApi({ status: 201, body: { exhibit: ownedShareExhibit() } });
    const user = userEvent.setup();
    await open();

    await user.click(screen.getByRole('button', { name: f.create }));

    await waitFor(() =>
      expect(errorOf(screen.getByRole('textbox', { name: f.title }))).toBe(f.errors.titleRequired),
    );
    expect(errorOf(devicesGroup())).toBe(f.errors.devicesMin);
    expect(errorOf(screen.getByRole('checkbox', { name: f.agree }))).toBe(f.errors.termsRequired);
    expect(calls('POST /home/share-exhibits')).toHaveLength(0);

    // Filled but not agreed: still nothing sent, the terms still asked.
    await fill(user);
    await user.click(screen.getByRole('button', { name: f.create }));
    await waitFor(() => expect(errorOf(devicesGroup())).toBeNull());
    expect(errorOf(screen.getByRole('checkbox', { name: f.agree }))).toBe(f.errors.termsRequired);
    expect(calls('POST /home/share-exhibits')).toHaveLength(0);
  });

  it('puts the server 400 errors on their fields, naming the refused device', async () => {
    withApi(
      validationError([
        { location: 'body.title', message: 'Title taken by the server' },
        { location: 'body.deviceIds.1', message: 'Not one of your devices' },
        { location: 'body.agreeToTerms', message: 'Agree to the terms of sharing' },
      ]),
    );
    const user = userEvent.setup();
    const { router } = await open();

    await fill(user);
    await user.click(screen.getByRole('checkbox', { name: f.agree }));
    await user.click(screen.getByRole('button', { name: f.create }));

    await waitFor(() =>
      expect(errorOf(screen.getByRole('textbox', { name: f.title }))).toBe(
        'Title taken by the server',
      ),
    );
    // deviceIds.1 is the second one sent: the microscope.
    expect(errorOf(devicesGroup())).toBe('Confocal microscope: Not one of your devices');
    expect(errorOf(screen.getByRole('checkbox', { name: f.agree }))).toBe(
      'Agree to the terms of sharing',
    );
    // All on fields: no general message.
    expect(screen.queryByText(en.shareExhibits.errors.badRequest)).toBeNull();
    expect(router.state.location.pathname).toBe(PATH);
  });

  it.each([
    [apiError(403, 'profile_required'), en.shareExhibits.errors.profileRequired],
    [apiError(500, 'server_error'), en.errors.serverError],
    [
      validationError([{ location: 'body', message: 'Unknown field' }], 'x'),
      en.shareExhibits.errors.badRequest,
    ],
  ])('when the API answers %j, then a general message shows', async (answer, message) => {
    withApi(answer);
    const user = userEvent.setup();
    await open();

    await fill(user);
    await user.click(screen.getByRole('checkbox', { name: f.agree }));
    await user.click(screen.getByRole('button', { name: f.create }));

    expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
  });

  it('without devices, says so and links to registering one', async () => {
    withApi({ status: 201 }, myDevices([]));
    await open();

    expect(within(devicesGroup()).getByText(f.noDevices, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: f.registerDevice })).toHaveAttribute(
      'href',
      '/manage/lender/devices/create',
    );
    expect(within(devicesGroup()).queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('offers every device of the identity, asking page after page', async () => {
    const many = Array.from({ length: 130 }, (_, i) =>
      device({ id: `dev-${i + 1}`, name: `Device ${i + 1}` }),
    );
    const paged: StubAnswer = ({ query }) => {
      const offset = Number(query.get('offset'));
      const limit = Number(query.get('limit'));
      return jsonResponse({ devices: many.slice(offset, offset + limit), total: many.length });
    };
    const { calls } = withApi({ status: 201 }, paged);
    await open();

    expect(within(devicesGroup()).getAllByRole('checkbox')).toHaveLength(130);
    expect(calls('GET /home/devices').map((c) => c.query.toString())).toEqual([
      'limit=100&offset=0',
      'limit=100&offset=100',
    ]);
  });

  it('in Japanese by default', async () => {
    withApi({ status: 201 });
    await renderApp(PATH);

    expect(
      await screen.findByRole('textbox', { name: ja.shareExhibits.form.title }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: ja.shareExhibits.form.agree })).not.toBeChecked();
  });
});

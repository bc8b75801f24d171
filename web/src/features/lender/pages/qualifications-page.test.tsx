import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import { device, qualification, trainingRequest } from '../../../lib/share-mode/testing';
import { apiError, stubApi, validationError, type StubAnswer } from '../../../testing/api-stub';
import {
  factOf,
  fieldErrorOf,
  fill,
  findToast,
  renderApp,
  signIn,
  tableRowOf,
} from '../../../testing/test-utils';
import { setUpPageTests } from '../../../testing/page-test';

const q = en.lender.qualifications;
const PATH = '/manage/lender/devices/dev-1/qualifications';
const LIST = 'GET /home/devices/dev-1/qualifications';
const GRANT = 'POST /home/devices/dev-1/qualifications';

beforeEach(() => signIn());
setUpPageTests();

const DEVICE = device({ qualification: { required: true, idleDays: 90 } });

const REQUESTS = [
  trainingRequest({ userId: 'u2', userName: 'Taro Suzuki', message: 'For my thesis.' }),
  trainingRequest({ userId: 'u3', userName: null, createdAt: '2030-05-07T03:00:00.000Z' }),
  trainingRequest({ userId: 'u4', userName: 'Jiro Sato', createdAt: '2030-05-07T05:00:00.000Z' }),
];

const QUALIFICATIONS = [
  qualification({
    userId: 'u1',
    userName: 'Hanako Yamada',
    lastUsedAt: '2030-05-05T06:00:00.000Z',
    lapsesAt: '2030-08-03T06:00:00.000Z',
    note: 'Safety briefing',
  }),
  qualification({ userId: 'u5', userName: 'Ken Ito', status: 'lapsed' }),
  qualification({ userId: 'u6', userName: 'Mai Kato', status: 'revoked' }),
];

function withApi(routes: Record<string, StubAnswer | StubAnswer[]> = {}) {
  return stubApi({
    'GET /home/devices/dev-1': { body: { device: DEVICE } },
    [LIST]: { body: { qualifications: QUALIFICATIONS, requests: REQUESTS } },
    ...routes,
  });
}

async function openPage(language: 'en' | 'ja' = 'en') {
  const result = await renderApp(PATH, language);
  await screen.findByRole('heading', { level: 2, name: q.qualified.heading });
  return result;
}

describe('/manage/lender/devices/:id/qualifications', () => {
  it("shows the device's rule, the users waiting for training and the qualified users", async () => {
    withApi();
    await openPage();

    expect(
      screen.getByRole('heading', { level: 1, name: en.routes.lenderDeviceQualifications }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: q.back })).toHaveAttribute(
      'href',
      '/manage/lender/devices',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Confocal microscope' })).toBeVisible();
    expect(factOf(q.rule)).toBe(q.qualifiedOnly);
    expect(factOf(q.lapse)).toBe('After 90 days without use');

    const requests = screen.getByRole('table', { name: q.requests.caption });
    expect(within(requests).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(tableRowOf('Taro Suzuki')).getByRole('checkbox')).toHaveAccessibleName(
      'Select Taro Suzuki',
    );
    expect(tableRowOf('Taro Suzuki')).toHaveTextContent('For my thesis.');
    expect(tableRowOf('Taro Suzuki')).toHaveTextContent('2030/05/07 09:30:00');
    expect(
      within(requests).getByRole('checkbox', { name: `Select ${en.exhibit.owner.withdrawn}` }),
    ).toBeInTheDocument();

    const hanako = tableRowOf('Hanako Yamada');
    expect(hanako).toHaveTextContent(q.status.active);
    expect(hanako).toHaveTextContent('2030/05/01 10:00:00');
    expect(hanako).toHaveTextContent('2030/05/05 15:00:00');
    expect(hanako).toHaveTextContent('2030/08/03 15:00:00');
    expect(hanako).toHaveTextContent('Safety briefing');
    expect(
      within(hanako).getByRole('button', { name: 'Revoke the qualification of Hanako Yamada' }),
    ).toHaveTextContent(q.revoke);
    const ken = tableRowOf('Ken Ito');
    expect(ken).toHaveTextContent(q.status.lapsed);
    expect(ken).toHaveTextContent(q.qualified.notUsed);
    expect(ken).toHaveTextContent(q.qualified.none);
    expect(within(ken).getByRole('button', { name: 'Qualify Ken Ito again' })).toHaveTextContent(
      q.requalify,
    );
    expect(tableRowOf('Mai Kato')).toHaveTextContent(q.status.revoked);
    expect(
      within(tableRowOf('Mai Kato')).getByRole('button', { name: 'Qualify Mai Kato again' }),
    ).toBeInTheDocument();
  });

  it('records a training session: the checked users, in the list order, with the note', async () => {
    const { calls } = withApi({
      [LIST]: [
        { body: { qualifications: QUALIFICATIONS, requests: REQUESTS } },
        { body: { qualifications: QUALIFICATIONS, requests: [REQUESTS[1]] } },
      ],
      [GRANT]: {
        status: 201,
        body: {
          qualifications: [
            qualification({ userId: 'u2', userName: 'Taro Suzuki' }),
            qualification({ userId: 'u4', userName: 'Jiro Sato' }),
          ],
        },
      },
    });
    const user = userEvent.setup();
    await openPage();

    await user.click(screen.getByRole('checkbox', { name: 'Select Jiro Sato' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Taro Suzuki' }));
    await user.type(screen.getByRole('textbox', { name: q.session.note }), ' Session of 7 May ');
    await user.click(screen.getByRole('button', { name: q.session.submit }));

    expect(await findToast('2 users were qualified.', { error: false })).toBeInTheDocument();
    expect(calls(GRANT).map((call) => call.body)).toEqual([
      { userIds: ['u2', 'u4'], note: 'Session of 7 May' },
    ]);
    // The lists load again: the two no longer wait.
    await waitFor(() => expect(calls(LIST)).toHaveLength(2));
    expect(await screen.findByRole('table', { name: q.requests.caption })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select Taro Suzuki' })).toBeNull();
  });

  it('with nobody checked, it asks for the users who took part and sends nothing', async () => {
    const { calls } = withApi();
    const user = userEvent.setup();
    await openPage();

    await user.click(screen.getByRole('button', { name: q.session.submit }));

    expect(await screen.findByRole('alert')).toHaveTextContent(q.session.pickNone);
    expect(calls(GRANT)).toHaveLength(0);
  });

  it('revokes an active qualification once confirmed, then reloads', async () => {
    const { calls } = withApi({
      'DELETE /home/devices/dev-1/qualifications/u1': { status: 204 },
    });
    const user = userEvent.setup();
    await openPage();
    const revoke = () =>
      user.click(screen.getByRole('button', { name: 'Revoke the qualification of Hanako Yamada' }));

    await revoke();
    let dialog = screen.getByRole('dialog', {
      name: 'Revoke the qualification of Hanako Yamada?',
    });
    expect(dialog).toHaveTextContent(q.revokeText);
    await user.click(within(dialog).getByRole('button', { name: en.dialog.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls('DELETE /home/devices/dev-1/qualifications/u1')).toHaveLength(0);

    await revoke();
    dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: q.revoke }));

    expect(
      await findToast('The qualification of Hanako Yamada was revoked.', { error: false }),
    ).toBeInTheDocument();
    expect(calls('DELETE /home/devices/dev-1/qualifications/u1')).toHaveLength(1);
    await waitFor(() => expect(calls(LIST)).toHaveLength(2));
  });

  it('qualifies a lapsed user again, with a note, once confirmed', async () => {
    const { calls } = withApi({
      [GRANT]: { status: 201, body: { qualifications: [qualification({ userId: 'u5' })] } },
    });
    const user = userEvent.setup();
    await openPage();

    await user.click(screen.getByRole('button', { name: 'Qualify Ken Ito again' }));
    const dialog = screen.getByRole('dialog', { name: 'Qualify Ken Ito again?' });
    await user.type(within(dialog).getByRole('textbox', { name: q.session.note }), 'Refresher');
    await user.click(within(dialog).getByRole('button', { name: q.requalify }));

    expect(await findToast('Ken Ito is qualified again.', { error: false })).toBeInTheDocument();
    expect(calls(GRANT)[0]?.body).toEqual({ userIds: ['u5'], note: 'Refresher' });
    await waitFor(() => expect(calls(LIST)).toHaveLength(2));
  });

  it('an unknown user in a session is told as an error, and the lists load again', async () => {
    const { calls } = withApi({
      [GRANT]: validationError([{ location: 'body.userIds.0', message: 'No such user' }]),
    });
    const user = userEvent.setup();
    await openPage();

    await user.click(screen.getByRole('checkbox', { name: 'Select Taro Suzuki' }));
    await user.click(screen.getByRole('button', { name: q.session.submit }));

    expect(await findToast(q.session.unknownUser, { error: true })).toBeInTheDocument();
    await waitFor(() => expect(calls(LIST)).toHaveLength(2));
  });

  it("the server's problem with the note shows on the note", async () => {
    withApi({ [GRANT]: validationError([{ location: 'body.note', message: 'Too long' }]) });
    const user = userEvent.setup();
    await openPage();

    await user.click(screen.getByRole('checkbox', { name: 'Select Taro Suzuki' }));
    await user.type(screen.getByRole('textbox', { name: q.session.note }), 'x');
    await user.click(screen.getByRole('button', { name: q.session.submit }));

    const note = screen.getByRole('textbox', { name: q.session.note });
    await waitFor(() => expect(fieldErrorOf(note)).toBe('Too long'));
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('checkbox', { name: 'Select Taro Suzuki' })).toBeChecked();
  });

  it('a refused revocation closes the dialog and says why', async () => {
    withApi({
      'DELETE /home/devices/dev-1/qualifications/u1': apiError(404, 'not_found'),
    });
    const user = userEvent.setup();
    await openPage();

    await user.click(
      screen.getByRole('button', { name: 'Revoke the qualification of Hanako Yamada' }),
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: q.revoke }));

    expect(await findToast(en.lender.errors.notFound, { error: true })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the device of another lender is refused, without a retry', async () => {
    stubApi({
      'GET /home/devices/dev-1': apiError(403, 'not_device_lender'),
      [LIST]: apiError(403, 'not_device_lender'),
    });
    await renderApp(PATH, 'en');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en.lender.errors.notDeviceLender);
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  it('a device anyone may book says how to change that; empty lists say so', async () => {
    withApi({
      'GET /home/devices/dev-1': { body: { device: device() } },
      [LIST]: { body: { qualifications: [], requests: [] } },
    });
    await openPage();

    expect(factOf(q.rule)).toBe(q.anyone);
    expect(screen.queryByText(q.lapse, { selector: 'dt' })).toBeNull();
    expect(screen.getByRole('link', { name: q.editDevice })).toHaveAttribute(
      'href',
      '/manage/lender/devices/create?id=dev-1',
    );
    expect(screen.getByText(q.requests.empty)).toBeInTheDocument();
    expect(screen.getByText(q.qualified.empty)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: q.session.submit })).toBeNull();
  });

  it('in Japanese', async () => {
    withApi();
    await renderApp(PATH, 'ja');

    expect(
      await screen.findByRole('heading', { level: 1, name: ja.routes.lenderDeviceQualifications }),
    ).toBeInTheDocument();
    await screen.findByRole('heading', {
      level: 2,
      name: ja.lender.qualifications.qualified.heading,
    });
    expect(tableRowOf('Hanako Yamada')).toHaveTextContent(ja.lender.qualifications.status.active);
    expect(factOf(ja.lender.qualifications.lapse)).toBe(
      fill(ja.lender.qualifications.lapseDays, { days: 90 }),
    );
  });
});

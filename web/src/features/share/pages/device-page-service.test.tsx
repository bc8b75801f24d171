import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import { device, NOW, outage } from '../../../lib/share-mode/testing';
import type { Device } from '../../../lib/share-mode/types';
import { apiError, stubApi, validationError, type StubAnswer } from '../../../testing/api-stub';
import { AREAS, BUILDINGS } from '../../../testing/exhibit-fixtures';
import { fill, renderApp, signIn } from '../../../testing/test-utils';
import { setUpPageTests } from '../../../testing/page-test';

const b = en.share.booking;
const p = en.share.problem;
const PATH = '/share/dev-1';
const REPORT = 'POST /home/devices/dev-1/problems';
// Wednesday 2030-05-08 14:00–16:00 Tokyo (now is 10:00 that day).
const MAINTENANCE = outage({
  start: '2030-05-08T05:00:00.000Z',
  end: '2030-05-08T07:00:00.000Z',
  reason: 'Laser alignment',
});

setUpPageTests({ now: NOW });

function withApi(options: { device?: Device; report?: StubAnswer } = {}) {
  const { start, end, reason } = MAINTENANCE;
  return stubApi({
    'GET /devices/dev-1': { body: { device: options.device ?? device() } },
    'GET /devices/dev-1/availability': { body: { busy: [], outages: [{ start, end, reason }] } },
    'POST /home/devices/dev-1/reservations': { status: 201, body: {} },
    [REPORT]: options.report ?? { status: 201, body: { problem: {} } },
    'GET /areas': { body: AREAS },
    'GET /areas/north/buildings': { body: BUILDINGS },
  });
}

async function openDevice(language: 'en' | 'ja' = 'en') {
  await renderApp(PATH, language);
  await screen.findByRole('heading', { level: 1, name: 'Confocal microscope' });
}

// Rendering the whole page and stepping through it takes more than 5 s on a busy machine.
describe('DevicePage: scheduled outages', () => {
  it('places the outage in its day as maintenance, with its reason, and offers no slot in it', async () => {
    signIn();
    withApi();
    await openDevice();

    const wednesday = await screen.findByRole('list', { name: 'Wed 2030/05/08' });
    expect(
      await within(wednesday).findByRole('listitem', {
        name: '14:00–16:00 Maintenance: Laser alignment',
      }),
    ).toBeInTheDocument();
    // No buffer around an outage: 13:00–14:00 and 16:00–17:00 stay free.
    expect(
      screen.getAllByRole('button', { name: /^Free: Wed/ }).map((slot) => slot.textContent),
    ).toEqual([
      '10:00–11:00',
      '11:00–12:00',
      '12:00–13:00',
      '13:00–14:00',
      '16:00–17:00',
      '17:00–18:00',
    ]);
  });

  it('a booking in the outage is refused before anything is sent', async () => {
    signIn();
    const { calls } = withApi();
    const user = userEvent.setup();
    await openDevice();
    await screen.findByRole('listitem', { name: '14:00–16:00 Maintenance: Laser alignment' });

    const date = screen.getByLabelText(b.date);
    await user.clear(date);
    await user.type(date, '2030-05-08');
    await user.selectOptions(screen.getByLabelText(b.start), '15:00');
    await user.selectOptions(screen.getByLabelText(b.end), '16:30');
    await user.click(screen.getByRole('button', { name: b.request }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      fill(b.problems.outage, { reason: 'Laser alignment' }),
    );
    expect(calls('POST /home/devices/dev-1/reservations')).toHaveLength(0);
  });

  it('in Japanese, the outage reads メンテナンス', async () => {
    withApi();
    await openDevice('ja');

    expect(
      await screen.findByText(
        fill(ja.share.availability.maintenance, { reason: 'Laser alignment' }),
      ),
    ).toBeInTheDocument();
  });
});

describe('DevicePage: a device out of service', () => {
  const shutDown = device({ shutDownSince: '2030-05-07T06:30:00.000Z' });

  it('says since when and why, and shows the week but no booking form and no slot', async () => {
    signIn();
    withApi({ device: shutDown });
    await openDevice();

    expect(
      screen.getByText(fill(en.share.outOfService.banner, { date: '2030/05/07 15:30:00' })),
    ).toBeInTheDocument();
    await screen.findByRole('listitem', { name: '14:00–16:00 Maintenance: Laser alignment' });
    expect(screen.queryByLabelText(b.date)).toBeNull();
    expect(screen.queryByRole('heading', { name: b.heading })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Free:/ })).toBeNull();
    // A problem may still be reported.
    expect(screen.getByRole('button', { name: p.summary })).toBeInTheDocument();
  });

  it('a visitor is not asked to log in to book it', async () => {
    withApi({ device: shutDown });
    await openDevice();

    expect(screen.getByText(/^Out of service since/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: b.login })).toBeNull();
  });

  it('a device for qualified users only asks nothing about the qualification meanwhile', async () => {
    signIn();
    const { calls } = withApi({
      device: device({ ...shutDown, qualification: { required: true, idleDays: null } }),
    });
    await openDevice();

    expect(screen.getByText(/^Out of service since/)).toBeInTheDocument();
    expect(calls('GET /home/devices/dev-1/qualifications/mine')).toHaveLength(0);
  });
});

describe('DevicePage: reporting a problem', () => {
  async function report(text: string) {
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: p.summary });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    if (text) await user.type(screen.getByRole('textbox', { name: p.description }), text);
    await user.click(screen.getByRole('button', { name: p.send }));
  }

  it('sends the description, then thanks the user', async () => {
    signIn();
    const { calls } = withApi();
    await openDevice();

    await report('  The stage does not move.  ');

    expect(await screen.findByRole('status')).toHaveTextContent(p.sent);
    expect(calls(REPORT).map((call) => call.body)).toEqual([
      { description: 'The stage does not move.' },
    ]);
    expect(screen.queryByRole('button', { name: p.send })).toBeNull();
  });

  it('without a description, it asks for one and sends nothing', async () => {
    signIn();
    const { calls } = withApi();
    await openDevice();

    await report('');

    expect(await screen.findByRole('alert')).toHaveTextContent(p.required);
    expect(calls(REPORT)).toHaveLength(0);
  });

  it.each([
    [apiError(403, 'not_device_user'), p.errors.notDeviceUser],
    [apiError(403, 'profile_required'), p.errors.profileRequired],
    [
      validationError([{ location: 'body.description', message: 'Too long' }]),
      fill(p.errors.invalid, { max: 2000 }),
    ],
  ])('when the API answers %j, then it says so', async (answer, message) => {
    signIn();
    withApi({ report: answer });
    await openDevice();

    await report('The stage does not move.');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText(p.sent)).toBeNull();
    expect(screen.getByRole('textbox', { name: p.description })).toHaveValue(
      'The stage does not move.',
    );
  });

  it('a visitor sees no report', async () => {
    withApi();
    await openDevice();

    await waitFor(() => expect(screen.getByRole('link', { name: b.login })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: p.summary })).toBeNull();
  });
});

import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QRCodeSVG } from 'qrcode.react';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import { device, NOW, outage, problem } from '../../../lib/share-mode/testing';
import { apiError, stubApi, validationError, type StubAnswer } from '../../../testing/api-stub';
import {
  factOf,
  fieldErrorOf,
  fill,
  findToast,
  renderApp,
  tableRowOf,
} from '../../../testing/test-utils';
import { setUpPageTests } from '../../../testing/page-test';

const f = en.lender.facility;
const PATH = '/manage/lender/devices/dev-1/facility';
const DEVICE = 'GET /home/devices/dev-1';
const OUTAGES = 'GET /home/devices/dev-1/outages';
const SCHEDULE = 'POST /home/devices/dev-1/outages';
const PROBLEMS = 'GET /home/devices/dev-1/problems';
/** The timeout of a test that types into the forms (each key re-renders them): the DOM project's. */
const SLOW = 60_000;

// Wednesday 2030-05-08 10:00 in Tokyo.
setUpPageTests({ now: NOW, signedIn: true });

const OUTAGE_LIST = [
  // Over on 2030-05-02, lifted early.
  outage({
    id: 'o-lifted',
    start: '2030-04-30T00:00:00.000Z',
    end: '2030-05-02T00:00:00.000Z',
    reason: 'Cleaning',
    liftedAt: '2030-05-01T03:00:00.000Z',
  }),
  // Over on 2030-05-03.
  outage({
    id: 'o-over',
    start: '2030-05-03T00:00:00.000Z',
    end: '2030-05-03T02:00:00.000Z',
    reason: 'Inspection',
  }),
  // Today 09:00–12:00 Tokyo: under way.
  outage({
    id: 'o-now',
    start: '2030-05-08T00:00:00.000Z',
    end: '2030-05-08T03:00:00.000Z',
    reason: 'Filter change',
  }),
  // Friday 09:00–17:00 Tokyo, which cancelled two reservations.
  outage({ id: 'o-1', cancelledReservations: 2 }),
];

const PROBLEM_LIST = [
  problem({ id: 'p-3', createdAt: '2030-05-07T05:00:00.000Z', reporterName: null }),
  problem({
    id: 'p-2',
    description: 'The lamp flickers.',
    shutdown: true,
    createdAt: '2030-05-06T01:00:00.000Z',
  }),
  problem({
    id: 'p-1',
    description: 'Dust on the lens.',
    reporterName: 'Taro Suzuki',
    resolvedAt: '2030-05-06T06:00:00.000Z',
    resolution: 'Cleaned the lens.',
    createdAt: '2030-05-05T01:00:00.000Z',
  }),
];

function withApi(routes: Record<string, StubAnswer | StubAnswer[]> = {}) {
  return stubApi({
    [DEVICE]: { body: { device: device() } },
    [OUTAGES]: { body: { outages: OUTAGE_LIST } },
    [PROBLEMS]: { body: { problems: PROBLEM_LIST } },
    ...routes,
  });
}

async function openPage(language: 'en' | 'ja' = 'en') {
  const result = await renderApp(PATH, language);
  const words = language === 'en' ? f : ja.lender.facility;
  await screen.findByRole('table', { name: words.outages.caption });
  await screen.findByRole('table', { name: words.problems.caption });
  return result;
}

type User = ReturnType<typeof userEvent.setup>;

/** Opens the page and presses the button named `button`; the test goes on as `user`. */
async function openAndPress(button: string) {
  const user = userEvent.setup();
  await openPage();
  await user.click(screen.getByRole('button', { name: button }));
  return user;
}

/** Fills the outage form: Tokyo dates and times (`HH:mm`), and the reason. */
async function fillOutage(
  user: User,
  { start, startTime, end, endTime }: Record<'start' | 'startTime' | 'end' | 'endTime', string>,
  reason = 'Laser alignment',
) {
  fireEvent.change(screen.getByLabelText(f.schedule.startDate, { exact: false }), {
    target: { value: start },
  });
  await user.selectOptions(screen.getByRole('combobox', { name: f.schedule.startTime }), startTime);
  fireEvent.change(screen.getByLabelText(f.schedule.endDate, { exact: false }), {
    target: { value: end },
  });
  await user.selectOptions(screen.getByRole('combobox', { name: f.schedule.endTime }), endTime);
  await user.type(screen.getByRole('textbox', { name: f.schedule.reason }), reason);
}

const FRIDAY = { start: '2030-05-10', startTime: '09:00', end: '2030-05-10', endTime: '17:00' };

/** Fills the outage form with `times`, submits it and confirms. */
async function scheduleConfirmed(user: User, times: Parameters<typeof fillOutage>[1]) {
  await fillOutage(user, times);
  await user.click(screen.getByRole('button', { name: f.schedule.submit }));
  await user.click(
    within(screen.getByRole('dialog')).getByRole('button', { name: f.schedule.confirm }),
  );
}

describe('/manage/lender/devices/:id/facility', () => {
  it(
    "shows the device's state, its outages and its problems",
    async () => {
      withApi();
      await openPage();

      expect(
        screen.getByRole('heading', { level: 1, name: en.routes.lenderDeviceFacility }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: f.back })).toHaveAttribute(
        'href',
        '/manage/lender/devices',
      );
      expect(screen.getByRole('heading', { level: 2, name: 'Confocal microscope' })).toBeVisible();
      expect(factOf(f.status.state)).toBe(f.status.inService);
      expect(factOf(f.status.checkIn)).toBe(f.status.checkInNone);
      expect(factOf(f.status.chargeBy)).toBe(f.status.chargeByBooking);
      expect(screen.getByRole('link', { name: f.status.editDevice })).toHaveAttribute(
        'href',
        '/manage/lender/devices/create?id=dev-1',
      );
      expect(screen.queryByRole('note')).toBeNull();

      // Outages, by start: Tokyo times, the reason, how many reservations each cancelled.
      const coming = tableRowOf('Laser alignment');
      expect(coming).toHaveTextContent('2030/05/10 09:00:00');
      expect(coming).toHaveTextContent('2030/05/10 17:00:00');
      expect(within(coming).getAllByRole('cell')[3]).toHaveTextContent('2');
      expect(coming).toHaveTextContent(f.outages.state.scheduled);
      expect(
        within(coming).getByRole('button', { name: 'Lift the outage from 2030/05/10 09:00:00' }),
      ).toHaveTextContent(f.outages.lift);
      const now = tableRowOf('Filter change');
      expect(now).toHaveTextContent(f.outages.state.inEffect);
      expect(within(now).getByRole('button', { name: /^Lift the outage/ })).toBeInTheDocument();
      expect(tableRowOf('Inspection')).toHaveTextContent(f.outages.state.over);
      expect(within(tableRowOf('Inspection')).queryByRole('button')).toBeNull();
      expect(tableRowOf('Cleaning')).toHaveTextContent('Lifted at 2030/05/01 12:00:00');
      expect(within(tableRowOf('Cleaning')).queryByRole('button')).toBeNull();

      // Problems, newest first: when, by whom, what, and where each stands.
      const open = tableRowOf('The stage does not move.');
      expect(open).toHaveTextContent('2030/05/07 14:00:00');
      expect(open).toHaveTextContent(en.exhibit.owner.withdrawn);
      expect(open).toHaveTextContent(f.problems.state.open);
      expect(
        within(open).getByRole('button', {
          name: 'Shut the device down over the problem reported at 2030/05/07 14:00:00',
        }),
      ).toHaveTextContent(f.problems.shutDown);
      expect(
        within(open).getByRole('button', {
          name: 'Resolve the problem reported at 2030/05/07 14:00:00',
        }),
      ).toHaveTextContent(f.problems.resolve);
      const holding = tableRowOf('The lamp flickers.');
      expect(holding).toHaveTextContent('Hanako Yamada');
      expect(holding).toHaveTextContent(f.problems.state.shutdown);
      expect(within(holding).getAllByRole('button')).toHaveLength(1);
      expect(within(holding).getByRole('button')).toHaveTextContent(f.problems.resolve);
      const resolved = tableRowOf('Dust on the lens.');
      expect(resolved).toHaveTextContent('Taro Suzuki');
      expect(resolved).toHaveTextContent('Resolved at 2030/05/06 15:00:00');
      expect(resolved).toHaveTextContent('Resolution: Cleaned the lens.');
      expect(within(resolved).queryByRole('button')).toBeNull();

      // No check-ins: no code to scan.
      expect(screen.queryByRole('heading', { name: f.code.heading })).toBeNull();
      expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    },
    SLOW,
  );

  it('a device shut down over a problem says since when; empty lists say so', async () => {
    withApi({
      [DEVICE]: {
        body: {
          device: device({ shutDownSince: '2030-05-06T01:30:00.000Z', chargeBy: 'use' }),
        },
      },
      [OUTAGES]: { body: { outages: [] } },
      [PROBLEMS]: { body: { problems: [] } },
    });
    await renderApp(PATH, 'en');

    const banner = await screen.findByRole('note');
    expect(banner).toHaveTextContent('Out of service since 2030/05/06 10:30:00.');
    expect(banner).toHaveTextContent(f.shutDown.text);
    expect(factOf(f.status.state)).toBe(f.status.outOfService);
    expect(factOf(f.status.chargeBy)).toBe(f.status.chargeByUse);
    expect(await screen.findByText(f.outages.empty)).toBeInTheDocument();
    expect(await screen.findByText(f.problems.empty)).toBeInTheDocument();
  });

  it(
    'schedules an outage once the cancellations are confirmed, and says how many',
    async () => {
      const { calls } = withApi({
        [OUTAGES]: [
          { body: { outages: OUTAGE_LIST } },
          { body: { outages: [...OUTAGE_LIST, outage({ id: 'o-2', reason: 'New lamp' })] } },
        ],
        [SCHEDULE]: { status: 201, body: { outage: outage({ cancelledReservations: 3 }) } },
      });
      const user = userEvent.setup();
      await openPage();

      expect(
        screen.getByText(fill(f.schedule.hint, { days: 90 }), { selector: 'p' }),
      ).toBeInTheDocument();
      await fillOutage(
        user,
        { start: '2030-05-13', startTime: '09:15', end: '2030-05-14', endTime: '00:00' },
        'New lamp',
      );
      await user.click(screen.getByRole('button', { name: f.schedule.submit }));

      let dialog = screen.getByRole('dialog', {
        name: 'Schedule an outage from 2030/05/13 09:15:00 to 2030/05/14 00:00:00?',
      });
      expect(dialog).toHaveTextContent(f.schedule.confirmText);
      await user.click(within(dialog).getByRole('button', { name: en.dialog.cancel }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(calls(SCHEDULE)).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: f.schedule.submit }));
      dialog = screen.getByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: f.schedule.confirm }));

      expect(
        await findToast(
          'The outage was scheduled. 3 reservations were cancelled and their users told.',
          { error: false },
        ),
      ).toBeInTheDocument();
      expect(calls(SCHEDULE).map((call) => call.body)).toEqual([
        {
          start: '2030-05-13T09:15:00+09:00',
          end: '2030-05-14T00:00:00+09:00',
          reason: 'New lamp',
        },
      ]);
      expect(screen.queryByRole('dialog')).toBeNull();
      // The outages load again, and the form is empty for the next one.
      await waitFor(() => expect(calls(OUTAGES)).toHaveLength(2));
      expect(await screen.findByText('New lamp', { selector: 'td' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: f.schedule.reason })).toHaveValue('');
    },
    SLOW,
  );

  it(
    'an outage over no reservation says so',
    async () => {
      withApi({ [SCHEDULE]: { status: 201, body: { outage: outage() } } });
      const user = userEvent.setup();
      await openPage();

      await scheduleConfirmed(user, FRIDAY);

      expect(await findToast(f.schedule.done, { error: false })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'an outage ending before it starts, or without a reason, is not asked about',
    async () => {
      const { calls } = withApi();
      const user = userEvent.setup();
      await openPage();

      await fillOutage(user, { ...FRIDAY, endTime: '08:45' }, ' ');
      await user.click(screen.getByRole('button', { name: f.schedule.submit }));

      const end = screen.getByLabelText(f.schedule.endDate, { exact: false });
      expect(fieldErrorOf(end)).toBe(f.schedule.problems.order);
      expect(end).toHaveAttribute('aria-invalid', 'true');
      expect(fieldErrorOf(screen.getByRole('textbox', { name: f.schedule.reason }))).toBe(
        f.schedule.problems.reasonRequired,
      );
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(calls(SCHEDULE)).toHaveLength(0);

      // A new end time clears the problem shown on the end.
      await user.selectOptions(screen.getByRole('combobox', { name: f.schedule.endTime }), '17:00');
      expect(fieldErrorOf(end)).toBeNull();
    },
    SLOW,
  );

  it(
    "the server's 400 at body.end shows on the end, and the dialog closes",
    async () => {
      const { calls } = withApi({
        [SCHEDULE]: validationError([
          { location: 'body.end', message: 'At most 90 days at a time' },
        ]),
      });
      const user = userEvent.setup();
      await openPage();

      await scheduleConfirmed(user, FRIDAY);

      const end = screen.getByLabelText(f.schedule.endDate, { exact: false });
      await waitFor(() => expect(fieldErrorOf(end)).toBe('At most 90 days at a time'));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(calls(SCHEDULE)).toHaveLength(1);
      // What was typed stays, to be corrected.
      expect(screen.getByRole('textbox', { name: f.schedule.reason })).toHaveValue(
        'Laser alignment',
      );
    },
    SLOW,
  );

  it('lifts a standing outage once confirmed, then reloads the outages', async () => {
    const LIFT = 'DELETE /home/devices/dev-1/outages/o-1';
    const { calls } = withApi({ [LIFT]: { status: 204 } });
    const user = await openAndPress('Lift the outage from 2030/05/10 09:00:00');
    const dialog = screen.getByRole('dialog', {
      name: 'Lift the outage from 2030/05/10 09:00:00 to 2030/05/10 17:00:00?',
    });
    expect(dialog).toHaveTextContent(f.outages.liftText);
    await user.click(within(dialog).getByRole('button', { name: f.outages.lift }));

    expect(await findToast(f.outages.lifted, { error: false })).toBeInTheDocument();
    expect(calls(LIFT)).toHaveLength(1);
    await waitFor(() => expect(calls(OUTAGES)).toHaveLength(2));
  });

  it('shuts the device down over an open problem once confirmed; the device loads again', async () => {
    const SHUT_DOWN = 'POST /home/devices/dev-1/problems/p-3/shutdown';
    const { calls } = withApi({
      [DEVICE]: [
        { body: { device: device() } },
        { body: { device: device({ shutDownSince: '2030-05-08T01:00:00.000Z' }) } },
      ],
      [SHUT_DOWN]: { body: { problem: problem({ id: 'p-3', shutdown: true }) } },
    });
    const user = await openAndPress(
      'Shut the device down over the problem reported at 2030/05/07 14:00:00',
    );
    const dialog = screen.getByRole('dialog', { name: 'Shut Confocal microscope down?' });
    expect(dialog).toHaveTextContent(f.problems.shutDownText);
    await user.click(within(dialog).getByRole('button', { name: f.problems.shutDown }));

    expect(await findToast(f.problems.shutDownDone, { error: false })).toBeInTheDocument();
    expect(calls(SHUT_DOWN)).toHaveLength(1);
    expect(calls(SHUT_DOWN)[0]?.body).toBeUndefined();
    await waitFor(() => expect(calls(PROBLEMS)).toHaveLength(2));
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Out of service since 2030/05/08 10:00:00.',
    );
    expect(calls(DEVICE)).toHaveLength(2);
  });

  it('resolves a problem with what was done', async () => {
    const RESOLVE = 'POST /home/devices/dev-1/problems/p-2/resolve';
    const { calls } = withApi({
      [RESOLVE]: { body: { problem: problem({ id: 'p-2', resolvedAt: NOW.toISOString() }) } },
    });
    const user = await openAndPress('Resolve the problem reported at 2030/05/06 10:00:00');
    const dialog = screen.getByRole('dialog', {
      name: 'Resolve the problem reported at 2030/05/06 10:00:00?',
    });
    expect(dialog).toHaveTextContent(f.problems.resolveText);
    await user.type(
      within(dialog).getByRole('textbox', { name: f.problems.resolution }),
      ' New lamp fitted ',
    );
    await user.click(within(dialog).getByRole('button', { name: f.problems.resolve }));

    expect(await findToast(f.problems.resolved, { error: false })).toBeInTheDocument();
    expect(calls(RESOLVE)[0]?.body).toEqual({ resolution: 'New lamp fitted' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(calls(PROBLEMS)).toHaveLength(2));
  });

  it('a problem resolved meanwhile is told, and the list loads again', async () => {
    const { calls } = withApi({
      'POST /home/devices/dev-1/problems/p-3/resolve': apiError(409, 'problem_resolved'),
    });
    const user = await openAndPress('Resolve the problem reported at 2030/05/07 14:00:00');
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: f.problems.resolve }),
    );

    expect(await findToast(f.errors.problemResolved, { error: true })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(calls(PROBLEMS)).toHaveLength(2));
  });

  it('records a problem the lender found', async () => {
    const REPORT = 'POST /home/devices/dev-1/problems';
    const { calls } = withApi({ [REPORT]: { status: 201, body: { problem: problem() } } });
    const user = userEvent.setup();
    await openPage();

    await user.click(screen.getByRole('button', { name: f.report.submit }));
    const description = screen.getByRole('textbox', { name: f.report.description });
    expect(fieldErrorOf(description)).toBe(f.report.required);
    expect(calls(REPORT)).toHaveLength(0);

    await user.type(description, 'The fan is loud.');
    await user.click(screen.getByRole('button', { name: f.report.submit }));

    expect(await findToast(f.report.done, { error: false })).toBeInTheDocument();
    expect(calls(REPORT)[0]?.body).toEqual({ description: 'The fan is loud.' });
    expect(description).toHaveValue('');
    await waitFor(() => expect(calls(PROBLEMS)).toHaveLength(2));
  });

  it('the device of another lender is refused, without a retry', async () => {
    stubApi({
      [DEVICE]: apiError(403, 'not_device_lender'),
      [OUTAGES]: apiError(403, 'not_device_lender'),
      [PROBLEMS]: apiError(403, 'not_device_lender'),
    });
    await renderApp(PATH, 'en');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en.lender.errors.notDeviceLender);
    expect(within(alert).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('heading', { name: f.outages.heading })).toBeNull();
  });

  it('an unknown device is not found', async () => {
    stubApi({
      [DEVICE]: apiError(404, 'not_found'),
      [OUTAGES]: apiError(404, 'not_found'),
      [PROBLEMS]: apiError(404, 'not_found'),
    });
    await renderApp(PATH, 'en');

    expect(await screen.findByRole('alert')).toHaveTextContent(en.lender.errors.notFound);
  });

  it('with check-ins, shows a printable QR code of the check-in address', async () => {
    withApi({
      [DEVICE]: { body: { device: device({ checkIn: { required: true, graceMinutes: 10 } }) } },
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = userEvent.setup();
    await openPage();

    expect(factOf(f.status.checkIn)).toBe('Within 10 minutes after the start');
    const section = screen
      .getByRole('heading', { level: 2, name: f.code.heading })
      .closest('section');
    if (!section) throw new Error('no check-in code section');
    expect(section).toHaveTextContent(fill(f.code.hint, { minutes: 10 }));
    const url = `${window.location.origin}/share/dev-1?checkin=1`;
    expect(within(section).getByText(url)).toBeInTheDocument();
    const code = within(section).getByRole('img', {
      name: 'QR code to check in to Confocal microscope',
    });
    expect(code.tagName.toLowerCase()).toBe('svg');

    // The very code of that address (the library's own drawing of it).
    const expected = render(<QRCodeSVG value={url} size={224} level="M" marginSize={4} />);
    const modules = (svg: Element) =>
      [...svg.querySelectorAll('path')].map((path) => path.getAttribute('d'));
    const expectedSvg = expected.container.querySelector('svg');
    if (!expectedSvg) throw new Error('no expected code');
    expect(modules(code)).toEqual(modules(expectedSvg));
    expect(modules(code)).not.toEqual(
      modules(
        render(
          <QRCodeSVG value={`${url}x`} size={224} level="M" marginSize={4} />,
        ).container.querySelector('svg') ?? expectedSvg,
      ),
    );

    await user.click(within(section).getByRole('button', { name: f.code.print }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('in Japanese', async () => {
    withApi();
    await openPage('ja');

    expect(
      screen.getByRole('heading', { level: 1, name: ja.routes.lenderDeviceFacility }),
    ).toBeInTheDocument();
    const words = ja.lender.facility;
    expect(tableRowOf('Laser alignment')).toHaveTextContent(words.outages.state.scheduled);
    expect(tableRowOf('Dust on the lens.')).toHaveTextContent(
      fill(words.problems.state.resolved, { at: '2030/05/06 15:00:00' }),
    );
    expect(factOf(words.status.state)).toBe(words.status.inService);
  });
});

describe('the calendar feed of the device', () => {
  const c = en.shareCalendar.feed;
  const FEED = 'device-dev-1';
  const feedAt = (token: string) => ({
    id: FEED,
    deviceId: 'dev-1',
    url: `https://campus.example.ac.jp/api/v1/feeds/${token}.ics`,
    webcalUrl: `webcal://campus.example.ac.jp/api/v1/feeds/${token}.ics`,
    createdAt: '2030-05-08T01:00:00.000Z',
  });

  it('is fetched once opened; an address is made, copied, opened as webcal, reset after a confirmation and turned off', async () => {
    const { calls } = withApi({
      'GET /home/feeds': [
        { body: { feeds: [] } },
        { body: { feeds: [feedAt('first')] } },
        { body: { feeds: [feedAt('second')] } },
        { body: { feeds: [] } },
      ],
      [`POST /home/feeds/${FEED}`]: [
        { status: 201, body: { feed: feedAt('first') } },
        { status: 201, body: { feed: feedAt('second') } },
      ],
      [`DELETE /home/feeds/${FEED}`]: { status: 204 },
    });
    const user = userEvent.setup();
    await openPage();
    expect(calls('GET /home/feeds')).toHaveLength(0);

    await user.click(screen.getByText(c.summary));
    await user.click(await screen.findByRole('button', { name: c.create }));
    const address = await screen.findByRole('textbox', { name: c.address });
    await waitFor(() => expect(address).toHaveValue(feedAt('first').url));
    expect(screen.getByRole('link', { name: c.open })).toHaveAttribute(
      'href',
      feedAt('first').webcalUrl,
    );
    await user.click(screen.getByRole('button', { name: c.copy }));
    expect(await screen.findByRole('status')).toHaveTextContent(c.copied);
    await expect(navigator.clipboard.readText()).resolves.toBe(feedAt('first').url);

    await user.click(screen.getByRole('button', { name: c.reset }));
    const dialog = screen.getByRole('dialog', { name: c.resetTitle });
    await user.click(within(dialog).getByRole('button', { name: c.reset }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: c.address })).toHaveValue(feedAt('second').url),
    );
    expect(calls(`POST /home/feeds/${FEED}`)).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: c.turnOff }));
    await user.click(
      within(screen.getByRole('dialog', { name: c.turnOffTitle })).getByRole('button', {
        name: c.turnOff,
      }),
    );
    expect(await screen.findByRole('button', { name: c.create })).toBeInTheDocument();
    expect(calls(`DELETE /home/feeds/${FEED}`)).toHaveLength(1);
  });

  it('says so when the address cannot be made', async () => {
    withApi({
      'GET /home/feeds': { body: { feeds: [] } },
      [`POST /home/feeds/${FEED}`]: apiError(500, 'server_error'),
    });
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByText(c.summary));
    await user.click(await screen.findByRole('button', { name: c.create }));
    expect(await screen.findByRole('alert')).toHaveTextContent(c.failed);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import { device, NOW, qualification, reservation } from '../../../lib/share-mode/testing';
import type { Device } from '../../../lib/share-mode/types';
import { apiError, stubApi, validationError, type StubAnswer } from '../../../testing/api-stub';
import { AREAS, BUILDINGS } from '../../../testing/exhibit-fixtures';
import { fill, renderApp, signIn } from '../../../testing/test-utils';
import { setUpPageTests } from '../../../testing/page-test';

const b = en.share.booking;
const PATH = '/share/dev-1';
// Tuesday 2030-05-07 10:00–11:30 Tokyo.
const BUSY = { start: '2030-05-07T01:00:00.000Z', end: '2030-05-07T02:30:00.000Z' };

setUpPageTests({ now: NOW });

function withApi(
  options: {
    device?: Device;
    busy?: StubAnswer | StubAnswer[];
    book?: StubAnswer | StubAnswer[];
    /** More routes (the qualification's). */
    more?: Record<string, StubAnswer>;
  } = {},
) {
  return stubApi({
    'GET /devices/dev-1': { body: { device: options.device ?? device() } },
    'GET /devices/dev-1/availability': options.busy ?? { body: { busy: [BUSY] } },
    'POST /home/devices/dev-1/reservations': options.book ?? {
      status: 201,
      body: { reservation: reservation({ status: 'requested' }) },
    },
    'GET /areas': { body: AREAS },
    'GET /areas/north/buildings': { body: BUILDINGS },
    ...options.more,
  });
}

async function openDevice(language: 'en' | 'ja' = 'en') {
  const result = await renderApp(PATH, language);
  await screen.findByRole('heading', { level: 1, name: 'Confocal microscope' });
  return result;
}

const fact = (term: string) => {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
};

async function fillBooking(date: string, start: string, end: string, purpose = '') {
  const user = userEvent.setup();
  const dateInput = screen.getByLabelText(b.date);
  await user.clear(dateInput);
  await user.type(dateInput, date);
  await user.selectOptions(screen.getByLabelText(b.start), start);
  await user.selectOptions(screen.getByLabelText(b.end), end);
  if (purpose) await user.type(screen.getByLabelText(b.purpose), purpose);
  return user;
}

describe('DevicePage', () => {
  it('shows the device and its booking rules in words', async () => {
    withApi();
    await openDevice();

    expect(screen.getByText('A confocal laser microscope.')).toBeInTheDocument();
    expect(screen.getByText('Wear gloves.')).toBeInTheDocument();
    await waitFor(() => expect(fact('Place')).toBe('North campus / Engineering Bldg. 1 / 301'));
    expect(fact('Fee')).toBe('¥1,200 per hour');
    expect(fact('Approval')).toBe('Needs approval');
    expect(fact('Booking length')).toBe('30 min to 2 h');
    expect(fact('Bookable hours')).toBe('09:00–18:00');
    expect(fact('Bookable days')).toBe('Mon, Tue, Wed, Thu, Fri');
    expect(fact('Booking ahead')).toBe('Up to 14 days ahead');
    expect(fact('Buffer')).toBe('15 min kept free after each booking');
    expect(fact('Closures')).toBe('2030/05/09–2030/05/10 (Maintenance)');
  });

  it('in Japanese, amounts read 1,200円 and lengths in 時間/分', async () => {
    signIn();
    withApi({ device: device({ rules: { ...device().rules, minMinutes: 90 } }) });
    await openDevice('ja');

    expect(fact(ja.share.device.fee)).toBe('1時間 1,200円');
    expect(fact(ja.share.rules.length)).toBe('1時間30分〜2時間');
    expect(screen.getByRole('button', { name: ja.share.booking.request })).toBeInTheDocument();
  });

  it('places the busy ranges of the Tokyo week in their day, and pages by week', async () => {
    const { calls } = withApi();
    const user = userEvent.setup();
    await openDevice();

    const tuesday = await screen.findByRole('list', { name: 'Tue 2030/05/07' });
    expect(
      await within(tuesday).findByRole('listitem', { name: '10:00–11:30 booked' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Wed 2030/05/08' })).queryAllByRole('listitem'),
    ).toHaveLength(0);
    const [first] = calls('GET /devices/dev-1/availability');
    expect(first?.query.get('from')).toBe('2030-05-06T00:00:00+09:00');
    expect(first?.query.get('to')).toBe('2030-05-13T00:00:00+09:00');
    expect(screen.getAllByText('Closed: Maintenance')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: en.share.week.next }));

    expect(await screen.findByRole('list', { name: 'Mon 2030/05/13' })).toBeInTheDocument();
    await waitFor(() => expect(calls('GET /devices/dev-1/availability')).toHaveLength(2));
    expect(calls('GET /devices/dev-1/availability')[1]?.query.get('from')).toBe(
      '2030-05-13T00:00:00+09:00',
    );

    await user.click(screen.getByRole('button', { name: en.share.week.previous }));
    await user.click(screen.getByRole('button', { name: en.share.week.previous }));
    expect(await screen.findByRole('list', { name: 'Mon 2030/04/29' })).toBeInTheDocument();
  });

  it("?week= opens the week of that date (a cancelled booking's notice leads there)", async () => {
    const { calls } = withApi();
    await renderApp(`${PATH}?week=2030-05-15`, 'en');

    expect(await screen.findByRole('list', { name: 'Wed 2030/05/15' })).toBeInTheDocument();
    await waitFor(() => expect(calls('GET /devices/dev-1/availability')).toHaveLength(1));
    expect(calls('GET /devices/dev-1/availability')[0]?.query.get('from')).toBe(
      '2030-05-13T00:00:00+09:00',
    );
  });

  it('books with the Tokyo times (+09:00) and the purpose, then says it awaits approval', async () => {
    signIn();
    const { calls } = withApi();
    await openDevice();
    await screen.findByRole('listitem', { name: '10:00–11:30 booked' });

    const user = await fillBooking('2030-05-13', '10:00', '11:30', 'Imaging');
    await user.click(screen.getByRole('button', { name: b.request }));

    expect(await screen.findByText(b.requested)).toBeInTheDocument();
    const [post] = calls('POST /home/devices/dev-1/reservations');
    expect(post?.body).toEqual({
      start: '2030-05-13T10:00:00+09:00',
      end: '2030-05-13T11:30:00+09:00',
      purpose: 'Imaging',
    });
    expect(screen.getByRole('link', { name: b.myReservations })).toHaveAttribute(
      'href',
      '/manage/user/reservations',
    );
    // The availability is asked again.
    await waitFor(() => expect(calls('GET /devices/dev-1/availability')).toHaveLength(2));
  });

  it('where the device offers assisted sessions, the booking asks for assistance only when ticked', async () => {
    signIn();
    const { calls } = withApi({
      device: device({ assistance: { offered: true, feePerSlot: 500, staffIds: ['u9'] } }),
    });
    await openDevice();

    const user = await fillBooking('2030-05-13', '10:00', '11:30', 'Imaging');
    await user.click(screen.getByRole('button', { name: b.request }));
    expect(await screen.findByText(b.requested)).toBeInTheDocument();
    expect(calls('POST /home/devices/dev-1/reservations')[0]?.body).not.toHaveProperty(
      'assistance',
    );

    await user.click(
      screen.getByRole('checkbox', { name: fill(b.assistance.ask, { fee: '¥500' }) }),
    );
    // 10:00–11:30: six slots of 15 minutes.
    expect(
      screen.getByText(fill(b.assistance.extraFee, { amount: '¥3,000', count: 6 })),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(b.assistance.note), 'Align the laser');
    await user.click(screen.getByRole('radio', { name: b.assistance.cancel }));
    await user.click(screen.getByRole('button', { name: b.request }));
    await waitFor(() => expect(calls('POST /home/devices/dev-1/reservations')).toHaveLength(2));
    expect(calls('POST /home/devices/dev-1/reservations')[1]?.body).toEqual({
      start: '2030-05-13T10:00:00+09:00',
      end: '2030-05-13T11:30:00+09:00',
      purpose: '',
      assistance: { note: 'Align the laser', ifDeclined: 'cancel' },
    });
  });

  it('a free slot tapped on the week fills the form, focuses it, and books that hour', async () => {
    signIn();
    const { calls } = withApi();
    const user = userEvent.setup();
    await openDevice();

    // Now is Wednesday 10:00; Tuesday is past, Thursday and Friday closed, the weekend not bookable.
    const slot = await screen.findByRole('button', { name: 'Free: Wed 2030/05/08 14:00–15:00' });
    expect(slot).toHaveTextContent('14:00–15:00');
    expect(screen.queryByRole('button', { name: /^Free: Tue/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Free: (Thu|Fri|Sat|Sun)/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Free: Wed/ })).toHaveLength(8);

    await user.click(slot);

    expect(screen.getByLabelText(b.date)).toHaveValue('2030-05-08');
    expect(screen.getByLabelText(b.date)).toHaveFocus();
    expect(screen.getByLabelText(b.start)).toHaveDisplayValue('14:00');
    expect(screen.getByLabelText(b.end)).toHaveDisplayValue('15:00');
    await user.click(screen.getByRole('button', { name: b.request }));

    expect(await screen.findByText(b.requested)).toBeInTheDocument();
    expect(calls('POST /home/devices/dev-1/reservations')[0]?.body).toEqual({
      start: '2030-05-08T14:00:00+09:00',
      end: '2030-05-08T15:00:00+09:00',
      purpose: '',
    });
  });

  it('the busy range and its buffer are no free slot; a visitor gets no slot buttons', async () => {
    signIn();
    withApi({
      busy: {
        // Wednesday 2030-05-08 12:00–13:00 Tokyo: 11:00 and 13:00 touch the 15-minute buffer.
        body: { busy: [{ start: '2030-05-08T03:00:00.000Z', end: '2030-05-08T04:00:00.000Z' }] },
      },
    });
    await openDevice();
    await screen.findByRole('listitem', { name: '12:00–13:00 booked' });

    expect(
      screen.getAllByRole('button', { name: /^Free: Wed/ }).map((button) => button.textContent),
    ).toEqual(['10:00–11:00', '14:00–15:00', '15:00–16:00', '16:00–17:00', '17:00–18:00']);
  });

  it('on a phone the day strip chooses the day shown, today first', async () => {
    withApi();
    const user = userEvent.setup();
    await openDevice();

    const strip = await screen.findByRole('group', { name: en.share.week.chooseDay });
    const days = within(strip).getAllByRole('button');
    expect(days.map((day) => day.textContent)).toEqual([
      'Mon 05/06',
      'Tue 05/07',
      'Wed 05/08',
      'Thu 05/09',
      'Fri 05/10',
      'Sat 05/11',
      'Sun 05/12',
    ]);
    expect(days[2]).toHaveAttribute('aria-pressed', 'true');
    // Visitors see the week but no slot to tap: booking needs an account.
    expect(screen.queryByRole('button', { name: /^Free:/ })).toBeNull();

    await user.click(days[4]!);
    expect(days[4]).toHaveAttribute('aria-pressed', 'true');
    expect(days[2]).toHaveAttribute('aria-pressed', 'false');
    expect(
      screen.getByRole('list', { name: 'Fri 2030/05/10' }).closest('.week-view__day'),
    ).toHaveClass('week-view__day--chosen');
  });

  it('a device without approval is booked at once: "Book", then confirmed', async () => {
    signIn();
    withApi({
      device: device({ requiresApproval: false }),
      book: { status: 201, body: { reservation: reservation({ status: 'approved' }) } },
    });
    await openDevice();

    const user = await fillBooking('2030-05-08', '14:00', '15:00');
    await user.click(screen.getByRole('button', { name: b.book }));

    expect(await screen.findByText(b.confirmed)).toBeInTheDocument();
  });

  it.each([
    [
      '2030-05-09',
      '08:00',
      '08:15',
      [
        'A booking lasts at least 30 min.',
        'The booking is outside the bookable hours (09:00–18:00).',
        'The device is closed on this day (Maintenance).',
      ],
    ],
    ['2030-05-11', '10:00', '13:00', ['A booking lasts at most 2 h.', b.problems.weekday]],
    ['2030-05-08', '09:00', '10:00', [b.problems.past]],
    ['2030-05-31', '10:00', '11:00', ['Bookings open 14 days ahead.']],
    ['2030-05-13', '11:00', '10:00', [b.problems.order]],
  ])(
    'on %s %s–%s, the rules are explained and nothing is sent',
    async (date, start, end, messages) => {
      signIn();
      const { calls } = withApi();
      await openDevice();

      const user = await fillBooking(date, start, end);
      await user.click(screen.getByRole('button', { name: b.request }));

      const alert = await screen.findByRole('alert');
      expect(
        within(alert)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(messages);
      expect(calls('POST /home/devices/dev-1/reservations')).toHaveLength(0);
    },
  );

  it('without a date, it asks for one', async () => {
    signIn();
    withApi();
    const user = userEvent.setup();
    await openDevice();

    await user.click(screen.getByRole('button', { name: b.request }));

    expect(await screen.findByRole('alert')).toHaveTextContent(b.problems.date);
  });

  it.each([
    [apiError(409, 'reservation_conflict'), b.errors.conflict],
    [apiError(409, 'device_suspended'), b.errors.suspended],
    [apiError(409, 'device_outage'), b.errors.outage],
    [apiError(409, 'device_shut_down'), b.errors.shutDown],
    [apiError(403, 'own_device'), b.errors.ownDevice],
    [apiError(403, 'qualification_required'), b.errors.qualificationRequired],
    [apiError(409, 'assistance_not_offered'), b.errors.assistanceNotOffered],
    [apiError(409, 'affiliation_required'), b.errors.affiliationRequired],
    [
      validationError([{ location: 'body.start', message: 'The start is in the past' }], 'x'),
      b.errors.rules,
    ],
  ])('when the API answers %j, then it says so', async (answer, message) => {
    signIn();
    const { calls } = withApi({ book: answer });
    await openDevice();

    const user = await fillBooking('2030-05-13', '10:00', '11:30');
    await user.click(screen.getByRole('button', { name: b.request }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText(b.requested)).toBeNull();
    if (message === b.errors.conflict)
      await waitFor(() => expect(calls('GET /devices/dev-1/availability')).toHaveLength(2));
  });

  it.each([
    [
      'usage_report_overdue',
      '/manage/user/reservations/r-0/report',
      b.errors.usageReportOverdue,
      b.fileReport,
    ],
    [
      'registration_required',
      '/manage/user/registrations/lab-b?fiscalYear=2030',
      b.errors.registrationRequired,
      b.register,
    ],
  ])(
    'when the API answers %s, then it links to where to put it right',
    async (code, link, message, label) => {
      signIn();
      withApi({ book: { status: 409, body: { code, message: 'x', link } } });
      await openDevice();

      const user = await fillBooking('2030-05-13', '10:00', '11:30');
      await user.click(screen.getByRole('button', { name: b.request }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(message);
      expect(within(alert).getByRole('link', { name: label })).toHaveAttribute('href', link);
    },
  );

  it('a visitor is asked to log in, with the way back', async () => {
    withApi();
    await openDevice();

    expect(screen.getByRole('link', { name: b.login })).toHaveAttribute(
      'href',
      `/login?redirectUrl=${encodeURIComponent(PATH)}`,
    );
    expect(screen.queryByLabelText(b.date)).toBeNull();
  });

  it('an unknown or suspended device says it is not offered', async () => {
    stubApi({ 'GET /devices/dev-1': apiError(404, 'device_not_found') });

    await renderApp(PATH, 'en');

    expect(await screen.findByRole('alert')).toHaveTextContent(en.share.device.notFound);
    expect(
      screen.getByRole('heading', { level: 1, name: en.routes.shareDevice }),
    ).toBeInTheDocument();
    expect(document.body).toHaveClass('share');
  });
});

const qz = en.share.qualification;
const MINE = 'GET /home/devices/dev-1/qualifications/mine';
const REQUEST = 'POST /home/devices/dev-1/training-requests';
/** A device that takes qualified users only, lapsing after 90 idle days. */
const QUALIFIED_ONLY = device({ qualification: { required: true, idleDays: 90 } });

/** The API of a device for qualified users only, and the caller's standing. */
function withQualification(
  mine: { qualification: ReturnType<typeof qualification> | null; trainingRequested?: boolean },
  request: StubAnswer = { status: 204 },
) {
  return withApi({
    device: QUALIFIED_ONLY,
    more: {
      [MINE]: { body: { rule: QUALIFIED_ONLY.qualification, trainingRequested: false, ...mine } },
      [REQUEST]: request,
    },
  });
}

describe('DevicePage of a device for qualified users only', () => {
  it('lists "qualified users only" among the facts', async () => {
    withQualification({ qualification: null });
    await openDevice();

    expect(fact(en.share.device.qualification)).toBe(
      fill(en.share.device.qualifiedOnlyLapsing, { days: 90 }),
    );
  });

  it('a qualified user is told so, and when it lapses unless used, above the booking form', async () => {
    signIn();
    const { calls } = withQualification({
      qualification: qualification({ lapsesAt: '2030-08-03T06:00:00.000Z' }),
    });
    await openDevice();

    expect(await screen.findByText(qz.qualified)).toBeInTheDocument();
    expect(
      screen.getByText(fill(qz.lapsesOn, { date: '2030/08/03 15:00:00' })),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(b.date)).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: /^Free: Wed/ })).not.toHaveLength(0);
    expect(calls(MINE)).toHaveLength(1);
  });

  it('a qualification that never lapses says no date', async () => {
    signIn();
    withQualification({ qualification: qualification({ lapsesAt: null }) });
    await openDevice();

    expect(await screen.findByText(qz.qualified)).toBeInTheDocument();
    expect(screen.queryByText(/Lapses on/)).toBeNull();
  });

  it.each([
    ['never qualified', null, qz.none],
    ['lapsed', qualification({ status: 'lapsed' }), qz.lapsed],
    ['revoked', qualification({ status: 'revoked' }), qz.revoked],
  ] as const)(
    'a user %s sees why, no booking form and no slot to tap, and requests training',
    async (_what, standing, reason) => {
      signIn();
      const { calls } = withQualification({ qualification: standing });
      const user = userEvent.setup();
      await openDevice();

      expect(await screen.findByText(qz.requiredOnly)).toBeInTheDocument();
      expect(screen.getByText(reason)).toBeInTheDocument();
      expect(screen.queryByLabelText(b.date)).toBeNull();
      expect(screen.queryByRole('button', { name: b.request })).toBeNull();
      await screen.findByRole('listitem', { name: '10:00–11:30 booked' });
      expect(screen.queryByRole('button', { name: /^Free:/ })).toBeNull();

      await user.type(screen.getByRole('textbox', { name: qz.message }), ' I use confocal daily. ');
      await user.click(screen.getByRole('button', { name: qz.request }));

      expect(await screen.findByRole('status')).toHaveTextContent(qz.requested);
      expect(calls(REQUEST).map((call) => call.body)).toEqual([
        { message: 'I use confocal daily.' },
      ]);
      expect(screen.queryByRole('button', { name: qz.request })).toBeNull();
    },
  );

  it('a training already requested is said at once, with no form', async () => {
    signIn();
    withQualification({ qualification: null, trainingRequested: true });
    await openDevice();

    expect(await screen.findByText(qz.requested)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: qz.request })).toBeNull();
    expect(screen.queryByLabelText(b.date)).toBeNull();
  });

  it.each([
    [apiError(403, 'profile_required'), qz.errors.profileRequired],
    [apiError(409, 'training_not_needed'), qz.errors.notNeeded],
  ])('when asking for training answers %j, then it says so', async (answer, message) => {
    signIn();
    withQualification({ qualification: null }, answer);
    const user = userEvent.setup();
    await openDevice();

    await user.click(await screen.findByRole('button', { name: qz.request }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText(qz.requested)).toBeNull();
  });

  it('a visitor reads that the device needs a qualification; nothing is asked about them', async () => {
    const { calls } = withQualification({ qualification: null });
    await openDevice();

    expect(screen.getByText(qz.signedOut)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: b.login })).toBeInTheDocument();
    expect(calls(MINE)).toHaveLength(0);
  });

  it('a device anyone may book asks nothing about qualifications', async () => {
    signIn();
    const { calls } = withApi();
    await openDevice();

    expect(screen.getByLabelText(b.date)).toBeInTheDocument();
    expect(screen.queryByText(en.share.device.qualification, { selector: 'dt' })).toBeNull();
    expect(calls(MINE)).toHaveLength(0);
  });

  it('in Japanese', async () => {
    signIn();
    withQualification({ qualification: null });
    await openDevice('ja');

    expect(await screen.findByText(ja.share.qualification.requiredOnly)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: ja.share.qualification.request }),
    ).toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { device } from '../../../lib/share-mode/testing';
import { stubApi, validationError, type StubAnswer } from '../../../testing/api-stub';
import { AREAS, BUILDINGS, DEVICE_CATEGORIES } from '../../../testing/exhibit-fixtures';
import { fill, renderApp, signIn, findToast } from '../../../testing/test-utils';
import { setUpPageTests } from '../../../testing/page-test';

const f = en.lender.form;
const place = en.fields;

beforeEach(() => signIn());
setUpPageTests();

const LOOKUPS: Record<string, StubAnswer> = {
  'GET /areas': { body: AREAS },
  'GET /areas/north/buildings': { body: BUILDINGS },
};

/** The error text shown for a control (its `aria-describedby` error paragraph). */
function errorOf(control: HTMLElement): string | null {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((el) => el?.role === 'alert');
  return error?.textContent ?? null;
}

type User = ReturnType<typeof userEvent.setup>;

async function fillRequired(user: User) {
  await user.type(await screen.findByRole('textbox', { name: f.name }), 'Confocal microscope');
  await user.selectOptions(screen.getByRole('combobox', { name: place.area }), 'North campus');
  await user.selectOptions(
    screen.getByRole('combobox', { name: place.building }),
    await screen.findByRole('option', { name: 'Engineering Bldg. 1' }),
  );
  await user.type(screen.getByRole('textbox', { name: place.room }), '301');
}

/** The registration form, saving to a stubbed API (`extra` adds or replaces answers), still empty. */
async function openRegistration(extra: Record<string, StubAnswer | StubAnswer[]> = {}) {
  const { calls } = stubApi({
    ...LOOKUPS,
    'POST /home/devices': { status: 201, body: { device: device() } },
    'GET /home/devices': { body: { devices: [device()], total: 1 } },
    ...extra,
  });
  const user = userEvent.setup();
  const { router } = await renderApp('/manage/lender/devices/create', 'en');
  return { calls, user, router };
}

/** The registration form, saving to a stubbed API, with its required fields filled. */
async function registerWithRequiredFields(extra: Record<string, StubAnswer | StubAnswer[]> = {}) {
  const form = await openRegistration(extra);
  await fillRequired(form.user);
  return form;
}

type Router = Awaited<ReturnType<typeof renderApp>>['router'];

/** Submits the form and waits until the saved device's list opens. */
async function saveAndReturnToList(user: User, router: Router) {
  await user.click(screen.getByRole('button', { name: f.submit }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/manage/lender/devices'));
}

/** The form editing device dev-9 (`patch` over the fixture), saving to a stubbed API. */
async function editDevice(patch: Parameters<typeof device>[0]) {
  const existing = device({ id: 'dev-9', ...patch });
  const { calls } = stubApi({
    ...LOOKUPS,
    'GET /home/devices/dev-9': { body: { device: existing } },
    'PUT /home/devices/dev-9': { body: { device: existing } },
    'GET /home/devices': { body: { devices: [existing], total: 1 } },
  });
  const user = userEvent.setup();
  const { router } = await renderApp('/manage/lender/devices/create?id=dev-9', 'en');
  return { calls, user, router };
}

describe('/manage/lender/devices/create', () => {
  it('when the form is filled, then POST /home/devices gets the DeviceInput and the list opens', async () => {
    const { calls, user, router } = await openRegistration();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Register a device' }),
    ).toBeInTheDocument();
    await fillRequired(user);
    await user.type(screen.getByRole('textbox', { name: f.description }), 'A laser microscope');
    await user.type(screen.getByRole('textbox', { name: f.usageNotes }), 'Wear gloves');
    const fee = screen.getByRole('spinbutton', { name: f.feePerHour });
    await user.clear(fee);
    await user.type(fee, '1200');
    const min = screen.getByRole('spinbutton', { name: f.minMinutes });
    await user.clear(min);
    await user.type(min, '15');
    const buffer = screen.getByRole('spinbutton', { name: f.bufferMinutes });
    await user.clear(buffer);
    await user.type(buffer, '15');
    fireEvent.change(screen.getByLabelText(f.openFrom, { exact: false }), {
      target: { value: '08:30' },
    });
    fireEvent.change(screen.getByLabelText(f.openUntil, { exact: false }), {
      target: { value: '00:00' },
    });
    await user.click(screen.getByRole('checkbox', { name: 'Sat' }));
    await user.click(screen.getByRole('checkbox', { name: 'Mon' }));
    await user.click(screen.getByRole('button', { name: f.addClosure }));
    fireEvent.change(screen.getByLabelText('Closure 1 from', { exact: false }), {
      target: { value: '2030-08-10' },
    });
    fireEvent.change(screen.getByLabelText('Closure 1 until', { exact: false }), {
      target: { value: '2030-08-16' },
    });
    await user.type(screen.getByRole('textbox', { name: 'Closure 1 reason' }), 'Summer');
    await user.click(screen.getByRole('checkbox', { name: f.requiresApproval }));
    await saveAndReturnToList(user, router);
    expect(calls('POST /home/devices')[0]?.body).toEqual({
      name: 'Confocal microscope',
      description: 'A laser microscope',
      categoryId: '',
      place: { areaId: 'north', buildingId: 'eng-1', room: '301' },
      usageNotes: 'Wear gloves',
      feePerHour: 1200,
      outsideFees: null,
      rules: {
        minMinutes: 15,
        maxMinutes: 120,
        advanceDays: 30,
        bufferMinutes: 15,
        openFrom: 510,
        openUntil: 1440,
        weekdays: [2, 3, 4, 5, 6],
        closures: [{ from: '2030-08-10', until: '2030-08-16', reason: 'Summer' }],
      },
      requiresApproval: true,
      active: true,
      qualification: { required: false, idleDays: null },
      checkIn: { required: false, graceMinutes: 15 },
      chargeBy: 'booking',
      assistance: { offered: false, feePerSlot: 0, staffIds: [] },
      usageReports: { required: false, withinDays: 14, acknowledgement: '' },
    });
    expect(await findToast(en.lender.devices.created, { error: false })).toBeInTheDocument();
    // Typing into every field of the whole form re-renders it per key: slow on a busy machine.
  });

  it('the category is chosen from the shared tree, grouped by top and middle category', async () => {
    const { calls, user, router } = await registerWithRequiredFields({
      'GET /categories': { body: DEVICE_CATEGORIES },
    });
    const category = screen.getByRole('combobox', { name: f.category });
    expect(category).toHaveValue('');
    const group = await screen.findByRole('group', { name: 'Lab Equipment / Optical Instruments' });
    expect(group).toContainElement(screen.getByRole('option', { name: 'Microscope' }));
    await user.selectOptions(category, 'Microscope');
    await saveAndReturnToList(user, router);
    expect(calls('POST /home/devices')[0]?.body).toMatchObject({ categoryId: 'microscope' });
  });

  it('when rules are broken, then the fields say so and nothing is sent', async () => {
    const { calls } = stubApi(LOOKUPS);
    const user = userEvent.setup();
    await renderApp('/manage/lender/devices/create', 'en');

    const min = await screen.findByRole('spinbutton', { name: f.minMinutes });
    await user.clear(min);
    await user.type(min, '20');
    const max = screen.getByRole('spinbutton', { name: f.maxMinutes });
    await user.clear(max);
    await user.type(max, '15');
    fireEvent.change(screen.getByLabelText(f.openFrom, { exact: false }), {
      target: { value: '18:00' },
    });
    fireEvent.change(screen.getByLabelText(f.openUntil, { exact: false }), {
      target: { value: '09:00' },
    });
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']) {
      await user.click(screen.getByRole('checkbox', { name: day }));
    }
    await user.click(screen.getByRole('button', { name: f.submit }));

    await waitFor(() =>
      expect(errorOf(screen.getByRole('textbox', { name: f.name }))).toBe(f.errors.required),
    );
    expect(errorOf(screen.getByRole('combobox', { name: place.area }))).toBe(f.errors.required);
    expect(errorOf(min)).toBe(f.errors.slot);
    expect(errorOf(screen.getByLabelText(f.openUntil, { exact: false }))).toBe(f.errors.hoursOrder);
    expect(screen.getByRole('group', { name: f.weekdays })).toHaveTextContent(f.errors.weekdays);
    expect(calls('POST /home/devices')).toHaveLength(0);
  });

  it('when the server refuses fields, then its messages show on them', async () => {
    const { user } = await registerWithRequiredFields({
      'POST /home/devices': {
        status: 400,
        body: {
          code: 'validation_error',
          message: 'Invalid',
          errors: [
            {
              location: 'body.rules.openUntil',
              message: 'The bookable hours end before they start',
            },
            { location: 'body.name', message: 'Too long' },
          ],
        },
      },
    });
    await user.click(screen.getByRole('button', { name: f.submit }));

    await waitFor(() =>
      expect(errorOf(screen.getByLabelText(f.openUntil, { exact: false }))).toBe(
        'The bookable hours end before they start',
      ),
    );
    expect(errorOf(screen.getByRole('textbox', { name: f.name }))).toBe('Too long');
  });

  it('when another 4xx comes back, then a general message shows', async () => {
    const { user } = await registerWithRequiredFields({
      'POST /home/devices': {
        status: 403,
        body: { code: 'profile_required', message: 'Profile required' },
      },
    });
    await user.click(screen.getByRole('button', { name: f.submit }));

    expect(await findToast(en.lender.errors.profileRequired, { error: true })).toBeInTheDocument();
  });

  it('"qualified users only" shows the lapse, checked 1 to 3650 days, and both are sent', async () => {
    const { calls, user, router } = await registerWithRequiredFields();
    expect(screen.queryByRole('spinbutton', { name: f.idleDays })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: f.qualificationRequired }));
    const idleDays = screen.getByRole('spinbutton', { name: f.idleDays });
    expect(idleDays).toHaveAccessibleDescription(fill(f.idleDaysHint, { max: 3650 }));
    await user.type(idleDays, '0');
    await user.click(screen.getByRole('button', { name: f.submit }));

    await waitFor(() =>
      expect(errorOf(idleDays)).toBe(fill(f.errors.range, { min: 1, max: 3650 })),
    );
    expect(calls('POST /home/devices')).toHaveLength(0);
    await user.clear(idleDays);
    await user.type(idleDays, '90');
    await saveAndReturnToList(user, router);
    expect(calls('POST /home/devices')[0]?.body).toMatchObject({
      qualification: { required: true, idleDays: 90 },
    });
  });

  it('qualified users only with the lapse left blank: it never lapses (null)', async () => {
    const { calls, user, router } = await registerWithRequiredFields();
    await user.click(screen.getByRole('checkbox', { name: f.qualificationRequired }));
    await saveAndReturnToList(user, router);
    expect(calls('POST /home/devices')[0]?.body).toMatchObject({
      qualification: { required: true, idleDays: null },
    });
  });

  it("editing, the device's rule loads, the link leads to its qualified users, and unchecking sends anyone", async () => {
    const { calls, user, router } = await editDevice({
      qualification: { required: true, idleDays: 180 },
    });

    const required = await screen.findByRole('checkbox', { name: f.qualificationRequired });
    expect(required).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: f.idleDays })).toHaveValue(180);
    expect(screen.getByRole('link', { name: f.qualificationsLink })).toHaveAttribute(
      'href',
      '/manage/lender/devices/dev-9/qualifications',
    );
    expect(screen.getByRole('link', { name: en.lender.facility.formLink })).toHaveAttribute(
      'href',
      '/manage/lender/devices/dev-9/facility',
    );

    await user.click(required);
    expect(screen.queryByRole('spinbutton', { name: f.idleDays })).toBeNull();
    await saveAndReturnToList(user, router);
    expect(calls('PUT /home/devices/dev-9')[0]?.body).toMatchObject({
      qualification: { required: false, idleDays: null },
    });
  });

  it("assisted sessions: the staff are ticked among the lending group's members and sent with the fee", async () => {
    signIn({ group: 'g1' });
    const member = (uid: string, name: string | null) => ({
      uid,
      name,
      withdrawn: name === null,
      isAdmin: false,
      joinedAt: '2030-04-01T00:00:00.000Z',
    });
    const { calls, user, router } = await registerWithRequiredFields({
      'GET /home/groups/g1/members': {
        body: {
          members: [member('u1', 'Hanako Yamada'), member('u2', 'Taro Suzuki'), member('u3', null)],
        },
      },
      // The server's refusal of a staff member shows on the staff; then it saves.
      'POST /home/devices': [
        validationError([{ location: 'body.assistance.staffIds.0', message: 'Not a member' }]),
        { status: 201, body: { device: device() } },
      ],
    });
    expect(screen.queryByRole('group', { name: f.staff })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: f.assistanceOffered }));
    const fee = screen.getByRole('spinbutton', { name: f.feePerSlot });
    await user.clear(fee);
    await user.type(fee, '500');
    const staff = await screen.findByRole('group', { name: f.staff });
    // Withdrawn members are not offered.
    expect(within(staff).getAllByRole('checkbox')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: f.submit }));
    expect(await within(staff).findByText(f.errors.staff)).toBeInTheDocument();
    expect(calls('POST /home/devices')).toHaveLength(0);

    await user.click(within(staff).getByRole('checkbox', { name: 'Taro Suzuki' }));
    await user.click(screen.getByRole('button', { name: f.submit }));
    expect(await within(staff).findByText('Not a member')).toBeInTheDocument();
    await saveAndReturnToList(user, router);
    expect(calls('POST /home/devices')[1]?.body).toMatchObject({
      assistance: { offered: true, feePerSlot: 500, staffIds: ['u2'] },
    });
  });

  it('registering, there is no link to qualified users yet', async () => {
    stubApi(LOOKUPS);
    await renderApp('/manage/lender/devices/create', 'en');

    await screen.findByRole('textbox', { name: f.name });
    expect(screen.queryByRole('link', { name: f.qualificationsLink })).toBeNull();
    expect(screen.queryByRole('link', { name: en.lender.facility.formLink })).toBeNull();
  });

  it('"users check in" shows the grace, checked 0 to 120 minutes; charging by use is sent', async () => {
    const { calls, user, router } = await registerWithRequiredFields();
    expect(screen.queryByRole('spinbutton', { name: f.graceMinutes })).toBeNull();
    const charge = screen.getByRole('group', { name: f.chargeBy });
    expect(within(charge).getByRole('radio', { name: f.chargeByBooking })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: f.checkInRequired }));
    const grace = screen.getByRole('spinbutton', { name: f.graceMinutes });
    expect(grace).toHaveValue(15);
    expect(grace).toHaveAccessibleDescription(fill(f.graceMinutesHint, { max: 120 }));
    await user.clear(grace);
    await user.type(grace, '121');
    await user.click(screen.getByRole('button', { name: f.submit }));

    await waitFor(() => expect(errorOf(grace)).toBe(fill(f.errors.range, { min: 0, max: 120 })));
    expect(calls('POST /home/devices')).toHaveLength(0);
    await user.clear(grace);
    await user.type(grace, '10');
    await user.click(within(charge).getByRole('radio', { name: f.chargeByUse }));
    await saveAndReturnToList(user, router);
    expect(calls('POST /home/devices')[0]?.body).toMatchObject({
      checkIn: { required: true, graceMinutes: 10 },
      chargeBy: 'use',
    });
  });

  it('"users file a usage report" shows the days (14) and the acknowledgement, both sent', async () => {
    const { calls, user, router } = await registerWithRequiredFields();
    expect(screen.queryByRole('spinbutton', { name: f.withinDays })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: f.usageReportsRequired }));
    const days = screen.getByRole('spinbutton', { name: f.withinDays });
    expect(days).toHaveValue(14);
    await user.clear(days);
    await user.type(days, '30');
    await user.type(screen.getByRole('textbox', { name: f.acknowledgement }), 'JSPS JP12345678');
    await saveAndReturnToList(user, router);
    expect(calls('POST /home/devices')[0]?.body).toMatchObject({
      usageReports: { required: true, withinDays: 30, acknowledgement: 'JSPS JP12345678' },
    });
  });

  it("outside users' fees: editing, they load, are checked while ticked, and are sent", async () => {
    const { calls, user, router } = await editDevice({
      outsideFees: { academic: 1500, industry: 3000 },
    });

    const charged = await screen.findByRole('checkbox', { name: f.outsideFeesCharged });
    expect(charged).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: f.academicFee })).toHaveValue(1500);
    const industry = screen.getByRole('spinbutton', { name: f.industryFee });
    expect(industry).toHaveValue(3000);
    await user.clear(industry);
    await user.click(screen.getByRole('button', { name: f.submit }));
    await waitFor(() => expect(errorOf(industry)).toBe(f.errors.required));
    expect(calls('PUT /home/devices/dev-9')).toHaveLength(0);

    await user.type(industry, '4500');
    await saveAndReturnToList(user, router);
    expect(calls('PUT /home/devices/dev-9')[0]?.body).toMatchObject({
      outsideFees: { academic: 1500, industry: 4500 },
    });
  });

  it("editing, the device's check-in and charging load, and unchecking keeps the grace", async () => {
    const { calls, user, router } = await editDevice({
      checkIn: { required: true, graceMinutes: 30 },
      chargeBy: 'use',
    });

    const required = await screen.findByRole('checkbox', { name: f.checkInRequired });
    expect(required).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: f.graceMinutes })).toHaveValue(30);
    expect(screen.getByRole('radio', { name: f.chargeByUse })).toBeChecked();

    await user.click(required);
    expect(screen.queryByRole('spinbutton', { name: f.graceMinutes })).toBeNull();
    await user.click(screen.getByRole('radio', { name: f.chargeByBooking }));
    await saveAndReturnToList(user, router);
    expect(calls('PUT /home/devices/dev-9')[0]?.body).toMatchObject({
      checkIn: { required: false, graceMinutes: 30 },
      chargeBy: 'booking',
    });
  });

  it('with ?id=, then the device loads into the form and PUT saves it', async () => {
    const { calls, user, router } = await editDevice({
      place: { areaId: 'north', buildingId: 'eng-1', room: '301' },
      rules: { ...device().rules, openUntil: 1440, weekdays: [1, 3] },
    });

    expect(await screen.findByRole('heading', { level: 1, name: f.editTitle })).toBeInTheDocument();
    const name = await screen.findByRole('textbox', { name: f.name });
    expect(name).toHaveValue('Confocal microscope');
    expect(screen.getByRole('spinbutton', { name: f.feePerHour })).toHaveValue(1200);
    expect(screen.getByLabelText(f.openUntil, { exact: false })).toHaveValue('00:00');
    expect(screen.getByRole('checkbox', { name: 'Wed' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Tue' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: f.requiresApproval })).toBeChecked();
    expect(screen.getByLabelText('Closure 1 from', { exact: false })).toHaveValue('2030-05-09');

    await user.click(screen.getByRole('checkbox', { name: f.active }));
    await user.click(screen.getByRole('button', { name: 'Remove closure 1' }));
    await saveAndReturnToList(user, router);
    const body = calls('PUT /home/devices/dev-9')[0]?.body as {
      active: boolean;
      rules: { closures: unknown[]; openUntil: number; weekdays: number[] };
    };
    expect(body.active).toBe(false);
    expect(body.rules.closures).toEqual([]);
    expect(body.rules.openUntil).toBe(1440);
    expect(body.rules.weekdays).toEqual([1, 3]);
    expect(calls('POST /home/devices')).toHaveLength(0);
  });
});

import type {
  LenderRegistrationResponse,
  RegistrationBody,
} from '@campus/model/outside-user-types';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { NOW } from '../../../lib/share-mode/testing';
import { stubApi, validationError, type StubAnswer } from '../../../testing/api-stub';
import { setUpPageTests } from '../../../testing/page-test';
import { factOf, fill, hrefOf, renderRoute } from '../../../testing/test-utils';
import { RegistrationPage } from './registration-page';

// "Now" is 2030-05-08 in Tokyo: fiscal year 2030; 2030 and 2031 are open.
const r = en.usage.registration;
const STANDING = 'GET /home/lenders/lab-b/registration';
const REGISTER = 'POST /home/lenders/lab-b/registration';

setUpPageTests({ now: NOW, signedIn: true });

/** A registration of the user u1 with lab-b as Acme Corp, made on 2030-04-02 09:00 Tokyo. */
function registration(patch: Partial<RegistrationBody> = {}): RegistrationBody {
  return {
    id: 'reg-1',
    lenderId: 'lab-b',
    userId: 'u1',
    fiscalYear: 2030,
    fee: 5000,
    rateClass: 'industry',
    affiliation: 'Acme Corp',
    createdAt: '2030-04-02T00:00:00.000Z',
    ...patch,
  };
}

function standing(patch: Partial<LenderRegistrationResponse> = {}): {
  body: LenderRegistrationResponse;
} {
  return {
    body: {
      lenderId: 'lab-b',
      lenderName: 'Imaging Lab',
      settings: { required: true, fee: 5000, terms: 'Follow the facility rules.' },
      rateClass: 'industry',
      affiliation: { kind: 'industry', name: 'Acme Corp' },
      fiscalYears: [2030, 2031],
      registrations: [],
      ...patch,
    },
  };
}

function withApi(routes: Record<string, StubAnswer | StubAnswer[]> = {}) {
  return stubApi({ [STANDING]: standing(), ...routes });
}

async function openPage(query = '') {
  await renderRoute(<RegistrationPage />, {
    pattern: '/manage/user/registrations/:id',
    path: `/manage/user/registrations/lab-b${query}`,
    language: 'en',
  });
  await screen.findByRole('heading', { level: 1, name: en.routes.userRegistration });
}

describe('RegistrationPage', () => {
  it('an outside user registers for the year asked, once they agree to the terms', async () => {
    const made = registration({
      id: 'reg-2',
      fiscalYear: 2031,
      createdAt: '2030-05-08T01:00:00.000Z',
    });
    const { calls } = withApi({ [REGISTER]: { status: 201, body: { registration: made } } });
    const user = userEvent.setup();
    await openPage('?fiscalYear=2031');

    expect(await screen.findByText('Imaging Lab')).toBeInTheDocument();
    expect(factOf(r.fee)).toBe('¥5,000');
    expect(factOf(r.terms)).toBe('Follow the facility rules.');
    expect(factOf(r.rateClass)).toBe('Industry · Acme Corp');
    expect(screen.getByRole('radio', { name: 'FY 2031' })).toBeChecked();
    const register = screen.getByRole('button', { name: fill(r.register, { year: 2031 }) });

    await user.click(register);
    expect(
      await screen.findByText(r.errors.agree, { selector: '.field__error' }),
    ).toBeInTheDocument();
    expect(calls(REGISTER)).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: r.agree }));
    await user.click(register);

    expect(await screen.findByText(fill(r.done, { year: 2031 }))).toBeInTheDocument();
    expect(calls(REGISTER)[0]?.body).toEqual({ fiscalYear: 2031 });
    const table = within(screen.getByRole('table', { name: r.registrations }));
    expect(table.getByRole('row', { name: /FY 2031/ })).toHaveTextContent(
      'FY 2031¥5,0002030/05/08 10:00:00',
    );
    expect(hrefOf(en.usage.reservations.findDevices)).toBe('/share');
    expect(hrefOf(en.routes.userReservations)).toBe('/manage/user/reservations');
    // The year left open stays offered.
    expect(
      screen.getByRole('button', { name: fill(r.register, { year: 2030 }) }),
    ).toBeInTheDocument();
  });

  it("shows the server's problem with the year on its field", async () => {
    withApi({
      [STANDING]: standing({ settings: { required: true, fee: 0, terms: '' } }),
      [REGISTER]: validationError([{ location: 'body.fiscalYear', message: 'Not open yet' }]),
    });
    const user = userEvent.setup();
    await openPage();

    expect(screen.queryByRole('checkbox', { name: r.agree })).toBeNull();
    await user.click(screen.getByRole('button', { name: fill(r.register, { year: 2030 }) }));

    const years = screen.getByRole('group', { name: new RegExp(`^${r.fiscalYear}`) });
    expect(await within(years).findByText('Not open yet')).toBeInTheDocument();
  });

  it('a registration refused as already made is said above the button', async () => {
    withApi({
      [REGISTER]: { status: 409, body: { code: 'already_registered', message: 'x' } },
    });
    const user = userEvent.setup();
    await openPage();

    await user.click(screen.getByRole('checkbox', { name: r.agree }));
    await user.click(screen.getByRole('button', { name: fill(r.register, { year: 2030 }) }));

    expect(await screen.findByText(r.errors.alreadyRegistered)).toBeInTheDocument();
  });

  it.each([
    ['on campus', standing({ rateClass: 'campus', affiliation: null }), r.notNeeded],
    [
      'a lender that asks none',
      standing({ settings: { required: false, fee: 0, terms: '' } }),
      r.notNeeded,
    ],
    ['without an affiliation', standing({ rateClass: null, affiliation: null }), r.noAffiliation],
    [
      'registered for every open year',
      standing({
        fiscalYears: [2030],
        registrations: [registration()],
      }),
      r.allRegistered,
    ],
  ])('%s, there is nothing to register', async (_case, answer, text) => {
    withApi({ [STANDING]: answer });
    await openPage();

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Register/ })).toBeNull();
  });

  it('the registrations made show their year, fee and date in Japan time', async () => {
    withApi({ [STANDING]: standing({ fiscalYears: [2030], registrations: [registration()] }) });
    await openPage();

    const table = within(await screen.findByRole('table', { name: r.registrations }));
    expect(table.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'FY 2030',
      '¥5,000',
      '2030/04/02 09:00:00',
    ]);
  });
});

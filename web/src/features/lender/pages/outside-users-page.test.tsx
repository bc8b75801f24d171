import type { OutsideUserBody } from '@campus/model/outside-user-types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { NOW } from '../../../lib/share-mode/testing';
import { apiError, stubApi, validationError, type StubAnswer } from '../../../testing/api-stub';
import { setUpPageTests } from '../../../testing/page-test';
import {
  fieldErrorOf,
  fill,
  findToast,
  renderRoute,
  tableRowOf,
} from '../../../testing/test-utils';
import { OutsideUsersPage } from './outside-users-page';

// "Now" is 2030-05-08 in Tokyo: fiscal year 2030.
const o = en.lender.outsideUsers;

setUpPageTests({ now: NOW, signedIn: true });

const SETTINGS = { settings: { required: true, fee: 5000, terms: 'Follow the facility rules.' } };

function outsideUser(patch: Partial<OutsideUserBody> = {}): OutsideUserBody {
  return {
    uid: 'out-1',
    name: 'Jane Smith',
    email: 'jane@acme.example.com',
    affiliation: null,
    registeredYears: [],
    ...patch,
  };
}

const ACME = {
  kind: 'industry' as const,
  name: 'Acme Corp',
  setBy: 'u1',
  setAt: '2030-05-01T00:00:00.000Z',
};

function withApi(routes: Record<string, StubAnswer | StubAnswer[]> = {}) {
  return stubApi({
    'GET /home/lender/registration': { body: SETTINGS },
    'GET /home/outside-users': {
      body: {
        fiscalYear: 2030,
        users: [
          outsideUser(),
          outsideUser({
            uid: 'out-2',
            name: 'Ken Ito',
            email: 'ito@uni.example.ac.jp',
            affiliation: { ...ACME, kind: 'academic', name: 'Example University' },
            registeredYears: [2030],
          }),
        ],
      },
    },
    ...routes,
  });
}

async function openPage() {
  await renderRoute(<OutsideUsersPage />, {
    pattern: '/manage/lender/outside-users',
    path: '/manage/lender/outside-users',
    language: 'en',
  });
  await screen.findByRole('heading', { level: 1, name: en.routes.lenderOutsideUsers });
}

const cellsOf = (text: string) =>
  within(tableRowOf(text))
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.trim());

describe('OutsideUsersPage', () => {
  it('shows the settings and the outside users; the lender saves the settings', async () => {
    const saved = { settings: { required: true, fee: 8000, terms: 'Follow the facility rules.' } };
    const { calls } = withApi({ 'PUT /home/lender/registration': { body: saved } });
    const user = userEvent.setup();
    await openPage();

    expect(await screen.findByRole('checkbox', { name: o.settings.required })).toBeChecked();
    const fee = screen.getByRole('spinbutton', { name: o.settings.fee });
    expect(fee).toHaveValue(5000);
    expect(screen.getByRole('textbox', { name: o.settings.terms })).toHaveValue(
      'Follow the facility rules.',
    );
    expect(
      await screen.findByRole('columnheader', { name: 'Registration for FY 2030' }),
    ).toBeInTheDocument();
    expect(cellsOf('Jane Smith')).toEqual([
      'Jane Smith',
      'jane@acme.example.com',
      o.list.notRecorded,
      o.list.notRegistered,
      o.list.edit,
    ]);
    expect(cellsOf('Ken Ito')).toEqual([
      'Ken Ito',
      'ito@uni.example.ac.jp',
      'Other university · Example University',
      o.list.registered,
      o.list.edit,
    ]);

    await user.clear(fee);
    await user.type(fee, '8000');
    await user.click(screen.getByRole('button', { name: o.settings.save }));

    expect(await findToast(o.settings.saved, { error: false })).toBeInTheDocument();
    expect(calls('PUT /home/lender/registration')[0]?.body).toEqual(saved.settings);
  });

  it("shows the server's problems with the settings on their fields", async () => {
    withApi({
      'PUT /home/lender/registration': validationError([
        { location: 'body.fee', message: 'At most 1,000,000 yen' },
      ]),
    });
    const user = userEvent.setup();
    await openPage();

    await user.click(await screen.findByRole('button', { name: o.settings.save }));

    const fee = screen.getByRole('spinbutton', { name: o.settings.fee });
    await waitFor(() => expect(fieldErrorOf(fee)).toBe('At most 1,000,000 yen'));
  });

  it('records an affiliation in the dialog: its problems on its fields, then the row shows it', async () => {
    const recorded = outsideUser({ affiliation: ACME });
    const { calls } = withApi({
      'PUT /home/outside-users/out-1/affiliation': [
        validationError([{ location: 'body.name', message: 'Name the company' }]),
        { body: { user: recorded } },
      ],
    });
    const user = userEvent.setup();
    await openPage();

    await user.click(
      await screen.findByRole('button', { name: fill(o.list.editNamed, { name: 'Jane Smith' }) }),
    );
    const dialog = within(screen.getByRole('dialog'));
    await user.selectOptions(
      dialog.getByRole('combobox', { name: new RegExp(`^${o.dialog.kind}`) }),
      en.share.rateClass.industry,
    );
    const name = dialog.getByRole('textbox', { name: new RegExp(`^${o.dialog.name}`) });
    await user.type(name, 'Acme');
    await user.click(dialog.getByRole('button', { name: o.dialog.save }));
    await waitFor(() => expect(fieldErrorOf(name)).toBe('Name the company'));

    await user.type(name, ' Corp');
    await user.click(dialog.getByRole('button', { name: o.dialog.save }));

    expect(await findToast(o.dialog.saved, { error: false })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls('PUT /home/outside-users/out-1/affiliation')[1]?.body).toEqual({
      kind: 'industry',
      name: 'Acme Corp',
    });
    expect(cellsOf('Jane Smith')[2]).toBe('Industry · Acme Corp');
  });

  it('to anyone but a lending group admin or an officer, it says who records affiliations', async () => {
    withApi({ 'GET /home/outside-users': apiError(403, 'not_lender_admin') });
    await openPage();

    expect(await screen.findByText(en.lender.errors.notLenderAdmin)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: o.settings.save })).toBeInTheDocument();
  });
});

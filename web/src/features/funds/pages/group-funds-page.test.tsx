import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import { saveBlob } from '../../../lib/save-blob';
import type { Role } from '../../../lib/session';
import { apiError, stubApi, validationError, type StubAnswer } from '../../../testing/api-stub';
import { setUpPageTests } from '../../../testing/page-test';
import {
  fieldErrorOf,
  fill,
  findToast,
  renderInRouter,
  signIn,
  tableRowOf,
  testProfile,
} from '../../../testing/test-utils';
import type { Member } from '../api/types';
import { AS_MEMBER, charges, fund, FUNDS, MEMBERS, NOW } from '../testing/fixtures';
import { GroupFundsPage } from './group-funds-page';

// The download helper (a temporary link): the page must hand it the CSV and its name.
vi.mock('../../../lib/save-blob', () => ({ saveBlob: vi.fn() }));

const f = en.funds;
const LIST = 'GET /home/groups/g1/funds';
const MEMBERS_CALL = 'GET /home/groups/g1/members';
const CREATE = 'POST /home/groups/g1/funds';

setUpPageTests({ now: NOW });

// Chromium's `scrollIntoView` returns a Promise (jsdom has none): the editor and the statement
// scroll themselves into view when opened, and an effect that returned that Promise had React call
// it as the cleanup when they closed ("n is not a function", the error page over the toast).
beforeEach(() => {
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    configurable: true,
    value: vi.fn(() => Promise.resolve()),
  });
});
afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

/** Signed in as u1 acting for g1; u1 is an admin of g1 when `members` says so. */
function withApi(
  members: Member[] = MEMBERS,
  routes: Record<string, StubAnswer | StubAnswer[]> = {},
  roles: Role[] = [],
) {
  signIn({
    group: 'g1',
    roles,
    profile: testProfile([{ id: 'g1', name: 'Yamada Lab', isAdmin: true }], roles),
  });
  return stubApi({
    [LIST]: { body: { funds: FUNDS } },
    [MEMBERS_CALL]: { body: { members } },
    ...routes,
  });
}

const render = (path = '/manage/group/funds', language: 'en' | 'ja' = 'en') =>
  renderInRouter(<GroupFundsPage />, { path, language });

const table = (year: number) => screen.findByRole('table', { name: `FY${year}` });

/** Opens the page at FY2026 and presses the button named `button`; the test goes on as `user`. */
async function openAndPress(button: string) {
  const user = userEvent.setup();
  await render();
  await table(2026);
  await user.click(screen.getByRole('button', { name: button }));
  return user;
}

describe('GroupFundsPage', () => {
  it('without a selected group, then it says to select one and loads nothing', async () => {
    signIn({ profile: testProfile([{ id: 'g1', name: 'Yamada Lab', isAdmin: true }]) });
    const { fetchMock } = stubApi({});

    await render();

    expect(screen.getByRole('heading', { level: 1, name: f.page.title })).toBeInTheDocument();
    expect(screen.getByText(f.page.noGroup)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists the funds by fiscal year, newest first, with their figures; a member has no tools', async () => {
    const { calls } = withApi(AS_MEMBER);

    await render();

    const fy2026 = await table(2026);
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['FY2026', 'FY2025']);
    expect(
      within(fy2026)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      f.list.name,
      f.list.projectCode,
      f.list.holder,
      f.list.monthlyCap,
      f.list.approvalThreshold,
      f.list.status,
    ]);
    const grant = tableRowOf('Microscopy grant');
    for (const text of ['123456789012', 'Jiro Sato', '¥50,000', '¥10,000', f.list.open])
      expect(grant).toHaveTextContent(text);
    const teaching = tableRowOf('Teaching budget');
    expect(teaching).toHaveTextContent(f.list.noCap);
    expect(teaching).toHaveTextContent(f.list.noThreshold);
    expect(within(await table(2025)).getByText('Old grant')).toBeInTheDocument();
    expect(tableRowOf('Old grant')).toHaveTextContent(f.list.closed);

    expect(screen.queryByRole('button', { name: f.page.register })).toBeNull();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(calls(LIST)[0]?.headers.get('X-Group-Id')).toBe('g1');
  });

  it('in Japanese, a fiscal year reads 2026年度', async () => {
    withApi(AS_MEMBER);

    await render('/manage/group/funds', 'ja');

    expect(await screen.findByRole('table', { name: '2026年度' })).toBeInTheDocument();
    expect(tableRowOf('Microscopy grant')).toHaveTextContent('50,000円');
  });

  it('the fiscal-year selector shows one year, kept in the address; a year without funds says so', async () => {
    withApi(AS_MEMBER);
    const user = userEvent.setup();
    const { router } = await render();
    await table(2026);

    const select = screen.getByRole('combobox', { name: f.page.year });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([f.page.allYears, 'FY2027', 'FY2026', 'FY2025']);

    await user.selectOptions(select, 'FY2025');
    expect(router.state.location.search).toBe('?year=2025');
    expect(screen.queryByRole('table', { name: 'FY2026' })).toBeNull();
    expect(screen.getByRole('table', { name: 'FY2025' })).toBeInTheDocument();

    await user.selectOptions(select, 'FY2027');
    expect(screen.getByRole('heading', { level: 2, name: 'FY2027' })).toBeInTheDocument();
    expect(screen.getByText(f.page.emptyYear)).toBeInTheDocument();
  });

  it('an admin registers a fund: this fiscal year, themself as holder, the amounts in yen', async () => {
    const created = fund({ id: 'f9', name: 'New grant', holderUid: 'u1' });
    const { calls } = withApi(MEMBERS, {
      [LIST]: [{ body: { funds: FUNDS } }, { body: { funds: [created, ...FUNDS] } }],
      [CREATE]: { status: 201, body: { fund: created } },
    });
    const user = await openAndPress(f.page.register);
    const form = screen.getByRole('region', { name: f.form.createHeading });
    const year = within(form).getByRole('combobox', { name: new RegExp(f.form.fiscalYear) });
    expect(
      within(year)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['FY2026', 'FY2027']);
    const holder = within(form).getByRole('combobox', { name: new RegExp(f.form.holder) });
    // The admins who have not withdrawn.
    expect(
      within(holder)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([f.form.holderPlaceholder, 'Hanako Yamada', 'Jiro Sato']);
    expect(holder).toHaveValue('u1');

    await user.type(within(form).getByRole('textbox', { name: /Fund name/ }), ' New grant ');
    await user.type(within(form).getByRole('textbox', { name: /Project code/ }), '123456789012');
    await user.type(within(form).getByRole('textbox', { name: f.form.monthlyCap }), '80000');
    await user.type(within(form).getByRole('textbox', { name: f.form.approvalThreshold }), '5000');
    await user.click(within(form).getByRole('button', { name: f.form.create }));

    expect(await findToast(fill(f.form.created, { name: 'New grant' }))).toBeInTheDocument();
    expect(calls(CREATE).map((call) => call.body)).toEqual([
      {
        fiscalYear: 2026,
        name: 'New grant',
        projectCode: '123456789012',
        holderUid: 'u1',
        monthlyCap: 80000,
        approvalThreshold: 5000,
      },
    ]);
    await waitFor(() => expect(calls(LIST)).toHaveLength(2));
    expect(screen.queryByRole('region', { name: f.form.createHeading })).toBeNull();
    expect(await screen.findByText('New grant', { selector: 'td' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toHaveTextContent(f.page.title);
  });

  it('registering for another holder, the threshold is theirs: read-only and not sent', async () => {
    const { calls } = withApi(MEMBERS, {
      [CREATE]: { status: 201, body: { fund: fund({ id: 'f9' }) } },
    });
    const user = await openAndPress(f.page.register);
    const form = screen.getByRole('region', { name: f.form.createHeading });
    const threshold = within(form).getByRole('textbox', { name: f.form.approvalThreshold });
    await user.type(threshold, '5000');

    await user.selectOptions(
      within(form).getByRole('combobox', { name: new RegExp(f.form.holder) }),
      'Jiro Sato',
    );
    expect(threshold).toBeDisabled();
    expect(threshold).toHaveValue('');
    expect(threshold).toHaveAccessibleDescription(f.form.approvalThresholdNew);
    await user.type(within(form).getByRole('textbox', { name: /Fund name/ }), 'Grant');
    await user.type(within(form).getByRole('textbox', { name: /Project code/ }), '123456789012');
    await user.click(within(form).getByRole('button', { name: f.form.create }));

    await waitFor(() => expect(calls(CREATE)).toHaveLength(1));
    expect(calls(CREATE)[0]?.body).toMatchObject({ holderUid: 'u2', approvalThreshold: null });
  });

  it('checks the form before sending: a project code is 12 digits, a cap whole yen', async () => {
    const { calls } = withApi();
    const user = await openAndPress(f.page.register);
    const form = screen.getByRole('region', { name: f.form.createHeading });

    await user.type(within(form).getByRole('textbox', { name: /Fund name/ }), 'Grant');
    const code = within(form).getByRole('textbox', { name: /Project code/ });
    await user.type(code, '12345');
    const cap = within(form).getByRole('textbox', { name: f.form.monthlyCap });
    await user.type(cap, '12.5');
    await user.click(within(form).getByRole('button', { name: f.form.create }));

    await waitFor(() => expect(fieldErrorOf(code)).toBe(f.form.projectCodeInvalid));
    expect(fieldErrorOf(cap)).toBe(
      fill(f.form.amountInvalid, { field: f.form.monthlyCap, max: '100,000,000' }),
    );
    expect(calls(CREATE)).toEqual([]);
  });

  it("puts the server's field errors on the fields, and shows an error code's message", async () => {
    withApi(MEMBERS, {
      [CREATE]: [
        validationError([{ location: 'body.holderUid', message: 'The holder is not an admin' }]),
        apiError(403, 'not_group_admin'),
      ],
    });
    const user = await openAndPress(f.page.register);
    const form = screen.getByRole('region', { name: f.form.createHeading });
    await user.type(within(form).getByRole('textbox', { name: /Fund name/ }), 'Grant');
    await user.type(within(form).getByRole('textbox', { name: /Project code/ }), '123456789012');

    await user.click(within(form).getByRole('button', { name: f.form.create }));
    const holder = within(form).getByRole('combobox', { name: new RegExp(f.form.holder) });
    await waitFor(() => expect(fieldErrorOf(holder)).toBe('The holder is not an admin'));

    await user.click(within(form).getByRole('button', { name: f.form.create }));
    expect(await findToast(f.errors.notGroupAdmin, { error: true })).toBeInTheDocument();
    // The form stays, with what was typed.
    expect(within(form).getByRole('textbox', { name: /Fund name/ })).toHaveValue('Grant');
  });

  it('an admin who is not the holder edits a fund: the threshold is read-only and never sent', async () => {
    const { calls } = withApi(MEMBERS, {
      'PATCH /home/groups/g1/funds/f1': { body: { fund: fund({ name: 'Microscopy grant B' }) } },
    });
    const user = await openAndPress(fill(f.list.editNamed, { name: 'Microscopy grant' }));
    const form = screen.getByRole('region', {
      name: fill(f.form.editHeading, { name: 'Microscopy grant' }),
    });
    expect(
      within(form).getByRole('combobox', { name: new RegExp(f.form.fiscalYear) }),
    ).toBeDisabled();
    const threshold = within(form).getByRole('textbox', { name: f.form.approvalThreshold });
    expect(threshold).toBeDisabled();
    expect(threshold).toHaveValue('10000');
    expect(threshold).toHaveAccessibleDescription(
      fill(f.form.approvalThresholdReadOnly, { name: 'Jiro Sato' }),
    );
    // Nor can they make themself the holder: the holder (or an officer) hands the fund over.
    const holder = within(form).getByRole('combobox', { name: new RegExp(f.form.holder) });
    expect(holder).toBeDisabled();
    expect(holder).toHaveAccessibleDescription(f.form.holderReadOnly);
    const save = within(form).getByRole('button', { name: f.form.save });
    expect(save).toBeDisabled();

    await user.type(within(form).getByRole('textbox', { name: /Fund name/ }), ' B');
    await user.click(save);

    expect(await findToast(fill(f.form.saved, { name: 'Microscopy grant B' }))).toBeInTheDocument();
    expect(calls('PATCH /home/groups/g1/funds/f1').map((call) => call.body)).toEqual([
      { name: 'Microscopy grant B' },
    ]);
  });

  it('the holder changes the approval threshold of their fund', async () => {
    const { calls } = withApi(MEMBERS, {
      'PATCH /home/groups/g1/funds/f2': { body: { fund: FUNDS[1] } },
    });
    const user = await openAndPress(fill(f.list.editNamed, { name: 'Teaching budget' }));
    const threshold = screen.getByRole('textbox', { name: f.form.approvalThreshold });
    expect(threshold).toBeEnabled();
    expect(threshold).toHaveAccessibleDescription(f.form.approvalThresholdHint);
    await user.type(threshold, '20000');
    await user.click(screen.getByRole('button', { name: f.form.save }));

    await waitFor(() => expect(calls('PATCH /home/groups/g1/funds/f2')).toHaveLength(1));
    expect(calls('PATCH /home/groups/g1/funds/f2')[0]?.body).toEqual({ approvalThreshold: 20000 });
  });

  it('an admin closes a fund after confirming, and reopens a closed one', async () => {
    const { calls } = withApi(MEMBERS, {
      'PATCH /home/groups/g1/funds/f1': { body: { fund: fund({ active: false }) } },
      'PATCH /home/groups/g1/funds/f3': { body: { fund: FUNDS[2] } },
    });
    const user = await openAndPress(fill(f.list.closeNamed, { name: 'Microscopy grant' }));
    const dialog = screen.getByRole('dialog', {
      name: fill(f.toggle.closeTitle, { name: 'Microscopy grant' }),
    });
    await user.click(within(dialog).getByRole('button', { name: f.list.close }));
    expect(
      await findToast(fill(f.toggle.closed, { name: 'Microscopy grant' }), { error: false }),
    ).toBeInTheDocument();
    expect(calls('PATCH /home/groups/g1/funds/f1')[0]?.body).toEqual({ active: false });

    await table(2025);
    await user.click(
      screen.getByRole('button', { name: fill(f.list.reopenNamed, { name: 'Old grant' }) }),
    );
    await user.click(screen.getByRole('button', { name: f.list.reopen }));
    await waitFor(() => expect(calls('PATCH /home/groups/g1/funds/f3')).toHaveLength(1));
    expect(calls('PATCH /home/groups/g1/funds/f3')[0]?.body).toEqual({ active: true });
  });

  it("an admin opens a fund's statement: April to March, the charged lines in Tokyo time, the total and the CSV", async () => {
    const { calls } = withApi(MEMBERS, {
      'GET /home/groups/g1/funds/f1/charges': { body: charges() },
      'GET /home/groups/g1/funds/f1/charges.csv': () =>
        new Response('month,reservation\r\n2026-05,r-1\r\n', {
          status: 200,
          headers: { 'Content-Type': 'text/csv; charset=utf-8' },
        }),
    });
    const user = await openAndPress(fill(f.list.statementNamed, { name: 'Microscopy grant' }));
    const statement = screen.getByRole('region', {
      name: fill(f.statement.heading, { name: 'Microscopy grant', year: 'FY2026' }),
    });
    const months = await within(statement).findByRole('table', { name: f.statement.months });
    const monthRows = within(months).getAllByRole('row').slice(1);
    expect(monthRows.map((row) => row.firstChild?.textContent)).toEqual([
      '2026/04',
      '2026/05',
      '2026/06',
      '2026/07',
      '2026/08',
      '2026/09',
      '2026/10',
      '2026/11',
      '2026/12',
      '2027/01',
      '2027/02',
      '2027/03',
    ]);
    expect(monthRows[1]).toHaveTextContent('¥5,300');
    expect(monthRows[8]).toHaveTextContent('¥2,400');

    const lines = within(statement).getByRole('table', { name: f.statement.lines });
    const [first] = within(lines).getAllByRole('row').slice(1);
    for (const text of [
      '2026/05/09 10:00:00',
      'Confocal microscope',
      'Hanako Yamada',
      '¥1,800',
      '¥500',
      '¥2,300',
    ])
      expect(first).toHaveTextContent(text);
    expect(within(statement).getByText(f.statement.total).nextElementSibling).toHaveTextContent(
      '¥5,300',
    );

    await user.click(within(statement).getByRole('button', { name: f.statement.csv }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    const [blob, name] = vi.mocked(saveBlob).mock.calls[0]!;
    expect(name).toBe('fund-123456789012-FY2026.csv');
    expect(await blob.text()).toBe('month,reservation\r\n2026-05,r-1\r\n');
    expect(calls('GET /home/groups/g1/funds/f1/charges.csv')[0]?.headers.get('Authorization')).toBe(
      'Bearer test-token',
    );

    // Opened, it was brought into view; closed, the list stays.
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    await user.click(within(statement).getByRole('button', { name: f.statement.close }));
    expect(statement).not.toBeInTheDocument();
    expect(await table(2026)).toBeInTheDocument();
  });

  it('an external-funds officer who is a member may open statements, not change funds', async () => {
    withApi(AS_MEMBER, {}, ['external_funds']);

    await render();
    await table(2026);

    expect(
      screen.getByRole('button', {
        name: fill(f.list.statementNamed, { name: 'Microscopy grant' }),
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: f.page.register })).toBeNull();
    expect(
      screen.queryByRole('button', { name: fill(f.list.editNamed, { name: 'Microscopy grant' }) }),
    ).toBeNull();
  });

  it('when the funds cannot be loaded, then it says why and offers to retry', async () => {
    withApi(MEMBERS, { [LIST]: apiError(500, 'server_error') });

    await render('/manage/group/funds', 'ja');

    expect(await screen.findByRole('alert')).toHaveTextContent(ja.funds.page.loadFailed);
    expect(screen.getByRole('button', { name: ja.funds.retry })).toBeInTheDocument();
  });
});

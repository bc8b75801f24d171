import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ManagedExhibit } from '../../../lib/exhibit-admin-types';
import ja from '../../../locales/ja.json';
import { renderRoute, fill, findToast } from '../../../testing/test-utils';
import { apiError, stubApi, type StubAnswer } from '../../../testing/api-stub';
import { LOOKUPS, MANAGED_EXHIBIT } from '../testing/fixtures';
import { ExhibitEditPage } from './exhibit-edit-page';
import { setUpPageTests } from '../../../testing/page-test';

const f = ja.exhibitForm;

setUpPageTests({ signedIn: true });

function routes(exhibit: ManagedExhibit, extra: Record<string, StubAnswer> = {}) {
  return {
    'GET /home/exhibits/ex1': { body: { exhibit } },
    ...LOOKUPS,
    ...extra,
  };
}

const render = () =>
  renderRoute(<ExhibitEditPage />, {
    pattern: '/manage/exhibit/reuse/:id/edit',
    path: '/manage/exhibit/reuse/ex1/edit',
  });

const item = (number: number) =>
  screen.getByRole('group', { name: fill(f.itemHeading, { number }) });

describe('ExhibitEditPage', () => {
  it('fills the form (Tokyo times), warns about re-approval and saves with the item ids', async () => {
    const { calls } = stubApi(
      routes(MANAGED_EXHIBIT, { 'PUT /home/exhibits/ex1': { body: { exhibit: MANAGED_EXHIBIT } } }),
    );
    const user = userEvent.setup();
    const { router } = await render();

    expect(await screen.findByRole('textbox', { name: f.title })).toHaveValue(
      MANAGED_EXHIBIT.title,
    );
    expect(screen.getByLabelText(f.pickupFrom, { exact: false })).toHaveValue('2026-04-01T10:00');
    // A draft goes back to nothing: no re-approval warning.
    expect(screen.queryByText(f.edit.reapproval)).not.toBeInTheDocument();
    expect(screen.queryByText(f.edit.locked)).not.toBeInTheDocument();
    // Existing items keep their stock (changed through the inventory form).
    expect(within(item(1)).getByText(fill(f.stockLocked, { stock: '2' }))).toBeInTheDocument();
    expect(within(item(2)).getByRole('textbox', { name: f.isbn })).toHaveValue('9784065199817');

    await user.click(screen.getByRole('checkbox', { name: f.notice.agree }));
    await user.click(screen.getByRole('button', { name: f.saveSubmit }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/exhibit/reuse/ex1'));
    expect(await findToast(f.saved, { error: false })).toBeInTheDocument();
    const body = calls('PUT /home/exhibits/ex1')[0]?.body as {
      items: { id?: string; stock: number }[];
      pickupFrom: string;
    };
    expect(body.items.map((i) => [i.id, i.stock])).toEqual([
      ['it1', 2],
      ['it2', 1],
    ]);
    expect(body.pickupFrom).toBe('2026-04-01T10:00:00+09:00');
  });

  it('keeps a lottery: the box checked, the deadline as saved (Tokyo time) and sent back as it was', async () => {
    const l = ja.allocation.form;
    const deadline = '2020-04-30T15:00:00.000Z';
    const { calls } = stubApi(
      routes(
        { ...MANAGED_EXHIBIT, allocation: { deadline, drawnAt: null, applicationCount: 2 } },
        { 'PUT /home/exhibits/ex1': { body: { exhibit: MANAGED_EXHIBIT } } },
      ),
    );
    const user = userEvent.setup();
    await render();

    expect(await screen.findByRole('checkbox', { name: l.lottery })).toBeChecked();
    expect(screen.getByLabelText(l.deadline, { exact: false })).toHaveValue('2020-05-01T00:00');
    await user.click(screen.getByRole('checkbox', { name: f.notice.agree }));
    await user.click(screen.getByRole('button', { name: f.saveSubmit }));

    await waitFor(() => expect(calls('PUT /home/exhibits/ex1')).toHaveLength(1));
    expect(calls('PUT /home/exhibits/ex1')[0]?.body).toMatchObject({
      applicationDeadline: deadline,
    });
  });

  it('when leaving the lottery is refused (has_applications), then the message shows', async () => {
    const l = ja.allocation.form;
    stubApi(
      routes(
        {
          ...MANAGED_EXHIBIT,
          allocation: { deadline: '2099-04-30T15:00:00.000Z', drawnAt: null, applicationCount: 2 },
        },
        { 'PUT /home/exhibits/ex1': apiError(409, 'has_applications') },
      ),
    );
    const user = userEvent.setup();
    await render();

    await user.click(await screen.findByRole('checkbox', { name: l.lottery }));
    expect(screen.queryByLabelText(l.deadline, { exact: false })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: f.notice.agree }));
    await user.click(screen.getByRole('button', { name: f.saveSubmit }));

    expect(
      await findToast(ja.manageExhibits.errors.hasApplications, { error: true }),
    ).toBeInTheDocument();
  });

  it('once drawn, shows the lottery and its draw without asking', async () => {
    const l = ja.allocation.form;
    stubApi(
      routes({
        ...MANAGED_EXHIBIT,
        allocation: {
          deadline: '2020-04-30T15:00:00.000Z',
          drawnAt: '2020-04-30T15:10:00.000Z',
          applicationCount: 2,
        },
      }),
    );
    await render();

    expect(
      await screen.findByText(fill(l.lotteryUntil, { deadline: '2020/05/01 00:00:00' })),
    ).toBeInTheDocument();
    expect(
      screen.getByText(fill(l.drawnLocked, { at: '2020/05/01 00:10:00' })),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: l.lottery })).toBeNull();
  });

  it('with trades in progress, locks all but the free fields and says so', async () => {
    stubApi(routes({ ...MANAGED_EXHIBIT, approvalStatus: 'approved', activeContactCount: 1 }));
    await render();
    expect(await screen.findByText(f.edit.locked)).toBeInTheDocument();
    expect(screen.getByText(f.edit.reapproval)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: f.title })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: f.secretariat })).toBeDisabled();
    expect(within(item(1)).getByRole('textbox', { name: f.itemName })).toBeDisabled();
    expect(screen.queryByRole('button', { name: f.addItem })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: f.description })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: f.memo })).toBeEnabled();
    expect(screen.getByLabelText(f.pickupUntil, { exact: false })).toBeEnabled();
  });

  it('a lent exhibit with trades in progress keeps its choice, its period stays editable', async () => {
    stubApi(
      routes({
        ...MANAGED_EXHIBIT,
        approvalStatus: 'approved',
        activeContactCount: 1,
        loan: true,
        loanDays: 30,
      }),
    );
    await render();
    const choice = await screen.findByRole('group', { name: ja.loans.choice });
    expect(within(choice).getByRole('radio', { name: ja.loans.lend })).toBeChecked();
    expect(within(choice).getByRole('radio', { name: ja.loans.give })).toBeDisabled();
    expect(choice).toHaveTextContent(ja.loans.lockedHint);
    expect(screen.getByRole('spinbutton', { name: ja.loans.days })).toHaveValue(30);
    expect(screen.getByRole('spinbutton', { name: ja.loans.days })).toBeEnabled();
  });

  it('an item with trades cannot be removed: its button is disabled and says why', async () => {
    const [desk, book] = MANAGED_EXHIBIT.items;
    if (!desk || !book) throw new Error('the fixture has two items');
    stubApi(routes({ ...MANAGED_EXHIBIT, items: [desk, { ...book, tradeCount: 1 }] }));
    await render();

    const remove = (number: number) =>
      within(item(number)).getByRole('button', { name: fill(f.removeItem, { number }) });
    await screen.findByRole('textbox', { name: f.title });
    expect(remove(1)).toBeEnabled();
    expect(remove(2)).toBeDisabled();
    expect(remove(2)).toHaveAccessibleDescription(f.removeItemHasTrades);
  });

  it('when removing an item is refused (item_has_trades), then the message shows', async () => {
    stubApi(
      routes(MANAGED_EXHIBIT, { 'PUT /home/exhibits/ex1': apiError(409, 'item_has_trades') }),
    );
    const user = userEvent.setup();
    await render();
    await user.click(
      await screen.findByRole('button', { name: fill(f.removeItem, { number: 2 }) }),
    );
    await user.click(screen.getByRole('checkbox', { name: f.notice.agree }));
    await user.click(screen.getByRole('button', { name: f.saveSubmit }));
    expect(await screen.findByText(ja.manageExhibits.errors.itemHasTrades)).toBeInTheDocument();
  });

  it('a withdrawn exhibit cannot be edited', async () => {
    stubApi(routes({ ...MANAGED_EXHIBIT, cancelledAt: '2026-03-05T00:00:00Z' }));
    await render();
    expect(await screen.findByText(f.edit.cancelled)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: f.saveSubmit })).not.toBeInTheDocument();
  });
});

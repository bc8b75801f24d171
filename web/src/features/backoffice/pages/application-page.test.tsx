import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApplicationExhibit } from '../api/get-application';
import ja from '../../../locales/ja.json';
import { renderRoute, signIn, fieldErrorOf, findToast } from '../../../testing/test-utils';
import { apiError, stubApi, type StubAnswer } from '../../../testing/api-stub';
import { APPROVALS, CATEGORIES, EXHIBIT } from '../testing/fixtures';
import { FundsApplicationPage, JunkApplicationPage } from './application-page';
import { setUpPageTests } from '../../../testing/page-test';

const d = ja.backoffice.decide;

beforeEach(() => signIn({ roles: ['junk_inquiry', 'external_funds'] }));
setUpPageTests();

function routes(
  stage: 'junk' | 'funds',
  exhibit: ApplicationExhibit,
  extra: Record<string, StubAnswer | StubAnswer[]> = {},
) {
  return {
    [`GET /home/backoffice/${stage}/ex1`]: { body: { exhibit, approvals: APPROVALS } },
    'GET /categories': { body: CATEGORIES },
    ...extra,
  };
}

const renderJunk = () =>
  renderRoute(<JunkApplicationPage />, {
    pattern: '/manage/backoffice/junk/:id',
    path: '/manage/backoffice/junk/ex1',
  });
const renderFunds = () =>
  renderRoute(<FundsApplicationPage />, {
    pattern: '/manage/backoffice/funds/:id',
    path: '/manage/backoffice/funds/ex1',
  });

describe('ApplicationPage', () => {
  it('shows the exhibit, its items with asset info and the history', async () => {
    stubApi(routes('junk', EXHIBIT));
    await renderJunk();
    expect(
      await screen.findByRole('heading', { level: 1, name: EXHIBIT.title }),
    ).toBeInTheDocument();
    const desk = screen.getByRole('article', { name: '事務机' });
    expect(desk).toHaveTextContent('A-001');
    expect(desk).toHaveTextContent('123456789012');
    expect(desk).toHaveTextContent(ja.exhibitForm.assetCategories.personal_property);
    expect(screen.getByText(ja.manageExhibits.history.actions.submitted)).toBeInTheDocument();
    expect(screen.getAllByText('2026/03/02 00:30:00').length).toBeGreaterThan(0);
  });

  it('offers approve, return and hand to external funds in junk inquiry', async () => {
    stubApi(routes('junk', EXHIBIT));
    await renderJunk();
    const group = await screen.findByRole('group', { name: d.result });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['approved', 'rejected', 'propagated']);
  });

  it('offers no hand-on in external funds', async () => {
    stubApi(routes('funds', { ...EXHIBIT, approvalStatus: 'wait_funds' }));
    await renderFunds();
    const group = await screen.findByRole('group', { name: d.result });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['approved', 'rejected']);
    expect(screen.queryByRole('radio', { name: d.propagated })).not.toBeInTheDocument();
  });

  it('returning needs a comment; then it sends the decision and reloads', async () => {
    const { calls } = stubApi(
      routes('junk', EXHIBIT, {
        'GET /home/backoffice/junk/ex1': [
          { body: { exhibit: EXHIBIT, approvals: APPROVALS } },
          {
            body: {
              exhibit: { ...EXHIBIT, approvalStatus: 'junk_rejected' },
              approvals: APPROVALS,
            },
          },
        ],
        'POST /home/backoffice/junk/ex1/decision': { body: { exhibit: EXHIBIT } },
      }),
    );
    const user = userEvent.setup();
    await renderJunk();
    await user.click(await screen.findByRole('radio', { name: d.rejected }));
    await user.click(screen.getByRole('button', { name: d.submit }));

    await waitFor(() =>
      expect(fieldErrorOf(screen.getByRole('textbox', { name: d.comment }))).toBe(
        d.commentRequired,
      ),
    );
    expect(calls('POST /home/backoffice/junk/ex1/decision')).toHaveLength(0);

    await user.type(
      screen.getByRole('textbox', { name: d.comment }),
      ' 資産番号を確認してください ',
    );
    await user.click(screen.getByRole('button', { name: d.submit }));

    await waitFor(() => expect(calls('POST /home/backoffice/junk/ex1/decision')).toHaveLength(1));
    expect(calls('POST /home/backoffice/junk/ex1/decision')[0]?.body).toEqual({
      result: 'rejected',
      comment: '資産番号を確認してください',
    });
    expect(await screen.findByText(d.notPending)).toBeInTheDocument();
    expect(screen.getByText(ja.manageExhibits.approvalStatus.junk_rejected)).toBeInTheDocument();
    expect(await findToast(d.done, { error: false })).toBeInTheDocument();
  });

  it('hands on to external funds without a comment', async () => {
    const { calls } = stubApi(
      routes('junk', EXHIBIT, {
        'POST /home/backoffice/junk/ex1/decision': { body: { exhibit: EXHIBIT } },
      }),
    );
    const user = userEvent.setup();
    await renderJunk();
    await user.click(await screen.findByRole('radio', { name: d.propagated }));
    await user.click(screen.getByRole('button', { name: d.submit }));
    await waitFor(() =>
      expect(calls('POST /home/backoffice/junk/ex1/decision')[0]?.body).toEqual({
        result: 'propagated',
        comment: '',
      }),
    );
  });

  it('when the application is no longer pending (409), then it says so', async () => {
    stubApi(
      routes('junk', EXHIBIT, {
        'POST /home/backoffice/junk/ex1/decision': apiError(409, 'invalid_transition'),
      }),
    );
    const user = userEvent.setup();
    await renderJunk();
    await user.click(await screen.findByRole('radio', { name: d.approved }));
    await user.click(screen.getByRole('button', { name: d.submit }));
    expect(await findToast(d.notPending, { error: true })).toBeInTheDocument();
  });

  it('shows no decision form when the application waits for the other stage', async () => {
    stubApi(routes('junk', { ...EXHIBIT, approvalStatus: 'wait_funds' }));
    await renderJunk();
    expect(await screen.findByText(d.notPending)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: d.submit })).not.toBeInTheDocument();
  });

  it("when the application is the officer's own (or their group's), then it says so and offers no decision", async () => {
    stubApi(routes('junk', { ...EXHIBIT, ownApplication: true }));
    await renderJunk();
    expect(await screen.findByText(d.ownApplication)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: d.submit })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it("when the server refuses the decision as the officer's own (403 own_application), then it says so", async () => {
    stubApi(
      routes(
        'funds',
        { ...EXHIBIT, approvalStatus: 'wait_funds' },
        {
          'POST /home/backoffice/funds/ex1/decision': apiError(403, 'own_application'),
        },
      ),
    );
    const user = userEvent.setup();
    await renderFunds();
    await user.click(await screen.findByRole('radio', { name: d.approved }));
    await user.click(screen.getByRole('button', { name: d.submit }));
    expect(await findToast(d.ownApplication, { error: true })).toBeInTheDocument();
  });

  it('without the role (403), then it says so', async () => {
    stubApi({ 'GET /home/backoffice/funds/ex1': apiError(403, 'forbidden') });
    await renderFunds();
    expect(await screen.findByRole('alert')).toHaveTextContent(ja.backoffice.forbidden);
  });
});

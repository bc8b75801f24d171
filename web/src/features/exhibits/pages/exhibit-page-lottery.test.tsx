import type { ApplicationBody, ExhibitAllocation } from '@campus/model/allocation-types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import { apiError, stubApi, type StubAnswer } from '../../../testing/api-stub';
import {
  exhibitPageRoutes,
  fillContactForm,
  FILLED_CONTACT,
} from '../../../testing/exhibit-fixtures';
import { setUpPageTests } from '../../../testing/page-test';
import { fill, findToast, renderApp, signIn } from '../../../testing/test-utils';

vi.mock('../../../lib/firebase-loader', () => import('../../../testing/firebase-never-loads'));

const l = ja.allocation;
const c = ja.exhibit.contact;
const PATH = '/exhibits/ex-1';

setUpPageTests({ quietWarnings: true });

/** Applications until 2030-05-01 09:00 in Tokyo. */
const OPEN: ExhibitAllocation = {
  deadline: '2030-05-01T00:00:00.000Z',
  drawnAt: null,
  applicationCount: 3,
};

const APPLICATION: ApplicationBody = {
  accountId: 'u1',
  accountName: '山田 花子',
  message: '研究室で使いたいです。',
  items: [{ itemId: 'item-2', name: '材料力学', quantity: 2 }],
  installationPlace: '工学部1号館 203',
  result: 'pending',
  createdAt: '2030-04-02T01:00:00.000Z',
};

function withApi(
  allocation: ExhibitAllocation | null,
  routes: Record<string, StubAnswer | StubAnswer[]> = {},
  firstComeStock: number | null = null,
) {
  return stubApi({
    ...exhibitPageRoutes({ allocation, firstComeStock }),
    'GET /home/exhibits/ex-1/applications': { body: { applications: [] } },
    ...routes,
  });
}

/** A drawn exhibit with `firstComeStock` left; `result`: the caller's application's (null: none). */
function afterDraw(
  result: ApplicationBody['result'] | null,
  firstComeStock: number,
  routes: Record<string, StubAnswer | StubAnswer[]> = {},
) {
  const applications = result === null ? [] : [{ ...APPLICATION, result }];
  return withApi(
    { ...OPEN, drawnAt: '2030-05-01T00:10:00.000Z' },
    { 'GET /home/exhibits/ex-1/applications': { body: { applications } }, ...routes },
    firstComeStock,
  );
}

const open = async (language: 'ja' | 'en' = 'ja') => {
  const rendered = await renderApp(PATH, language);
  await screen.findByRole('heading', { level: 1, name: '木製の机' });
  return rendered;
};

describe('ExhibitPage of an exhibit in application mode', () => {
  it('tells a visitor the lottery, its deadline and applicants, and leads to log in to apply', async () => {
    withApi(OPEN);
    await open();

    const note = screen.getByText(l.open).closest('.lottery') as HTMLElement;
    expect(note).toHaveTextContent(fill(l.applyBy, { deadline: '2030/05/01 09:00:00' }));
    expect(note).toHaveTextContent(fill(l.applicants_other, { count: 3 }));
    expect(screen.getByRole('link', { name: l.loginRequired })).toHaveAttribute(
      'href',
      `/login?redirectUrl=${encodeURIComponent(PATH)}`,
    );
    expect(screen.queryByRole('button', { name: c.button })).toBeNull();
  });

  it('a member applies with the contact form, sent as an application; then it says applied', async () => {
    signIn();
    const { calls } = withApi(OPEN, {
      'GET /home/exhibits/ex-1/applications': [
        { body: { applications: [] } },
        { body: { applications: [APPLICATION] } },
      ],
      'POST /home/exhibits/ex-1/applications': {
        status: 201,
        body: { application: APPLICATION },
      },
    });
    const user = userEvent.setup();
    await open();

    await user.click(await screen.findByRole('button', { name: l.apply }));
    const dialog = screen.getByRole('dialog', { name: l.applyTitle });
    expect(dialog).toHaveTextContent(l.applyIntro);
    await fillContactForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: l.applySend }));

    expect(await findToast(l.appliedDone, { error: false })).toBeInTheDocument();
    expect(calls('POST /home/exhibits/ex-1/applications')[0]?.body).toEqual(FILLED_CONTACT);
    expect(calls('POST /home/exhibits/ex-1/contacts')).toHaveLength(0);
    expect(await screen.findByText(l.applied)).toBeInTheDocument();
    expect(
      screen.getByText(fill(l.appliedAt, { at: '2030/04/02 10:00:00' }), { exact: false }),
    ).toBeInTheDocument();
  });

  it('keeps a refusal of the application in the dialog', async () => {
    signIn();
    withApi(OPEN, {
      'POST /home/exhibits/ex-1/applications': apiError(409, 'already_applied'),
    });
    const user = userEvent.setup();
    await open();

    await user.click(await screen.findByRole('button', { name: l.apply }));
    const dialog = screen.getByRole('dialog', { name: l.applyTitle });
    await fillContactForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: l.applySend }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(c.errors.already_applied);
  });

  it('an applicant withdraws after confirming, and may apply again', async () => {
    signIn();
    const { calls } = withApi(OPEN, {
      'GET /home/exhibits/ex-1/applications': [
        { body: { applications: [APPLICATION] } },
        { body: { applications: [] } },
      ],
      'DELETE /home/exhibits/ex-1/applications': { status: 204 },
    });
    const user = userEvent.setup();
    await open();

    await user.click(await screen.findByRole('button', { name: l.withdraw }));
    const dialog = within(screen.getByRole('dialog', { name: l.withdrawTitle }));
    await user.click(dialog.getByRole('button', { name: l.withdraw }));

    expect(await findToast(l.withdrawn, { error: false })).toBeInTheDocument();
    expect(calls('DELETE /home/exhibits/ex-1/applications')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: l.apply })).toBeInTheDocument();
  });

  it('past the deadline, before the draw: applications are closed', async () => {
    signIn();
    withApi({ ...OPEN, deadline: '2020-05-01T00:00:00.000Z' });
    await open();

    expect(await screen.findByText(l.waitingDraw)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: l.apply })).toBeNull();
  });

  it('after the draw with stock left, says so and takes contacts first come, first served', async () => {
    signIn();
    withApi({ ...OPEN, drawnAt: '2030-05-01T00:10:00.000Z' }, {}, 1);
    await open();

    expect(screen.getByText(l.drawn)).toBeInTheDocument();
    expect(screen.getByText(l.drawnNote)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: c.button })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: l.apply })).toBeNull();
  });

  it('after a draw that took every unit, a loser is told so and offered nothing', async () => {
    signIn();
    const { calls } = afterDraw('lost', 0);
    await open();

    expect(screen.getByText(l.drawnNoneLeft)).toBeInTheDocument();
    expect(screen.queryByText(l.drawnNote)).toBeNull();
    const result = await screen.findByText(l.lost);
    expect(result.closest('p')).toHaveTextContent(l.lostNext);
    await waitFor(() => expect(calls('GET /home/exhibits/ex-1/contacts/open')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: c.button })).toBeNull();
  });

  it('after a draw that took every unit, a visitor is not led to log in to contact', async () => {
    afterDraw(null, 0);
    await open();

    expect(screen.getByText(l.drawnNoneLeft)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: c.loginRequired })).toBeNull();
  });

  it('after the draw, a winner is told the trade has started and reaches its chat', async () => {
    signIn();
    afterDraw('won', 0, {
      'GET /home/exhibits/ex-1/contacts/open': { body: { contact: { id: 'c-1' } } },
    });
    await open();

    const result = await screen.findByText(l.won);
    expect(result.closest('p')).toHaveTextContent(l.wonNext);
    expect(await screen.findByRole('link', { name: c.openChat })).toBeInTheDocument();
  });

  it('after the draw with stock left, a loser may still ask first come (English)', async () => {
    signIn();
    afterDraw('lost', 2);
    await open('en');

    const result = await screen.findByText(en.allocation.lost);
    expect(result.closest('p')).toHaveTextContent(en.allocation.lostNextLeft);
    expect(
      await screen.findByRole('button', { name: en.exhibit.contact.button }),
    ).toBeInTheDocument();
  });

  it('a first-come exhibit shows no lottery', async () => {
    signIn();
    withApi(null);
    await open();

    expect(await screen.findByRole('button', { name: c.button })).toBeInTheDocument();
    expect(screen.queryByText(l.open)).toBeNull();
  });

  it('in English', async () => {
    signIn();
    withApi(OPEN);
    await open('en');

    expect(screen.getByText(en.allocation.open)).toBeInTheDocument();
    expect(screen.getByText('3 applications')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: en.allocation.apply })).toBeInTheDocument();
  });
});

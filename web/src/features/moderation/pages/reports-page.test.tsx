import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import { apiError, stubApi, type StubAnswer } from '../../../testing/api-stub';
import { setUpPageTests } from '../../../testing/page-test';
import { fieldErrorOf, findToast, renderRoute, signIn } from '../../../testing/test-utils';
import {
  ACCOUNT_REPORT,
  AT,
  AT_TOKYO,
  entry,
  EXHIBIT_REPORT,
  MESSAGE_REPORT,
  report,
} from '../testing/fixtures';
import { ModerationReportsPage, PAGE_SIZE } from './reports-page';

const m = ja.moderation;
const PATH = '/manage/backoffice/reports';

setUpPageTests();

const renderPage = (path = PATH, language: 'ja' | 'en' = 'ja') =>
  renderRoute(<ModerationReportsPage />, { pattern: PATH, path, language });

const reportsOf = (list = [EXHIBIT_REPORT, MESSAGE_REPORT, ACCOUNT_REPORT]) => ({
  body: { reports: list, total: list.length },
});

function withApi(routes: Record<string, StubAnswer | StubAnswer[]> = {}) {
  return stubApi({
    'GET /home/moderation/reports': reportsOf(),
    'GET /home/moderation/audit': { body: { entries: [], total: 0 } },
    ...routes,
  });
}

const table = (view = m.views.open) =>
  screen.findByRole('table', { name: `${ja.routes.backofficeReports}: ${view}` });
/** The row whose target (the title after its kind, in the row's heading cell) is `title`. */
const rowOf = async (title: string, view?: string) => {
  const found = within(await table(view))
    .getAllByRole('row')
    .find(
      (row) => row.querySelector('.moderation__kind')?.nextElementSibling?.textContent === title,
    );
  if (!found) throw new Error(`no row of ${title}`);
  return within(found);
};

describe('ModerationReportsPage', () => {
  it('without the moderator role says so, asks nothing and offers nothing', async () => {
    signIn({ roles: ['junk_inquiry'] });
    const { fetchMock } = withApi();
    await renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent(m.forbidden);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      ja.routes.backofficeReports,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the server refuses the role after all, then it says so without a retry', async () => {
    signIn({ roles: ['moderator'] });
    withApi({ 'GET /home/moderation/reports': apiError(403, 'forbidden') });
    await renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent(m.forbidden);
    expect(screen.queryByRole('button', { name: m.retry })).toBeNull();
  });

  it('lists the open reports: target, reported text, account, reason, reporter, time and actions', async () => {
    signIn({ roles: ['moderator'] });
    const { calls } = withApi();
    await renderPage();

    const exhibit = await rowOf('木製の机');
    expect(exhibit.getByRole('rowheader')).toHaveTextContent(`${m.targetKinds.exhibit}木製の机`);
    expect(exhibit.getByRole('link', { name: '木製の机' })).toHaveAttribute(
      'href',
      '/exhibits/ex-1',
    );
    expect(exhibit.getByText('格安で譲ります。連絡はこちらへ')).toBeInTheDocument();
    expect(exhibit.getByRole('link', { name: '佐藤 一郎' })).toHaveAttribute(
      'href',
      '/manage/account/u-owner',
    );
    expect(exhibit.getByText(m.reasons.spam)).toBeInTheDocument();
    expect(exhibit.getByText('鈴木 花子')).toBeInTheDocument();
    expect(exhibit.getByText(AT_TOKYO)).toBeInTheDocument();
    expect(exhibit.getAllByRole('button').map((button) => button.textContent)).toEqual([
      m.actions.unpublish,
      m.actions.suspend,
      m.actions.dismiss,
    ]);

    // A chat message has no public page: its text is shown, with no link.
    const message = await rowOf('本棚');
    expect(message.getByRole('rowheader')).toHaveTextContent(m.targetKinds.message);
    expect(
      within(message.getByRole('rowheader'))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/manage/account/u-owner']);
    expect(message.getByText('電話番号を教えて')).toBeInTheDocument();
    expect(message.getByText('しつこい')).toBeInTheDocument();
    expect(message.getAllByRole('button').map((button) => button.textContent)).toEqual([
      m.actions.hide,
      m.actions.suspend,
      m.actions.dismiss,
    ]);

    const account = await rowOf('佐藤 一郎');
    expect(
      within(account.getByRole('rowheader'))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/manage/account/u-owner', '/manage/account/u-owner']);
    expect(account.getByText(m.reports.withdrawn)).toBeInTheDocument();
    expect(account.getAllByRole('button').map((button) => button.textContent)).toEqual([
      m.actions.suspend,
      m.actions.dismiss,
    ]);

    expect(screen.getByText('3 件')).toBeInTheDocument();
    expect(calls('GET /home/moderation/reports')[0]?.query.toString()).toBe(
      `status=open&limit=${PAGE_SIZE}&offset=0`,
    );
  });

  it('hides a message with the reason, then fetches the reports again', async () => {
    signIn({ roles: ['moderator'] });
    const { calls } = withApi({
      'GET /home/moderation/reports': [reportsOf(), reportsOf([EXHIBIT_REPORT])],
      'POST /home/moderation/reports/r2/actions': {
        body: { report: { ...MESSAGE_REPORT, status: 'resolved' }, entry: entry('a1') },
      },
    });
    const user = userEvent.setup();
    await renderPage();

    await user.click((await rowOf('本棚')).getByRole('button', { name: m.actions.hide }));
    const dialog = within(screen.getByRole('dialog', { name: m.actions.hideTitle }));
    expect(dialog.queryByRole('spinbutton')).toBeNull();
    const reason = dialog.getByRole('textbox', { name: m.actions.reason });
    await user.click(dialog.getByRole('button', { name: m.actions.hide }));
    expect(fieldErrorOf(reason)).toBe(m.actions.reasonRequired);
    expect(calls('POST /home/moderation/reports/r2/actions')).toHaveLength(0);

    await user.type(reason, ' 個人情報の要求 ');
    await user.click(dialog.getByRole('button', { name: m.actions.hide }));

    await findToast(m.actions.hideDone, { error: false });
    expect(calls('POST /home/moderation/reports/r2/actions')[0]?.body).toEqual({
      action: 'hide',
      reason: '個人情報の要求',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(calls('GET /home/moderation/reports')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText('本棚')).toBeNull());
  });

  it('suspends for the days asked (7 unless changed, 1 to 365)', async () => {
    signIn({ roles: ['moderator'] });
    const { calls } = withApi({
      'POST /home/moderation/reports/r3/actions': {
        body: { report: ACCOUNT_REPORT, entry: entry('a2', { action: 'suspend' }) },
      },
    });
    const user = userEvent.setup();
    await renderPage();

    await user.click((await rowOf('佐藤 一郎')).getByRole('button', { name: m.actions.suspend }));
    const dialog = within(screen.getByRole('dialog', { name: m.actions.suspendTitle }));
    const days = dialog.getByRole('spinbutton', { name: m.actions.days });
    expect(days).toHaveValue(7);
    await user.type(dialog.getByRole('textbox', { name: m.actions.reason }), '繰り返しの嫌がらせ');
    await user.clear(days);
    await user.type(days, '400');
    await user.click(dialog.getByRole('button', { name: m.actions.suspend }));
    expect(fieldErrorOf(days)).toBe('日数は 1〜365 の整数で入力してください。');

    await user.clear(days);
    await user.type(days, '14');
    await user.click(dialog.getByRole('button', { name: m.actions.suspend }));

    await findToast(m.actions.suspendDone, { error: false });
    expect(calls('POST /home/moderation/reports/r3/actions')[0]?.body).toEqual({
      action: 'suspend',
      reason: '繰り返しの嫌がらせ',
      days: 14,
    });
  });

  it('when another moderator resolved the report first, then it says so and refreshes', async () => {
    signIn({ roles: ['moderator'] });
    const { calls } = withApi({
      'POST /home/moderation/reports/r1/actions': apiError(409, 'already_resolved'),
    });
    const user = userEvent.setup();
    await renderPage();

    await user.click((await rowOf('木製の机')).getByRole('button', { name: m.actions.dismiss }));
    const dialog = within(screen.getByRole('dialog', { name: m.actions.dismissTitle }));
    await user.type(dialog.getByRole('textbox', { name: m.actions.reason }), '問題なし');
    await user.click(dialog.getByRole('button', { name: m.actions.dismiss }));

    await findToast(m.errors.alreadyResolved, { error: true });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(calls('GET /home/moderation/reports')).toHaveLength(2));
  });

  it.each([
    ['does not fit', 409, 'action_not_applicable', m.errors.actionNotApplicable],
    ['is about the moderator', 403, 'own_moderation_target', m.errors.ownTarget],
  ] as const)(
    'an action that %s stays in the dialog and says so',
    async (_, status, code, text) => {
      signIn({ roles: ['moderator'] });
      withApi({
        'POST /home/moderation/reports/r1/actions': apiError(status, code),
      });
      const user = userEvent.setup();
      await renderPage();

      await user.click((await rowOf('木製の机')).getByRole('button', { name: m.actions.suspend }));
      const dialog = within(screen.getByRole('dialog'));
      await user.type(dialog.getByRole('textbox', { name: m.actions.reason }), '規約違反');
      await user.click(dialog.getByRole('button', { name: m.actions.suspend }));

      expect(await dialog.findByRole('alert')).toHaveTextContent(text);
    },
  );

  it('the resolved reports show their outcome and when, newest first from the server', async () => {
    signIn({ roles: ['moderator'] });
    const resolved = report(
      'r5',
      { kind: 'share_exhibit', exhibitId: 'sx-1' },
      { targetTitle: '顕微鏡', status: 'resolved', outcome: 'unpublish', resolvedAt: AT },
    );
    const { calls } = withApi({ 'GET /home/moderation/reports': reportsOf([resolved]) });
    await renderPage(`${PATH}?view=resolved`);

    const row = await rowOf('顕微鏡', m.views.resolved);
    expect(row.getByRole('link', { name: '顕微鏡' })).toHaveAttribute('href', '/exhibits/sx-1');
    expect(row.getByText(m.outcomes.unpublish)).toBeInTheDocument();
    expect(row.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: m.views.resolved })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(calls('GET /home/moderation/reports')[0]?.query.get('status')).toBe('resolved');
  });

  it('pages through the reports with the address', async () => {
    signIn({ roles: ['moderator'] });
    const { calls } = withApi({
      'GET /home/moderation/reports': { body: { reports: [EXHIBIT_REPORT], total: 45 } },
    });
    await renderPage(`${PATH}?page=2`);

    await table();
    expect(calls('GET /home/moderation/reports')[0]?.query.get('offset')).toBe('20');
    expect(screen.getByRole('link', { name: ja.exhibitCard.pager.next })).toHaveAttribute(
      'href',
      `${PATH}?page=3`,
    );
  });
});

describe('ModerationReportsPage audit log', () => {
  const ENTRIES = [
    entry('a1'),
    entry('a2', {
      action: 'suspend',
      target: { kind: 'account', accountId: 'u-owner' },
      targetTitle: '佐藤 一郎',
      suspendedUid: 'u-owner',
      suspendedUntil: '2030-05-08T00:00:00.000Z',
    }),
    entry('a3', { action: 'dismiss', targetTitle: '本棚' }),
    entry('a4', { action: 'unpublish', targetTitle: '顕微鏡', revertedAt: AT, revertedBy: 'u1' }),
  ];

  it('lists the actions with reason, suspension end, moderator, time and state', async () => {
    signIn({ roles: ['moderator'] });
    withApi({ 'GET /home/moderation/audit': { body: { entries: ENTRIES, total: 4 } } });
    await renderPage(`${PATH}?view=audit`);

    const hidden = await rowOf('木製の机', m.views.audit);
    expect(hidden.getByText(m.outcomes.hide)).toBeInTheDocument();
    expect(hidden.getByText('不適切な表現')).toBeInTheDocument();
    expect(hidden.getByText('山田 花子')).toBeInTheDocument();
    expect(hidden.getByText(m.audit.active)).toBeInTheDocument();
    expect(hidden.getByRole('button', { name: /元に戻す/ })).toBeInTheDocument();

    const suspended = await rowOf('佐藤 一郎', m.views.audit);
    expect(suspended.getByText('2030/05/08 09:00:00')).toBeInTheDocument();

    // A dismissal cannot be reverted, nor an action reverted already.
    expect((await rowOf('本棚', m.views.audit)).queryByRole('button')).toBeNull();
    const reverted = await rowOf('顕微鏡', m.views.audit);
    expect(reverted.getByText(`元に戻し済み（${AT_TOKYO}）`)).toBeInTheDocument();
    expect(reverted.queryByRole('button')).toBeNull();
  });

  it('reverts after a confirmation, then fetches the log again', async () => {
    signIn({ roles: ['moderator'] });
    const { calls } = withApi({
      'GET /home/moderation/audit': [
        { body: { entries: ENTRIES, total: 4 } },
        { body: { entries: [{ ...ENTRIES[1], revertedAt: AT }], total: 1 } },
      ],
      'POST /home/moderation/audit/a2/revert': { body: { entry: ENTRIES[1] } },
    });
    const user = userEvent.setup();
    await renderPage(`${PATH}?view=audit`);

    const revert = (await rowOf('佐藤 一郎', m.views.audit)).getByRole('button', {
      name: '元に戻す：「佐藤 一郎」への対応',
    });
    await user.click(revert);
    const dialog = screen.getByRole('dialog', { name: m.audit.revertTitle });
    expect(dialog).toHaveAccessibleDescription(m.audit.revertText.suspend);
    await user.click(within(dialog).getByRole('button', { name: ja.dialog.cancel }));
    expect(calls('POST /home/moderation/audit/a2/revert')).toHaveLength(0);

    await user.click(revert);
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: m.audit.revert }),
    );

    await findToast(m.audit.revertDone, { error: false });
    expect(calls('POST /home/moderation/audit/a2/revert')).toHaveLength(1);
    expect(calls('POST /home/moderation/audit/a2/revert')[0]?.body).toBeUndefined();
    await waitFor(() => expect(calls('GET /home/moderation/audit')).toHaveLength(2));
  });

  it('a refused revert is told', async () => {
    signIn({ roles: ['moderator'] });
    withApi({
      'GET /home/moderation/audit': { body: { entries: ENTRIES, total: 4 } },
      'POST /home/moderation/audit/a1/revert': apiError(409, 'already_resolved'),
    });
    const user = userEvent.setup();
    await renderPage(`${PATH}?view=audit`);

    await user.click(
      (await rowOf('木製の机', m.views.audit)).getByRole('button', { name: /元に戻す/ }),
    );
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: m.audit.revert }),
    );

    await findToast(m.errors.alreadyResolved, { error: true });
  });

  it('speaks English', async () => {
    signIn({ roles: ['moderator'] });
    withApi({ 'GET /home/moderation/audit': { body: { entries: ENTRIES, total: 4 } } });
    await renderPage(`${PATH}?view=audit`, 'en');

    expect(await screen.findByRole('table', { name: 'Reports: Audit log' })).toHaveTextContent(
      en.moderation.outcomes.suspend,
    );
    expect(screen.getByRole('button', { name: 'Revert the action on “木製の机”' })).toBeVisible();
  });
});

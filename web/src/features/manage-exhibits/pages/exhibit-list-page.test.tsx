import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import { renderApp, renderRoute, fill } from '../../../testing/test-utils';
import { stubApi } from '../../../testing/api-stub';
import { SUMMARY } from '../testing/fixtures';
import { ExhibitListPage, PAGE_SIZE } from './exhibit-list-page';
import { setUpPageTests } from '../../../testing/page-test';

const m = ja.manageExhibits;

setUpPageTests({ signedIn: true });

const render = (path = '/manage/exhibit/reuse', language: 'ja' | 'en' = 'ja') =>
  renderRoute(<ExhibitListPage />, { pattern: '/manage/exhibit/reuse', path, language });

const page = (exhibits: unknown[], total = exhibits.length) => ({ body: { exhibits, total } });

describe('ExhibitListPage', () => {
  it('lists the exhibits of reuse type with their approval, publication and display badges', async () => {
    const { calls } = stubApi({
      'GET /home/exhibits': page([
        SUMMARY,
        {
          ...SUMMARY,
          id: 'ex2',
          title: '本棚',
          approvalStatus: 'junk_rejected',
          published: false,
          displayState: 'finished',
        },
        { ...SUMMARY, id: 'ex3', title: '椅子', cancelled: true },
      ]),
    });
    await render();

    const table = await screen.findByRole('table', { name: m.list.caption });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('link', { name: SUMMARY.title })).toHaveAttribute(
      'href',
      '/manage/exhibit/reuse/ex1',
    );
    expect(rows[0]).toHaveTextContent(m.approvalStatus.approved);
    expect(rows[0]).toHaveTextContent(m.published);
    expect(rows[0]).toHaveTextContent(m.displayState.on_display);
    expect(rows[1]).toHaveTextContent(m.approvalStatus.junk_rejected);
    expect(rows[1]).toHaveTextContent(m.unpublished);
    expect(rows[1]).toHaveTextContent(m.displayState.finished);
    expect(rows[2]).toHaveTextContent(m.cancelled);
    // Times in Asia/Tokyo (2026-05-31T14:59Z is 23:59 in Tokyo).
    expect(rows[0]).toHaveTextContent('2026/05/31 23:59:00');
    expect(calls('GET /home/exhibits')[0]?.query.toString()).toBe(
      `type=reuse&limit=${PAGE_SIZE}&offset=0`,
    );
    expect(screen.getByText(fill(m.list.total, { count: 3 }))).toBeInTheDocument();
  });

  it('filters by approval status and keeps the filter and page in the address', async () => {
    const { calls } = stubApi({ 'GET /home/exhibits': page([SUMMARY], 45) });
    const user = userEvent.setup();
    const { router } = await render('/manage/exhibit/reuse?page=2');
    await screen.findByRole('table');
    expect(calls('GET /home/exhibits')[0]?.query.get('offset')).toBe(String(PAGE_SIZE));

    await user.selectOptions(
      screen.getByRole('combobox', { name: m.list.status }),
      m.approvalStatus.wait_junk,
    );

    expect(router.state.location.search).toBe('?status=wait_junk');
    await screen.findByRole('table');
    const last = calls('GET /home/exhibits').at(-1);
    expect(last?.query.get('status')).toBe('wait_junk');
    expect(last?.query.get('offset')).toBe('0');
    expect(
      screen.getByRole('link', { name: fill(ja.exhibitCard.pager.page, { page: 3 }) }),
    ).toHaveAttribute('href', '/manage/exhibit/reuse?status=wait_junk&page=3');
  });

  it('says when nothing matches, and links to the create page', async () => {
    stubApi({ 'GET /home/exhibits': page([]) });
    await render();
    expect(await screen.findByText(m.list.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: m.list.create })).toHaveAttribute(
      'href',
      '/manage/exhibit/reuse/create',
    );
  });

  it('when loading fails, then it says so and retries', async () => {
    stubApi({
      'GET /home/exhibits': [
        { status: 500, body: { code: 'server_error', message: 'x' } },
        page([SUMMARY]),
      ],
    });
    const user = userEvent.setup();
    await render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(m.list.loadFailed);
    expect(alert).toHaveTextContent(ja.errors.serverError);
    await user.click(within(alert).getByRole('button', { name: m.list.retry }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it("has one row of Reuse / Share tabs (the layout's), Reuse current, Share leading to the share list", async () => {
    stubApi({ 'GET /home/exhibits': page([SUMMARY]), 'GET /home/share-exhibits': page([]) });
    const user = userEvent.setup();
    const { router } = await renderApp('/manage/exhibit/reuse');

    const rows = await screen.findAllByRole('navigation', { name: ja.layout.modeTabs.label });
    expect(rows).toHaveLength(1);
    // No second row of the same tabs on the page itself.
    expect(screen.getAllByRole('link', { name: ja.layout.modeTabs.share })).toHaveLength(1);
    const tabs = rows[0]!;
    expect(within(tabs).getByRole('link', { name: ja.layout.modeTabs.reuse })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(tabs).getByRole('link', { name: ja.layout.modeTabs.share }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/exhibit/share'));
  });

  it('speaks English when English is chosen', async () => {
    stubApi({ 'GET /home/exhibits': page([SUMMARY]) });
    await render('/manage/exhibit/reuse', 'en');
    const table = await screen.findByRole('table', { name: en.manageExhibits.list.caption });
    expect(table).toHaveTextContent(en.manageExhibits.approvalStatus.approved);
    expect(screen.getByRole('link', { name: en.manageExhibits.list.create })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import ja from '../../../locales/ja.json';
import { renderRoute, signIn } from '../../../testing/test-utils';
import { apiError, stubApi } from '../../../testing/api-stub';
import { ENTRY } from '../testing/fixtures';
import { FundsQueuePage, JunkQueuePage, PAGE_SIZE } from './queue-page';
import { setUpPageTests } from '../../../testing/page-test';
import { captureDownloads } from '../../../testing/downloads';

const b = ja.backoffice;

beforeEach(() => signIn({ roles: ['junk_inquiry'] }));
setUpPageTests();

const renderJunk = (path = '/manage/backoffice/junk') =>
  renderRoute(<JunkQueuePage />, { pattern: '/manage/backoffice/junk', path });

describe('QueuePage', () => {
  it('lists the pending junk applications first, with links to each', async () => {
    const { calls } = stubApi({
      'GET /home/backoffice/junk': { body: { exhibits: [ENTRY], total: 1 } },
    });
    await renderJunk();

    const table = await screen.findByRole('table', { name: ja.routes.backofficeJunk });
    expect(within(table).getByRole('link', { name: ENTRY.title })).toHaveAttribute(
      'href',
      '/manage/backoffice/junk/ex1',
    );
    expect(table).toHaveTextContent('山田 花子');
    expect(table).toHaveTextContent(ja.manageExhibits.approvalStatus.wait_junk);
    expect(table).toHaveTextContent('2026/03/02 00:30:00');
    expect(calls('GET /home/backoffice/junk')[0]?.query.toString()).toBe(
      `status=wait_junk&limit=${PAGE_SIZE}&offset=0`,
    );
  });

  it("marks the officer's own applications", async () => {
    stubApi({
      'GET /home/backoffice/junk': {
        body: {
          exhibits: [
            { ...ENTRY, ownApplication: true },
            { ...ENTRY, id: 'ex2', title: '本棚', ownApplication: false },
          ],
          total: 2,
        },
      },
    });
    await renderJunk();
    const table = await screen.findByRole('table', { name: ja.routes.backofficeJunk });
    const [own, other] = within(table).getAllByRole('row').slice(1);
    expect(own).toHaveTextContent(b.ownApplication);
    expect(other).not.toHaveTextContent(b.ownApplication);
  });

  it('filters by status and keyword (kept in the address)', async () => {
    const { calls } = stubApi({
      'GET /home/backoffice/junk': { body: { exhibits: [ENTRY], total: 1 } },
    });
    const user = userEvent.setup();
    const { router } = await renderJunk();
    await screen.findByRole('table');

    await user.selectOptions(screen.getByRole('combobox', { name: b.status }), b.all);
    await user.type(screen.getByRole('searchbox', { name: b.keyword }), '机');
    await user.click(screen.getByRole('button', { name: b.search }));

    await waitFor(() =>
      expect(router.state.location.search).toBe(`?status=all&keyword=${encodeURIComponent('机')}`),
    );
    await waitFor(() =>
      expect(calls('GET /home/backoffice/junk').at(-1)?.query.get('keyword')).toBe('机'),
    );
    expect(calls('GET /home/backoffice/junk').at(-1)?.query.get('status')).toBe('all');
  });

  it('offers the funds statuses on the funds queue', async () => {
    signIn({ roles: ['external_funds'] });
    stubApi({ 'GET /home/backoffice/funds': { body: { exhibits: [], total: 0 } } });
    await renderRoute(<FundsQueuePage />, {
      pattern: '/manage/backoffice/funds',
      path: '/manage/backoffice/funds',
    });
    expect(await screen.findByText(b.empty)).toBeInTheDocument();
    const options = within(screen.getByRole('combobox', { name: b.status }))
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(options).toEqual(['wait_funds', 'funds_rejected', 'approved', 'all']);
  });

  it('without the officer role (403), then it says so and offers no retry', async () => {
    stubApi({ 'GET /home/backoffice/junk': apiError(403, 'forbidden') });
    await renderJunk();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(b.forbidden);
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
    // None of the page's tools either.
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: b.export })).not.toBeInTheDocument();
  });

  it("without the stage's role in the session, then it says so at once, asks nothing and shows no tools", async () => {
    signIn({ roles: ['junk_inquiry'] });
    const { calls } = stubApi({});
    await renderRoute(<FundsQueuePage />, {
      pattern: '/manage/backoffice/funds',
      path: '/manage/backoffice/funds',
    });
    expect(screen.getByRole('alert')).toHaveTextContent(b.forbidden);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(ja.routes.backofficeFunds);
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: b.export })).not.toBeInTheDocument();
    expect(calls('GET /home/backoffice/funds')).toHaveLength(0);
  });

  it('downloads the CSV of the chosen status with the auth headers', async () => {
    const csv = '\uFEFFid,title\r\nex1,机\r\n';
    const { calls } = stubApi({
      'GET /home/backoffice/junk': { body: { exhibits: [ENTRY], total: 1 } },
      'GET /home/backoffice/junk/export.csv': () =>
        new Response(csv, { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8' } }),
    });
    const downloads = captureDownloads();
    const user = userEvent.setup();
    await renderJunk('/manage/backoffice/junk?status=approved');
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: b.export }));

    await waitFor(() =>
      expect(downloads.map((file) => file.fileName)).toEqual(['junk-approved.csv']),
    );
    const [request] = calls('GET /home/backoffice/junk/export.csv');
    expect(request?.query.get('status')).toBe('approved');
    expect(request?.headers.get('Authorization')).toBe('Bearer test-token');
    const blob = downloads[0]?.blob ?? new Blob();
    // The bytes as sent, BOM included (Excel needs it).
    expect([...new Uint8Array(await blob.arrayBuffer())].slice(0, 3)).toEqual([0xef, 0xbb, 0xbf]);
    // Decoded keeping the BOM: browsers' `blob.text()` drops it, happy-dom's does not.
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer())).toBe(
      csv,
    );
  });

  it('when the export fails, then it says so', async () => {
    stubApi({
      'GET /home/backoffice/junk': { body: { exhibits: [ENTRY], total: 1 } },
      'GET /home/backoffice/junk/export.csv': { status: 500, body: null },
    });
    const user = userEvent.setup();
    await renderJunk();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: b.export }));
    expect(await screen.findByRole('alert')).toHaveTextContent(b.exportFailed);
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ja from '../../../locales/ja.json';
import { stubApi } from '../../../testing/api-stub';
import { setUpPageTests } from '../../../testing/page-test';
import { hrefOf, renderRoute } from '../../../testing/test-utils';
import { OWN_POST, UNTIL_TOKYO } from '../testing/fixtures';
import { MyWantedPage } from './my-wanted-page';

const w = ja.wanted;

setUpPageTests({ signedIn: true });

const render = (path = '/manage/wanted') =>
  renderRoute(<MyWantedPage />, { pattern: '/manage/wanted', path });

describe('MyWantedPage', () => {
  it("lists the identity's posts with their state, date and offers; links to post and to everyone's", async () => {
    const { calls } = stubApi({
      'GET /home/wanted': {
        body: {
          wanted: [
            OWN_POST,
            { ...OWN_POST, id: 'w2', title: '机', status: 'closed', offerCount: 1 },
          ],
          total: 2,
        },
      },
    });
    await render();

    const table = await screen.findByRole('table', { name: w.mine.caption });
    const rows = within(table).getAllByRole('row').slice(1);
    const [open, closed] = rows.map((row) => within(row));
    if (!open || !closed) throw new Error('rows missing');
    expect(open.getByRole('link', { name: 'スチールの本棚' })).toHaveAttribute(
      'href',
      '/wanted/w1',
    );
    expect(open.getByText(w.status.open)).toBeInTheDocument();
    expect(open.getByText(UNTIL_TOKYO)).toBeInTheDocument();
    expect(open.getByText('2 件')).toBeInTheDocument();
    expect(closed.getByText(w.status.closed)).toBeInTheDocument();
    expect(hrefOf(w.mine.create)).toBe('/manage/wanted/create');
    expect(hrefOf(w.mine.publicList)).toBe('/wanted');
    expect(calls('GET /home/wanted')[0]?.query.toString()).toBe('limit=20&offset=0');
  });

  it('says when there are none', async () => {
    stubApi({ 'GET /home/wanted': { body: { wanted: [], total: 0 } } });
    await render();
    expect(await screen.findByText(w.mine.empty)).toBeInTheDocument();
  });
});

import type { SavedSearch } from '@campus/model/saved-search-types';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ja from '../../../locales/ja.json';
import { apiError, stubApi, type StubAnswer } from '../../../testing/api-stub';
import { AREAS, CATEGORIES } from '../../../testing/exhibit-fixtures';
import { setUpPageTests } from '../../../testing/page-test';
import { fill, findToast, renderRoute } from '../../../testing/test-utils';
import { SavedSearchesPage } from './saved-searches-page';

const s = ja.savedSearches;

setUpPageTests({ signedIn: true });

function saved(id: string, overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id,
    name: '机と椅子',
    query: {
      keywords: ['机', '椅子'],
      kind: 'furniture',
      areas: ['north'],
      tags: ['desk'],
      inStock: true,
    },
    mail: true,
    createdAt: '2030-04-01T00:00:00.000Z',
    checkedAt: '2030-04-01T00:00:00.000Z',
    ...overrides,
  };
}

const ALL = saved('s2', {
  name: 'ぜんぶ',
  query: { keywords: [], kind: null, areas: [], tags: [], inStock: false },
  mail: false,
});

function withApi(routes: Record<string, StubAnswer | StubAnswer[]> = {}) {
  return stubApi({
    'GET /home/saved-searches': { body: { savedSearches: [saved('s1'), ALL] } },
    'GET /areas': { body: AREAS },
    'GET /categories': { body: CATEGORIES },
    ...routes,
  });
}

const render = () =>
  renderRoute(<SavedSearchesPage />, {
    pattern: '/manage/saved-searches',
    path: '/manage/saved-searches',
  });

const rowOf = async (name: string) =>
  within((await screen.findByText(name, { selector: 'td' })).closest('tr') as HTMLElement);

describe('SavedSearchesPage', () => {
  it('lists each saved search with what it looks for, its mail, and a link opening it', async () => {
    withApi();
    await render();

    const first = await rowOf('机と椅子');
    expect(first.getByText(fill(s.summary.keywords, { words: '机 椅子' }))).toBeInTheDocument();
    expect(
      first.getByText(fill(s.summary.kind, { kind: ja.exhibitCard.kinds.furniture })),
    ).toBeInTheDocument();
    expect(
      await first.findByText(fill(s.summary.areas, { areas: '北キャンパス' })),
    ).toBeInTheDocument();
    expect(await first.findByText(fill(s.summary.tags, { tags: '机' }))).toBeInTheDocument();
    expect(first.getByText(s.summary.inStock)).toBeInTheDocument();
    expect(first.getByText(s.mailOn)).toBeInTheDocument();
    expect(
      first.getByRole('link', { name: fill(s.openNamed, { name: '机と椅子' }) }),
    ).toHaveAttribute(
      'href',
      '/?keywords=%E6%9C%BA&keywords=%E6%A4%85%E5%AD%90&kind=furniture&areas=north&inStock=true&tag=desk',
    );

    const second = await rowOf('ぜんぶ');
    expect(second.getByText(s.summary.all)).toBeInTheDocument();
    expect(second.getByText(s.mailOff)).toBeInTheDocument();
    expect(
      second.getByRole('link', { name: fill(s.openNamed, { name: 'ぜんぶ' }) }),
    ).toHaveAttribute('href', '/');
  });

  it('renames a search and turns its mail off', async () => {
    const { calls } = withApi({
      'GET /home/saved-searches': [
        { body: { savedSearches: [saved('s1')] } },
        { body: { savedSearches: [saved('s1', { name: '机', mail: false })] } },
      ],
      'PUT /home/saved-searches/s1': {
        body: { savedSearch: saved('s1', { name: '机', mail: false }) },
      },
    });
    const user = userEvent.setup();
    await render();

    await user.click(
      (await rowOf('机と椅子')).getByRole('button', {
        name: fill(s.editNamed, { name: '机と椅子' }),
      }),
    );
    const dialog = within(screen.getByRole('dialog', { name: s.editTitle }));
    const name = dialog.getByRole('textbox', { name: new RegExp(`^${s.name}`) });
    expect(name).toHaveValue('机と椅子');
    expect(dialog.getByRole('checkbox', { name: s.mail })).toBeChecked();
    await user.clear(name);
    await user.type(name, '机');
    await user.click(dialog.getByRole('checkbox', { name: s.mail }));
    await user.click(dialog.getByRole('button', { name: s.saveSubmit }));

    expect(await findToast(s.updated, { error: false })).toBeInTheDocument();
    expect(calls('PUT /home/saved-searches/s1')[0]?.body).toEqual({ name: '机', mail: false });
    expect(await rowOf('机')).toBeTruthy();
  });

  it('deletes a search after confirming', async () => {
    const { calls } = withApi({ 'DELETE /home/saved-searches/s1': { status: 204 } });
    const user = userEvent.setup();
    await render();

    await user.click(
      (await rowOf('机と椅子')).getByRole('button', {
        name: fill(s.deleteNamed, { name: '机と椅子' }),
      }),
    );
    const dialog = within(screen.getByRole('dialog', { name: s.deleteTitle }));
    expect(dialog.getByText(fill(s.deleteText, { name: '机と椅子' }))).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: s.delete }));

    expect(await findToast(s.deleted, { error: false })).toBeInTheDocument();
    expect(calls('DELETE /home/saved-searches/s1')).toHaveLength(1);
    expect(screen.queryByText('机と椅子', { selector: 'td' })).toBeNull();
    expect(screen.getByText('ぜんぶ', { selector: 'td' })).toBeInTheDocument();
  });

  it('when deleting fails, then says why and keeps the row', async () => {
    withApi({ 'DELETE /home/saved-searches/s1': apiError(403, 'forbidden') });
    const user = userEvent.setup();
    await render();

    await user.click(
      (await rowOf('机と椅子')).getByRole('button', {
        name: fill(s.deleteNamed, { name: '机と椅子' }),
      }),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: s.deleteTitle })).getByRole('button', {
        name: s.delete,
      }),
    );

    expect(await findToast(s.errors.forbidden, { error: true })).toBeInTheDocument();
    expect(screen.getByText('机と椅子', { selector: 'td' })).toBeInTheDocument();
  });

  it('says when there are none, and leads to the search', async () => {
    withApi({ 'GET /home/saved-searches': { body: { savedSearches: [] } } });
    await render();

    expect(await screen.findByText(s.empty, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: s.toHome })).toHaveAttribute('href', '/');
  });
});

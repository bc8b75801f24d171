import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import { apiError, stubApi, type StubAnswer } from '../../../testing/api-stub';
import { AREAS, CATEGORIES, summary } from '../../../testing/exhibit-fixtures';
import { setUpPageTests } from '../../../testing/page-test';
import { fieldErrorOf, findToast, renderRoute, signIn } from '../../../testing/test-utils';
import { HomePage } from '../pages/home-page';

const s = ja.savedSearches;
const SEARCH =
  '/?keywords=%E6%9C%BA&keywords=%E6%A4%85%E5%AD%90&kind=book&areas=north&inStock=true&tag=desk&page=2';

setUpPageTests();

function withApi(create: StubAnswer | StubAnswer[] = { status: 201, body: { savedSearch: {} } }) {
  return stubApi({
    'GET /exhibits': { body: { exhibits: [summary(1)], total: 1, totalCapped: false, next: null } },
    'GET /areas': { body: AREAS },
    'GET /categories': { body: CATEGORIES },
    'POST /home/saved-searches': create,
  });
}

const render = (path = SEARCH, language: 'ja' | 'en' = 'ja') =>
  renderRoute(<HomePage />, { pattern: '/', path, language });

async function openDialog(path = SEARCH) {
  const user = userEvent.setup();
  await render(path);
  await user.click(await screen.findByRole('button', { name: s.save }));
  return { user, dialog: within(screen.getByRole('dialog', { name: s.saveTitle })) };
}

describe('Save this search (home page)', () => {
  it('is not offered to visitors', async () => {
    withApi();
    await render();

    await screen.findByRole('link', { name: '出品物1' });
    expect(screen.queryByRole('button', { name: s.save })).toBeNull();
  });

  it("saves the page's search (not the page) under a name, with the daily mail if asked", async () => {
    signIn();
    const { calls } = withApi();
    const { user, dialog } = await openDialog();

    expect(screen.getByRole('link', { name: ja.routes.savedSearches })).toHaveAttribute(
      'href',
      '/manage/saved-searches',
    );
    const name = dialog.getByRole('textbox', { name: new RegExp(`^${s.name}`) });
    expect(name).toHaveValue('机 椅子');
    await user.clear(name);
    await user.type(name, ' 机と椅子 ');
    await user.click(dialog.getByRole('checkbox', { name: s.mail }));
    await user.click(dialog.getByRole('button', { name: s.saveSubmit }));

    expect(await findToast(s.saved, { error: false })).toBeInTheDocument();
    expect(calls('POST /home/saved-searches')[0]?.body).toEqual({
      name: '机と椅子',
      query: {
        keywords: ['机', '椅子'],
        kind: 'book',
        areas: ['north'],
        tags: ['desk'],
        inStock: true,
      },
      mail: true,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names a search without keywords "all exhibits", and asks for a name before sending', async () => {
    signIn();
    const { calls } = withApi();
    const { user, dialog } = await openDialog('/');

    const name = dialog.getByRole('textbox', { name: new RegExp(`^${s.name}`) });
    expect(name).toHaveValue(s.defaultName);
    await user.clear(name);
    await user.click(dialog.getByRole('button', { name: s.saveSubmit }));

    expect(fieldErrorOf(name)).toBe(s.nameRequired);
    expect(calls('POST /home/saved-searches')).toHaveLength(0);
  });

  it('says so in the dialog when the account has as many saved searches as it may', async () => {
    signIn();
    withApi(apiError(409, 'too_many_saved_searches'));
    const { user, dialog } = await openDialog();

    await user.click(dialog.getByRole('button', { name: s.saveSubmit }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(s.errors.tooMany);
    expect(screen.getByRole('dialog', { name: s.saveTitle })).toBeInTheDocument();
  });

  it('in English', async () => {
    signIn();
    withApi();
    await render(SEARCH, 'en');

    expect(await screen.findByRole('button', { name: en.savedSearches.save })).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ja from '../../locales/ja.json';
import { stubApi } from '../../testing/api-stub';
import { renderApp } from '../../testing/test-utils';
import { modeOfAnyPath } from './mode';
import { setUpPageTests } from '../../testing/page-test';

setUpPageTests();

const modes = () => ['reuse', 'share'].filter((c) => document.body.classList.contains(c));

describe('the share theme on the public share pages', () => {
  it('modeOfAnyPath: /share and /share/{id} are share; manage paths as before; others none', () => {
    expect(modeOfAnyPath('/share')).toBe('share');
    expect(modeOfAnyPath('/share/dev-1')).toBe('share');
    expect(modeOfAnyPath('/shared')).toBeNull();
    expect(modeOfAnyPath('/manage/user/payments')).toBe('share');
    expect(modeOfAnyPath('/manage/exhibit/reuse')).toBe('reuse');
    expect(modeOfAnyPath('/')).toBeNull();
  });

  it('the default layout puts exactly the share class on <body> at /share; other pages keep it', async () => {
    stubApi({ 'GET /share-exhibits': { body: { exhibits: [], total: 0 } } });
    expect(modes()).toEqual(['reuse']);
    const { router } = await renderApp('/share');

    await screen.findByText(ja.share.empty);
    expect(modes()).toEqual(['share']);

    await router.navigate('/faq');
    await screen.findByRole('heading', { level: 1 });
    expect(modes()).toEqual(['share']);
  });
});

import { describe, expect, it } from 'vitest';
import { identityLink, switchGroup, useBrowserSuite } from './app-pages.js';

/**
 * Switching the acting group refreshes what is on screen (issue 15, bug 2): a page that lists the
 * acting identity's data shows the new identity's at once, without a reload.
 */
const { signIn } = useBrowserSuite();

const HANAKO = 'hanako.yamada@campus.example.ac.jp'; // member of 鈴木研究室
const LAB = '鈴木研究室';
const HERS = 'プロジェクター貸します / Projector to lend';
const LABS = '鈴木研究室の共用機器 / Shared equipment of the Suzuki Lab';

describe('a group switch', () => {
  // At a phone's width, where the group selector is in the side menu's drawer (`switchGroup` opens
  // it); at 1280 px the identity suite switches in the open side menu.
  it(`when a member switches to her lab on her listings page at 375 px, then the lab's listings replace hers`, async () => {
    const page = await signIn(HANAKO, '/manage/exhibit/share', 375);
    const listings = page.getByRole('table');
    await listings.getByRole('link', { name: HERS }).first().waitFor({ timeout: 30_000 });
    try {
      await switchGroup(page, LAB);
      await expect
        .poll(() => identityLink(page).getAttribute('aria-label'))
        .toBe(`Group: ${LAB}, acting as the group`);
      await listings.getByRole('link', { name: LABS }).first().waitFor({ timeout: 10_000 });
      expect(await listings.getByRole('link', { name: HERS }).count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/manage/exhibit/share');
    } finally {
      await switchGroup(page, 'No group (individual)');
    }
    await listings.getByRole('link', { name: HERS }).first().waitFor({ timeout: 10_000 });
    await page.context().close();
  });
});

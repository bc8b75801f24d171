import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { createContentsStore } from '../../functions/src/features/contents/index.js';
import { createFavoritesStore } from '../../functions/src/features/favorites/store.js';
import { PROJECT_ID } from '../lib/paths.js';
import { useBrowserSuite } from './app-pages.js';

/**
 * Operator-editable documents (issue 16, part 2; docs/contents.md): the content editor (高橋 美咲)
 * edits the English terms (the suites' browsers are English) with the preview and publishes them; a user signed in before is refused her next
 * write, agrees in the dialog and repeats it; a user signing in afterwards is asked at once.
 */
const { base, signIn } = useBrowserSuite({
  // Other suites start from the demo data: the first terms (the published versions dropped, the
  // built-in ones stored) and no favorite of 山田 花子 (the write she repeats after agreeing).
  beforeClose: async () => {
    const app = initializeApp({ projectId: PROJECT_ID }, `contents-${Date.now()}`);
    try {
      const db = getFirestore(app);
      await db.recursiveDelete(db.collection('contents'));
      await createContentsStore(db).seedDefaults();
      if (favorited !== undefined) {
        await createFavoritesStore(db).removeFavorite(HANAKO_UID, favorited);
      }
    } finally {
      await deleteApp(app);
    }
  },
});

const MISAKI = 'misaki.takahashi@campus.example.ac.jp'; // external funds and content editor
const HANAKO = 'hanako.yamada@campus.example.ac.jp';
const HANAKO_UID = 'demo-hanako';
/** The exhibit 山田 花子 favorites in the test. */
let favorited: string | undefined;
const TARO = 'taro.suzuki@campus.example.ac.jp';
const NEW_ARTICLE =
  '## Article 17 (Trial operation) {#trial}\n\nThe Service may change its functions while it is on trial.';

/**
 * A public exhibit 山田 花子 neither owns nor has favorited: other suites sharing the stack list
 * exhibits and favorite them (reuse.test.ts), so "the newest one" may already be hers.
 */
async function exhibitToFavorite(): Promise<string> {
  const response = await fetch(`${base}/api/v1/exhibits?limit=50`);
  const body = (await response.json()) as { exhibits: { id: string; ownerId: string }[] };
  const app = initializeApp({ projectId: PROJECT_ID }, `contents-pick-${Date.now()}`);
  try {
    const { favorites } = await createFavoritesStore(getFirestore(app)).listFavorites(
      HANAKO_UID,
      100,
      0,
    );
    const taken = new Set(favorites.map((favorite) => favorite.exhibitId));
    const id = body.exhibits.find((e) => e.ownerId !== HANAKO_UID && !taken.has(e.id))?.id;
    if (id === undefined) throw new Error('No public exhibit for 山田 花子 to favorite');
    return id;
  } finally {
    await deleteApp(app);
  }
}

describe('editing the terms', () => {
  it('an editor publishes new terms with the preview; users agree again before their next write', async () => {
    // 山田 花子 is signed in on her phone, on an exhibit, before the terms change.
    const exhibitId = await exhibitToFavorite();
    favorited = exhibitId;
    const hanako = await signIn(HANAKO, `/exhibits/${exhibitId}`, 375);
    const favorite = hanako.getByRole('button', { name: /^Favorite/ });
    await favorite.waitFor({ timeout: 30_000 });

    const editor = await signIn(MISAKI, '/manage/system/contents', 1280);
    await editor
      .getByRole('main')
      .getByLabel('Document', { exact: true })
      .selectOption({ label: 'Terms of use' });
    await editor
      .getByRole('main')
      .getByLabel('Language', { exact: true })
      .selectOption({ label: 'English' });
    // The Japanese text stays on screen until the English one has loaded (the choice is a
    // transition of the address): wait for the English.
    const body = editor.getByLabel(/Text \(markdown\)/);
    await expect
      .poll(() => body.inputValue(), { timeout: 30_000 })
      .toContain('## Article 7 (Prohibited items) {#prohibited-items}');
    await body.fill(`${await body.inputValue()}\n\n${NEW_ARTICLE}`);
    const preview = editor.getByRole('region', { name: 'Preview' });
    await preview.getByRole('heading', { name: 'Article 17 (Trial operation)' }).waitFor();
    await preview.getByRole('link', { name: 'Article 17 (Trial operation)' }).waitFor();
    await editor.getByRole('button', { name: 'Publish' }).click();
    await editor.getByText('Version 2 was published.').waitFor({ timeout: 30_000 });
    const history = editor.getByRole('table', { name: 'Version history' });
    await history.getByRole('cell', { name: '高橋 美咲' }).first().waitFor({ timeout: 10_000 });
    await editor.context().close();

    // Her next write is refused for the terms: the dialog shows the new ones; after agreeing, it goes through.
    await favorite.click();
    const dialog = hanako.getByRole('dialog', { name: 'The terms of use have changed' });
    await dialog.waitFor({ timeout: 30_000 });
    await dialog
      .getByRole('heading', { name: 'Article 17 (Trial operation)' })
      .waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Agree' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });
    await favorite.click();
    await expect
      .poll(() => favorite.getAttribute('aria-pressed'), { timeout: 30_000 })
      .toBe('true');
    await hanako.context().close();

    // Someone signing in now is asked at once (the profile names the newer terms).
    const taro = await signIn(TARO, '/manage/account', 1280);
    const asked = taro.getByRole('dialog', { name: 'The terms of use have changed' });
    await asked
      .getByRole('heading', { name: 'Article 17 (Trial operation)' })
      .waitFor({ timeout: 30_000 });
    await asked.getByRole('button', { name: 'Agree' }).click();
    await asked.waitFor({ state: 'detached', timeout: 30_000 });
    // The public page shows the new article, reachable by its anchor.
    await taro.goto(`${base}/terms#trial`);
    await taro
      .getByRole('heading', { level: 2, name: 'Article 17 (Trial operation)' })
      .waitFor({ timeout: 30_000 });
    await taro.context().close();
  }, 240_000);
});

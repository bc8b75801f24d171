import { describe, expect, it } from 'vitest';
import { createCommentsStore } from '../../functions/src/features/comments/store.js';
import { useBrowserSuite } from './app-pages.js';
import { withAdminFirestore } from './counters.js';

/**
 * Reports and moderation in the browser (issue 18, part 1; docs/moderation.md): 山田 花子, on her
 * phone, reports a spam comment on her exhibit; 佐藤 健 (a moderator) hides it from the queue; she
 * then reads it as removed by the moderators and finds the outcome among her notices.
 */

const HANAKO = 'hanako.yamada@campus.example.ac.jp';
const KEN = 'ken.sato@campus.example.ac.jp';
const EXHIBIT_TITLE = 'コピー用紙とファイル（未使用）'; // 山田 花子's, on display
const SPAM = `Cheap printer ink at spam.example.com (${Date.now()})`;

let commentId: string | undefined;
let exhibitId: string | undefined;

/** The suite's own Firestore access (the stack's emulators), for set-up and clean-up. */

const { signIn } = useBrowserSuite({
  // Other suites start from the demo data: no extra comment, report or audit entry.
  beforeClose: () =>
    withAdminFirestore(async (db) => {
      if (exhibitId !== undefined && commentId !== undefined) {
        await createCommentsStore(db)
          .deleteComment(exhibitId, commentId, 'demo-hanako')
          .catch(() => undefined);
      }
      const reports = await db.collection('reports').where('targetKey', '>=', 'comment:').get();
      await Promise.all(reports.docs.map((d) => d.ref.delete()));
      const audit = await db.collection('moderationAudit').get();
      await Promise.all(audit.docs.map((d) => d.ref.delete()));
    }),
});

describe('a report, from the reporter to the moderators and back', () => {
  it('a reported comment is hidden by a moderator and the reporter is told', async () => {
    // 鈴木 太郎 posts an advertisement under 山田 花子's exhibit.
    ({ exhibitId, commentId } = await withAdminFirestore(async (db) => {
      const found = await db.collection('exhibits').where('title', '==', EXHIBIT_TITLE).get();
      const id = found.docs[0]?.id;
      if (id === undefined) throw new Error(`No demo exhibit ${EXHIBIT_TITLE}`);
      const comment = await createCommentsStore(db).createComment({
        exhibitId: id,
        identity: 'demo-taro',
        uid: 'demo-taro',
        body: SPAM,
        now: new Date(),
      });
      return { exhibitId: id, commentId: comment.id };
    }));

    const hanako = await signIn(HANAKO, `/exhibits/${exhibitId}`, 375);
    const comment = hanako.locator('.comments__list > li').filter({ hasText: SPAM });
    await comment.getByRole('button', { name: 'Report' }).click();
    const dialog = hanako.getByRole('dialog');
    await dialog.getByLabel('Reason').selectOption({ label: 'Spam or advertising' });
    await dialog.getByLabel('Details').fill('An advertisement, not a question about the exhibit.');
    await dialog.getByRole('button', { name: 'Send the report' }).click();
    await hanako
      .getByText('Thank you: your report was received. The moderators will look into it.')
      .waitFor();

    const ken = await signIn(KEN, '/manage/backoffice/reports', 1280);
    const actions = ken.getByRole('group', { name: `Actions on “${EXHIBIT_TITLE}”` });
    await actions.getByRole('button', { name: 'Hide' }).click();
    const confirm = ken.getByRole('dialog');
    await confirm.getByLabel('Reason').fill('Advertising is not allowed in comments');
    await confirm.getByRole('button', { name: 'Hide' }).click();
    await ken.getByText('The post is hidden.').waitFor();

    // The comment keeps its place and author; its text is gone.
    await hanako.reload();
    await hanako
      .locator('.comments__list > li')
      .filter({ hasText: 'Removed by the moderators' })
      .first()
      .waitFor();
    expect(await hanako.getByText(SPAM).count()).toBe(0);

    await hanako.goto(
      hanako.url().replace(/\/exhibits\/.*$/, '/notification/notice?role=customer'),
    );
    await hanako.getByText('The moderators acted on your report').first().waitFor();
  });
});

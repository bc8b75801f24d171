import type { Firestore } from 'firebase-admin/firestore';
import { createApplicationsStore } from '../../functions/src/features/contacts/applications.js';
import { createSavedSearchesStore } from '../../functions/src/features/saved-searches/store.js';
import { createWantedStore } from '../../functions/src/features/wanted/store.js';
import { contactInputSchema } from '../../functions/src/model/contact.js';
import { savedSearchInputSchema } from '../../functions/src/model/saved-search.js';
import { wantedInputSchema } from '../../functions/src/model/wanted.js';

/**
 * What members asked for in the demo (issue 18): wanted posts of 山田 花子 and 鈴木 太郎, her saved
 * search with a daily digest, and 鈴木 太郎's application for the sofa handed out by lottery
 * (`applicationDays` in demo-exhibits.json). Written through the stores (the API's rules).
 * Idempotent: what exists (by title, name or applicant) is left alone.
 */

const DAY = 24 * 60 * 60_000;

const WANTED = [
  {
    owner: 'demo-hanako',
    title: '研究室用のオフィスチェア',
    description: '学生が増えたので、キャスター付きの椅子を2脚探しています。',
    categoryId: 'office-chair',
    keywords: '',
    areaId: '',
  },
  {
    owner: 'demo-taro',
    title: 'English dictionaries for the seminar room',
    description: 'Learner dictionaries (any edition) for students to use during seminars.',
    categoryId: 'dictionaries',
    keywords: 'english',
    areaId: 'main-campus',
  },
];

const SAVED_SEARCH = {
  owner: 'demo-hanako',
  name: '本棚',
  query: { keywords: ['本棚'], kind: null, areas: [], tags: [], inStock: true },
  mail: true,
};

const LOTTERY_TITLE = 'Sofa for a student lounge';

export async function seedDemoRequests(db: Firestore, now = new Date()): Promise<number> {
  let created = 0;
  const wanted = createWantedStore(db);
  for (const { owner, ...post } of WANTED) {
    const own = await wanted.listOwn(owner, 100, 0);
    if (own.posts.some((p) => p.doc.title === post.title)) continue;
    const input = wantedInputSchema.parse({
      ...post,
      until: new Date(now.getTime() + 30 * DAY).toISOString(),
    });
    await wanted.create({ uid: owner, accountId: owner }, input, now);
    created += 1;
  }

  const saved = createSavedSearchesStore(db);
  const { owner, ...search } = SAVED_SEARCH;
  if (!(await saved.list(owner)).some((s) => s.doc.name === search.name)) {
    await saved.create({ uid: owner, accountId: owner }, savedSearchInputSchema.parse(search), now);
    created += 1;
  }

  const sofa = await db.collection('exhibits').where('title', '==', LOTTERY_TITLE).limit(1).get();
  const exhibit = sofa.docs[0];
  const items = exhibit === undefined ? [] : (await exhibit.ref.collection('items').get()).docs;
  const item = items[0];
  if (exhibit !== undefined && item !== undefined) {
    const input = contactInputSchema.parse({
      message: 'ゼミ室の休憩スペースに置きたいです。運搬は研究室の学生2人で伺います。',
      items: [{ itemId: item.id, quantity: 1 }],
      installationPlace: '理学部棟 2F 休憩スペース',
      locationManager: '鈴木 太郎',
      locationManagerEmail: 'taro.suzuki@campus.example.ac.jp',
      agreedToNotice: true,
    });
    try {
      await createApplicationsStore(db).apply(
        { uid: 'demo-taro', accountId: 'demo-taro' },
        exhibit.id,
        input,
        now,
      );
      created += 1;
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'already_applied') throw error;
    }
  }
  return created;
}

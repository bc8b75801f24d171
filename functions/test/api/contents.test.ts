import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type TestUser,
  bearer,
  clearFirestore,
  createTestApp,
  createUser,
  createUserWithProfile,
  testDb,
} from './helpers';
import { useApiFile } from './api-file';

/**
 * The static documents over HTTP (docs/contents.md): the public read with its cache headers, the
 * editors' publication with its history and conflicts, and the terms gate on every other write.
 */

const app = createTestApp({ rateLimits: { enabled: false } });
const BASE = '/api/v1';
const EDITOR_CLAIMS = { roles: ['content_editor'] };

let editor: TestUser;
let hanako: TestUser;

useApiFile(async () => {
  [editor, hanako] = await Promise.all([
    createUserWithProfile('misaki', EDITOR_CLAIMS),
    createUserWithProfile('hanako'),
  ]);
});

// Later test files share the emulator: leave no newer terms behind.
afterAll(async () => {
  await clearFirestore();
});

const read = (slug: string, lang = 'ja') =>
  request(app).get(`${BASE}/contents/${slug}?lang=${lang}`);

const publish = (user: TestUser, slug: string, fields: Record<string, unknown>) =>
  request(app)
    .post(`${BASE}/home/system/contents/${slug}`)
    .set(bearer(user))
    .send({
      lang: 'ja',
      title: '利用規約',
      body: '## 第1条（目的） {#purpose}\n\n改定',
      baseVersion: 1,
      ...fields,
    });

/** A write every signed-up user may make: starting a favorite-free comment-free exhibit draft is heavy, so creating a group is used. */
const someWrite = (user: TestUser) =>
  request(app)
    .post(`${BASE}/home/groups`)
    .set(bearer(user))
    .send({ name: 'Terms Lab', kind: 'laboratory', profile: '', icon: null });

describe('GET /contents/{slug} (public)', () => {
  it('when nothing was published, then anyone reads the built-in text as version 1, cached with an ETag', async () => {
    const res = await read('terms', 'en');
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({
      slug: 'terms',
      lang: 'en',
      title: 'Terms of Use',
      version: 1,
      termsVersion: 1,
    });
    expect(res.body.content.body).toContain('## Article 7 (Prohibited items) {#prohibited-items}');
    expect(res.headers['cache-control']).toBe('public, max-age=60, s-maxage=60');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
  });

  it('when the ETag is sent back and nothing changed, then 304 without a body; after a publication, 200', async () => {
    const first = await read('faq');
    const again = await read('faq').set('If-None-Match', first.headers.etag ?? '');
    expect(again.status).toBe(304);
    expect(again.text).toBe('');

    expect((await publish(editor, 'faq', { title: 'よくある質問' })).status).toBe(201);
    const changed = await read('faq').set('If-None-Match', first.headers.etag ?? '');
    expect(changed.status).toBe(200);
    expect(changed.body.content).toMatchObject({ version: 2, title: 'よくある質問' });
    expect(changed.headers.etag).not.toBe(first.headers.etag);
  });

  it('when the slug is unknown, then 404; when the language is unknown or missing, then 400 at query.lang', async () => {
    const unknown = await read('imprint');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'not_found']);
    for (const path of ['/contents/terms?lang=fr', '/contents/terms']) {
      const res = await request(app).get(`${BASE}${path}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_error');
      expect(res.body.errors.map((e: { location: string }) => e.location)).toEqual(['query.lang']);
    }
  });
});

describe('publishing (content_editor)', () => {
  it('when anonymous, then 401; without the role, then 403 forbidden; nothing is stored', async () => {
    const anonymous = await request(app).get(`${BASE}/home/system/contents/terms?lang=ja`);
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'unauthorized']);
    const post = await request(app)
      .post(`${BASE}/home/system/contents/terms`)
      .send({ lang: 'ja', title: 't', body: 'b', baseVersion: 1 });
    expect([post.status, post.body.code]).toEqual([401, 'unauthorized']);
    for (const res of [
      await request(app).get(`${BASE}/home/system/contents/terms?lang=ja`).set(bearer(hanako)),
      await publish(hanako, 'terms', {}),
    ]) {
      expect([res.status, res.body.code]).toEqual([403, 'forbidden']);
    }
    expect((await testDb().collection('contents').get()).empty).toBe(true);
  });

  it('when an editor publishes twice, then each version is kept with who and when, the built-in first', async () => {
    const first = await publish(editor, 'privacy', { title: 'プライバシーポリシー', body: '版2' });
    expect(first.status).toBe(201);
    expect(first.body.content).toMatchObject({
      slug: 'privacy',
      lang: 'ja',
      version: 2,
      termsVersion: null,
    });
    const second = await publish(editor, 'privacy', {
      title: 'プライバシーポリシー',
      body: '版3',
      baseVersion: 2,
    });
    expect(second.body.content.version).toBe(3);

    const history = await request(app)
      .get(`${BASE}/home/system/contents/privacy?lang=ja`)
      .set(bearer(editor));
    expect(history.status).toBe(200);
    expect(history.body.content).toMatchObject({ version: 3, body: '版3' });
    expect(
      history.body.versions.map(
        (v: { id: string; body: string; publishedBy: { uid: string | null } }) => [
          v.id,
          v.publishedBy.uid,
        ],
      ),
    ).toEqual([
      ['ja-000003', 'misaki'],
      ['ja-000002', 'misaki'],
      ['ja-000001', null],
    ]);
    expect(history.body.versions[0]).toMatchObject({
      baseVersion: 2,
      publishedBy: { name: 'misaki' },
    });
    // The other language is untouched: still its built-in text.
    expect((await read('privacy', 'en')).body.content.version).toBe(1);
  });

  it('when someone published since the editor started, then 409 content_changed and nothing is written', async () => {
    expect((await publish(editor, 'about', { body: 'A' })).status).toBe(201);
    const stale = await publish(editor, 'about', { body: 'B', baseVersion: 1 });
    expect([stale.status, stale.body.code]).toEqual([409, 'content_changed']);
    expect((await read('about')).body.content.body).toBe('A');
  });

  it('when the slug is unknown, then 404, and bad fields are 400 at their location', async () => {
    expect((await publish(editor, 'imprint', {})).status).toBe(404);
    const bad = await publish(editor, 'faq', {
      lang: 'fr',
      title: '',
      baseVersion: 0,
      html: '<b>',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { location: string }) => e.location).sort()).toEqual([
      'body.baseVersion',
      'body.html',
      'body.lang',
      'body.title',
    ]);
  });
});

describe('the terms version and the agreement', () => {
  it('when new terms are published, then a user who agreed to the old ones is refused writes until they agree', async () => {
    expect((await someWrite(hanako)).status).toBe(201);
    const published = await publish(editor, 'terms', {});
    expect(published.body.content.termsVersion).toBe(2);

    const me = await request(app).get(`${BASE}/home/me`).set(bearer(hanako));
    expect(me.body.terms).toEqual({ agreedVersion: 1, currentVersion: 2 });
    const refused = await someWrite(hanako);
    expect([refused.status, refused.body.code]).toEqual([403, 'terms_not_accepted']);
    // Reads go on.
    expect((await request(app).get(`${BASE}/home/notifications`).set(bearer(hanako))).status).toBe(
      200,
    );

    const stale = await request(app)
      .post(`${BASE}/home/me/terms`)
      .set(bearer(hanako))
      .send({ termsVersion: 1 });
    expect([stale.status, stale.body.code]).toEqual([409, 'terms_changed']);
    const agreed = await request(app)
      .post(`${BASE}/home/me/terms`)
      .set(bearer(hanako))
      .send({ termsVersion: 2 });
    expect(agreed.status).toBe(200);
    expect(agreed.body.terms).toEqual({ agreedVersion: 2, currentVersion: 2 });
    expect((await someWrite(hanako)).status).toBe(201);
  });

  it('when the terms are published as an editorial fix, then nobody is asked again', async () => {
    const fix = await publish(editor, 'terms', { editorial: true });
    expect(fix.body.content).toMatchObject({ version: 2, termsVersion: 1 });
    expect((await someWrite(hanako)).status).toBe(201);
  });

  it('when the English terms follow the Japanese ones as a translation, then the terms version is the one raised by the Japanese', async () => {
    await publish(editor, 'terms', {});
    const en = await publish(editor, 'terms', {
      lang: 'en',
      title: 'Terms of Use',
      editorial: true,
    });
    expect(en.body.content).toMatchObject({ lang: 'en', version: 2, termsVersion: 2 });
    expect((await read('terms', 'en')).body.content.termsVersion).toBe(2);
    expect((await read('terms', 'ja')).body.content.termsVersion).toBe(2);
  });

  it('when a user signs up with the version shown, then it is recorded; with an older one, 409 terms_changed', async () => {
    await publish(editor, 'terms', {});
    const profile = {
      name: 'Dave',
      occupation: 'staff',
      receiveNotificationEmail: false,
      agreeToTerms: true,
    };
    const dave = await createUser('dave');
    const old = await request(app)
      .post(`${BASE}/home/me`)
      .set(bearer(dave))
      .send({ ...profile, termsVersion: 1 });
    expect([old.status, old.body.code]).toEqual([409, 'terms_changed']);
    const res = await request(app)
      .post(`${BASE}/home/me`)
      .set(bearer(dave))
      .send({ ...profile, termsVersion: 2 });
    expect(res.status).toBe(201);
    expect(res.body.terms).toEqual({ agreedVersion: 2, currentVersion: 2 });
    expect((await testDb().doc('profiles/dave').get()).get('termsVersion')).toBe(2);
    expect((await someWrite(dave)).status).toBe(201);
  });

  it('when a user has outdated terms, then withdrawing, selecting no group and agreeing stay open, and a profile update does not', async () => {
    await publish(editor, 'terms', {});
    const update = await request(app)
      .put(`${BASE}/home/me`)
      .set(bearer(hanako))
      .send({ name: 'Hanako', occupation: 'staff', receiveNotificationEmail: false });
    expect([update.status, update.body.code]).toEqual([403, 'terms_not_accepted']);
    expect((await request(app).delete(`${BASE}/home/me/group`).set(bearer(hanako))).status).toBe(
      200,
    );
    expect((await request(app).delete(`${BASE}/home/me`).set(bearer(hanako))).status).toBe(204);
  });

  it('when an editor publishes new terms, then the editor may publish the other language right away, but agrees before other writes', async () => {
    await publish(editor, 'terms', {});
    expect((await publish(editor, 'faq', {})).status).toBe(201);
    const write = await someWrite(editor);
    expect([write.status, write.body.code]).toEqual([403, 'terms_not_accepted']);
  });
});

import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createMailQueue } from '../../src/features/notifications/mail';
import { createNotificationTriggers } from '../../src/features/notifications/triggers';
import { createTestApp, createUser, createUserWithProfile, testDb } from './helpers';
import { bearer } from './exhibit-docs-fixtures';
import { useApiFile } from './api-file';

/**
 * The language of notification mails (issue 15): `language` on the profile, set through
 * `POST/PUT /api/v1/home/me` over HTTP, and the mail documents queued for each recipient in it;
 * profiles without one get today's mail in both languages.
 */
const app = createTestApp();
const details = {
  name: 'Alice',
  occupation: 'staff',
  receiveNotificationEmail: true,
};

useApiFile();

describe('the mail language on the profile', () => {
  it('is taken at sign-up and on update, returned, and stored', async () => {
    const alice = await createUser('alice');
    const created = await request(app)
      .post('/api/v1/home/me')
      .set(bearer(alice))
      .send({ ...details, language: 'en', agreeToTerms: true });
    expect(created.status).toBe(201);
    expect(created.body.profile.language).toBe('en');

    const updated = await request(app)
      .put('/api/v1/home/me')
      .set(bearer(alice))
      .send({ ...details, language: 'ja' });
    expect(updated.status).toBe(200);
    expect(updated.body.profile.language).toBe('ja');
    expect((await testDb().doc('profiles/alice').get()).get('language')).toBe('ja');
  });

  it('when omitted, then null (both languages); a profile from before reads as null', async () => {
    const bob = await createUser('bob');
    const created = await request(app)
      .post('/api/v1/home/me')
      .set(bearer(bob))
      .send({ ...details, agreeToTerms: true });
    expect(created.body.profile.language).toBeNull();

    const carol = await createUserWithProfile('carol');
    expect((await testDb().doc('profiles/carol').get()).get('language')).toBeUndefined();
    const me = await request(app).get('/api/v1/home/me').set(bearer(carol));
    expect([me.status, me.body.profile.language]).toEqual([200, null]);
  });

  it.each(['fr', 'EN', 'ja-JP', 42, ''])(
    'when the language is %o, then 400 validation_error at body.language and nothing changes',
    async (language) => {
      const dave = await createUser('dave');
      await request(app)
        .post('/api/v1/home/me')
        .set(bearer(dave))
        .send({ ...details, language: 'en', agreeToTerms: true })
        .expect(201);
      const res = await request(app)
        .put('/api/v1/home/me')
        .set(bearer(dave))
        .send({ ...details, language });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_error');
      expect(res.body.errors.map((e: { location: string }) => e.location)).toEqual([
        'body.language',
      ]);
      expect((await testDb().doc('profiles/dave').get()).get('language')).toBe('en');
    },
  );
});

describe('notification mails', () => {
  it('go out in each recipient language, and in both to a profile without one', async () => {
    for (const [uid, language] of [
      ['erin', 'en'],
      ['fumi', 'ja'],
      ['gil', undefined],
    ] as const) {
      const user = await createUser(uid);
      await request(app)
        .post('/api/v1/home/me')
        .set(bearer(user))
        .send({ ...details, name: uid, language, agreeToTerms: true })
        .expect(201);
    }
    const triggers = createNotificationTriggers({
      db: testDb(),
      fanout: { accountsChanged: () => Promise.resolve(), refresh: () => Promise.resolve() },
      mail: createMailQueue(testDb()),
      origin: 'https://campus.example.ac.jp',
    });
    for (const uid of ['erin', 'fumi', 'gil']) {
      await triggers.todoOrNoticeWritten(`notice_${uid}`, undefined, {
        accountId: uid,
        role: 'owner',
        kind: 'new_favorite',
        exhibitId: 'e1',
        exhibitTitle: '本棚',
      });
    }

    const mail = async (id: string) => (await testDb().doc(`mail/${id}`).get()).get('message');
    expect(await mail('notice_erin_erin')).toEqual({
      subject: '[Campus Marketplace] Your exhibit was added to favorites',
      text: expect.stringMatching(/^Your exhibit was added to favorites: 本棚\n/),
    });
    expect((await mail('notice_erin_erin')).text).not.toContain('お気に入り');
    expect(await mail('notice_fumi_fumi')).toEqual({
      subject: '[キャンパスマーケット] 出品がお気に入りに追加されました',
      text: expect.stringMatching(/^出品がお気に入りに追加されました: 本棚\n/),
    });
    expect((await mail('notice_fumi_fumi')).text).not.toContain('favorites');
    const both = await mail('notice_gil_gil');
    expect(both.subject).toBe(
      '[Campus Marketplace] 出品がお気に入りに追加されました / Your exhibit was added to favorites',
    );
    expect(both.text).toContain('Your exhibit was added to favorites: 本棚');
    expect(both.text).toContain('出品がお気に入りに追加されました: 本棚');
  });
});

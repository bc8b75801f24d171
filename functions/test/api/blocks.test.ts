import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { type TestUser, createTestApp, testDb } from './helpers';
import {
  GROUP_ID,
  as,
  contactInput,
  createApprovedExhibit,
  error,
  useExhibitFile,
} from './exhibits-fixtures';
import { V1 } from './exhibit-docs-fixtures';

/**
 * Blocks over HTTP against the emulators (docs/moderation.md): an identity blocks another account;
 * while either blocks the other, neither comments on the other's exhibits, asks for them, or writes
 * in a chat between them.
 */

const app = createTestApp();
let exhibitId: string;
let itemIds: string[];

const cast = useExhibitFile(async () => {
  ({ id: exhibitId, itemIds } = await createApprovedExhibit(app, cast.alice, cast.june, {
    title: 'Office desk',
  }));
});

const block = (user: TestUser | undefined, accountId: string) => {
  const req = request(app).put(`${V1}/home/blocks/${accountId}`);
  return user === undefined ? req : req.set(as(user));
};
const unblock = (user: TestUser, accountId: string) =>
  request(app).delete(`${V1}/home/blocks/${accountId}`).set(as(user));
const list = (user: TestUser) => request(app).get(`${V1}/home/blocks`).set(as(user));
const comment = (user: TestUser, body = 'Is it still there?') =>
  request(app).post(`${V1}/home/exhibits/${exhibitId}/comments`).set(as(user)).send({ body });
const ask = (user: TestUser) =>
  request(app)
    .post(`${V1}/home/exhibits/${exhibitId}/contacts`)
    .set(as(user))
    .send(contactInput(itemIds[0]));

describe('/api/v1/home/blocks', () => {
  it('when anonymous, then 401; without a profile, then 403 profile_required', async () => {
    expect((await block(undefined, 'alice')).status).toBe(401);
    expect((await request(app).get(`${V1}/home/blocks`)).status).toBe(401);
    expect((await block(cast.dave, 'alice')).body.code).toBe('profile_required');
  });

  it('when the account is oneself, unknown or not an id, then 409, 404, 400', async () => {
    expect((await block(cast.carol, 'carol')).body).toEqual(error('own_target'));
    expect((await block(cast.carol, 'nobody')).status).toBe(404);
    expect((await block(cast.carol, 'a.b')).status).toBe(400);
  });

  it('when blocked, then listed with the name (twice is once), and an unblock removes it', async () => {
    const res = await block(cast.carol, 'alice');
    expect(res.status).toBe(200);
    expect(res.body.block).toEqual({
      accountId: 'alice',
      name: 'alice',
      kind: 'user',
      createdAt: expect.any(String),
    });
    expect((await block(cast.carol, 'alice')).body.block.createdAt).toBe(res.body.block.createdAt);
    expect((await block(cast.carol, GROUP_ID)).body.block.kind).toBe('group');
    const listed = await list(cast.carol);
    expect(listed.body.blocks.map((b: { accountId: string }) => b.accountId)).toEqual([
      GROUP_ID,
      'alice',
    ]);
    // Another user's list is their own.
    expect((await list(cast.alice)).body.blocks).toEqual([]);
    expect((await unblock(cast.carol, 'alice')).status).toBe(204);
    expect((await unblock(cast.carol, 'alice')).status).toBe(204);
    expect((await list(cast.carol)).body.blocks).toHaveLength(1);
  });

  it('when a group blocks, then the block is the group’s, not the member’s', async () => {
    expect((await block(cast.aliceForGroup, 'carol')).status).toBe(200);
    expect((await list(cast.aliceForGroup)).body.blocks).toHaveLength(1);
    expect((await list(cast.alice)).body.blocks).toEqual([]);
  });
});

describe('what a block stops', () => {
  it('when the owner blocks a user, then the user neither comments nor asks, and after unblocking does', async () => {
    await block(cast.alice, 'carol');
    expect((await comment(cast.carol)).body).toEqual(error('blocked'));
    expect((await ask(cast.carol)).body).toEqual(error('blocked'));
    await unblock(cast.alice, 'carol');
    expect((await comment(cast.carol)).status).toBe(201);
    expect((await ask(cast.carol)).status).toBe(201);
  });

  it('when the user blocks the owner, then the same holds the other way round', async () => {
    await block(cast.carol, 'alice');
    expect((await comment(cast.carol)).status).toBe(403);
    expect((await ask(cast.carol)).status).toBe(403);
  });

  it('when a block comes during a trade, then neither side writes in its chat', async () => {
    const asked = await ask(cast.carol);
    expect(asked.status).toBe(201);
    const contactId = asked.body.contact.id as string;
    const send = (user: TestUser) =>
      request(app)
        .post(`${V1}/home/contacts/${contactId}/messages`)
        .set(as(user))
        .send({ body: 'Hello' });
    await block(cast.carol, 'alice');
    expect((await send(cast.alice)).body).toEqual(error('blocked'));
    expect((await send(cast.carol)).body).toEqual(error('blocked'));
    const messages = await testDb()
      .collection('contacts')
      .doc(contactId)
      .collection('messages')
      .where('body', '==', 'Hello')
      .get();
    expect(messages.size).toBe(0);
  });
});

describe('DELETE a comment on one’s own exhibit', () => {
  it('when the exhibit’s owner deletes another’s comment, then 204; a third user gets 403', async () => {
    const posted = await comment(cast.carol, 'Spam spam');
    const commentId = posted.body.comment.id as string;
    const del = (user: TestUser) =>
      request(app).delete(`${V1}/home/exhibits/${exhibitId}/comments/${commentId}`).set(as(user));
    const listed = await request(app)
      .get(`${V1}/exhibits/${exhibitId}/comments`)
      .set(as(cast.alice));
    expect(listed.body.comments[0]).toMatchObject({ canDelete: true, isOwn: false });
    const anonymous = await request(app).get(`${V1}/exhibits/${exhibitId}/comments`);
    expect(anonymous.body.comments[0].canDelete).toBe(false);
    expect((await del(cast.aliceForGroup)).body).toEqual(error('not_comment_author'));
    expect((await del(cast.alice)).status).toBe(204);
    const after = await request(app).get(`${V1}/exhibits/${exhibitId}/comments`);
    expect(after.body.total).toBe(0);
  });
});

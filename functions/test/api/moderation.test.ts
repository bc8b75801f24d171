import { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { type TestUser, createTestApp, createUser, createUserWithProfile, testDb } from './helpers';
import {
  GROUP_ID,
  as,
  contactInput,
  createApprovedExhibit,
  error,
  exhibitDoc,
  locationsOf,
  stepAs,
  useExhibitFile,
} from './exhibits-fixtures';
import { V1 } from './exhibit-docs-fixtures';
import { addMember } from './groups-fixtures';

/**
 * Reports and moderation over HTTP against the emulators (docs/moderation.md): anyone signed in
 * reports; the moderators (role `moderator`) hide, unpublish, suspend or dismiss, in the audit, and
 * revert; reporters and owners get notices. Every route's denials are tested.
 */

let clock = new Date();
const app = createTestApp({ now: () => clock });

let mona: TestUser; // moderator
let exhibitId: string;
let itemIds: string[];

const cast = useExhibitFile(async () => {
  mona = await createUserWithProfile('mona', { roles: ['moderator'] });
  ({ id: exhibitId, itemIds } = await createApprovedExhibit(app, cast.alice, cast.june, {
    title: 'Office desk',
  }));
});

beforeEach(() => {
  clock = new Date();
});

const report = (user: TestUser | undefined, body: unknown) => {
  const req = request(app)
    .post(`${V1}/home/reports`)
    .send(body as object);
  return user === undefined ? req : req.set(as(user));
};
const reportExhibit = (user: TestUser, reason = 'prohibited_item', text = 'Sells a weapon') =>
  report(user, { target: { kind: 'exhibit', exhibitId }, reason, text });

const queue = (user: TestUser | undefined, status = 'open') => {
  const req = request(app).get(`${V1}/home/moderation/reports?status=${status}`);
  return user === undefined ? req : req.set(as(user));
};
const act = (user: TestUser, id: string, body: object) =>
  request(app)
    .post(`${V1}/home/moderation/reports/${encodeURIComponent(id)}/actions`)
    .set(as(user))
    .send(body);
const revert = (user: TestUser, id: string) =>
  request(app).post(`${V1}/home/moderation/audit/${id}/revert`).set(as(user));

/** The moderation notices of an account (the comments' own notices left out). */
async function noticesOf(accountId: string) {
  const snap = await testDb().collection('notices').where('accountId', '==', accountId).get();
  return snap.docs.map((d) => d.data()).filter((notice) => notice.moderation !== undefined);
}

async function postComment(user: TestUser, body: string): Promise<string> {
  const res = await request(app)
    .post(`${V1}/home/exhibits/${exhibitId}/comments`)
    .set(as(user))
    .send({ body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.comment.id as string;
}

/** The one open report's id (as the queue lists it). */
async function openReportId(): Promise<string> {
  const res = await queue(mona);
  expect(res.status).toBe(200);
  return res.body.reports[0].id as string;
}

describe('POST /api/v1/home/reports', () => {
  it('when anonymous, then 401; without a profile, then 403 profile_required', async () => {
    expect((await reportExhibit(undefined as unknown as TestUser)).status).toBe(401);
    const res = await reportExhibit(cast.dave);
    expect([res.status, res.body.code]).toEqual([403, 'profile_required']);
  });

  it('when the body is wrong, then 400 with the locations', async () => {
    const bad = await report(cast.carol, {
      target: { kind: 'listing', exhibitId },
      reason: 'bored',
      text: 1,
    });
    expect(bad.status).toBe(400);
    expect(locationsOf(bad.body)).toEqual(
      expect.arrayContaining(['body.target.kind', 'body.reason', 'body.text']),
    );
    const other = await report(cast.carol, {
      target: { kind: 'exhibit', exhibitId },
      reason: 'other',
      text: '  ',
    });
    expect(locationsOf(other.body)).toEqual(['body.text']);
    const unknownField = await report(cast.carol, {
      target: { kind: 'account', accountId: 'alice', extra: 1 },
      reason: 'spam',
    });
    expect(unknownField.status).toBe(400);
  });

  it('when the exhibit is reported, then 201 with the snapshot stored, and a second report is 409', async () => {
    const res = await reportExhibit(cast.carol);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const stored = (await testDb().collection('reports').doc(res.body.report.id).get()).data();
    expect(stored).toMatchObject({
      targetKey: `exhibit:${exhibitId}`,
      targetTitle: 'Office desk',
      targetAccountId: 'alice',
      targetUid: 'alice',
      reason: 'prohibited_item',
      text: 'Sells a weapon',
      reporterAccountId: 'carol',
      status: 'open',
    });
    const again = await reportExhibit(cast.carol, 'spam', '');
    expect([again.status, again.body]).toEqual([409, error('already_reported')]);
  });

  it('when the target is the reporter’s own, then 409 own_target', async () => {
    const res = await reportExhibit(cast.alice);
    expect([res.status, res.body]).toEqual([409, error('own_target')]);
    const self = await report(cast.carol, {
      target: { kind: 'account', accountId: 'carol' },
      reason: 'spam',
    });
    expect(self.body.code).toBe('own_target');
  });

  it('when the target belongs to another identity the reporter can act as, then 409 own_target too', async () => {
    // alice, acting for her lab, reports her own exhibit; as herself, she reports her lab.
    const asGroup = await reportExhibit(cast.aliceForGroup);
    expect([asGroup.status, asGroup.body]).toEqual([409, error('own_target')]);
    const lab = await report(cast.alice, {
      target: { kind: 'account', accountId: GROUP_ID },
      reason: 'spam',
    });
    expect([lab.status, lab.body]).toEqual([409, error('own_target')]);
    expect((await testDb().collection('reports').get()).size).toBe(0);
  });

  it('when the reporter cannot see the target, then 404 (a draft, an unknown chat or account)', async () => {
    await stepAs(app, cast.alice, exhibitId, 'unpublish');
    expect((await reportExhibit(cast.carol)).status).toBe(404);
    const chat = await report(cast.carol, {
      target: { kind: 'message', contactId: 'c1', messageId: 'm1' },
      reason: 'harassment',
    });
    expect(chat.status).toBe(404);
    const nobody = await report(cast.carol, {
      target: { kind: 'account', accountId: 'nobody' },
      reason: 'spam',
    });
    expect(nobody.status).toBe(404);
  });
});

describe('the moderators’ routes', () => {
  it('when not a moderator, then 401 anonymous and 403 forbidden on every route', async () => {
    expect((await queue(undefined)).status).toBe(401);
    for (const user of [cast.carol, cast.june]) {
      expect((await queue(user)).status).toBe(403);
      expect((await act(user, 'exhibit:x~carol', { action: 'dismiss', reason: 'x' })).status).toBe(
        403,
      );
      expect((await request(app).get(`${V1}/home/moderation/audit`).set(as(user))).status).toBe(
        403,
      );
      expect((await revert(user, 'a1')).status).toBe(403);
    }
  });

  it('when the action body or the id is wrong, then 400; an unknown report, 404', async () => {
    const bad = await act(mona, 'exhibit:x~carol', { action: 'ban', reason: '' });
    expect(locationsOf(bad.body)).toEqual(expect.arrayContaining(['body.action', 'body.reason']));
    const noDays = await act(mona, 'exhibit:x~carol', { action: 'suspend', reason: 'spam' });
    expect(locationsOf(noDays.body)).toEqual(['body.days']);
    const badId = await act(mona, 'not a report', { action: 'dismiss', reason: 'x' });
    expect(locationsOf(badId.body)).toEqual(['params.id']);
    const unknown = await act(mona, 'exhibit:x~carol', { action: 'dismiss', reason: 'x' });
    expect(unknown.status).toBe(404);
  });
});

describe('a report about the moderator', () => {
  it('when it is about the moderator, their group or what they wrote, then 403 own_moderation_target, acting or reverting', async () => {
    await addMember(GROUP_ID, 'mona');
    const commentId = await postComment(mona, 'Cheaper desks at my place');
    await report(cast.carol, { target: { kind: 'account', accountId: GROUP_ID }, reason: 'spam' });
    await report(cast.carol, { target: { kind: 'comment', exhibitId, commentId }, reason: 'spam' });
    const { reports } = (await queue(mona)).body as { reports: { id: string }[] };
    expect(reports).toHaveLength(2);
    for (const { id } of reports) {
      const res = await act(mona, id, { action: 'dismiss', reason: 'Nothing wrong' });
      expect([res.status, res.body]).toEqual([403, error('own_moderation_target')]);
    }
    expect((await queue(mona)).body.total).toBe(2);
    expect((await testDb().collection('moderationAudit').get()).size).toBe(0);

    // Another moderator hides mona's comment; mona cannot undo that either.
    const max = await createUserWithProfile('max', { roles: ['moderator'] });
    const commentReport = reports.find((r) => r.id.startsWith('comment:'))?.id ?? '';
    const hidden = await act(max, commentReport, { action: 'hide', reason: 'Advertising' });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    const undo = await revert(mona, hidden.body.entry.id);
    expect([undo.status, undo.body.code]).toEqual([403, 'own_moderation_target']);
    const comment = testDb().doc(`exhibits/${exhibitId}/comments/${commentId}`);
    expect((await comment.get()).get('body')).toBe('');
    expect((await revert(max, hidden.body.entry.id)).status).toBe(200);
  });
});

describe('hiding a comment', () => {
  it('when hidden, then shown as removed, the reporter and author hear of it, and a revert restores it', async () => {
    const commentId = await postComment(cast.carol, 'Buy my stuff at example.com');
    const reported = await report(cast.alice, {
      target: { kind: 'comment', exhibitId, commentId },
      reason: 'spam',
      text: '',
    });
    expect(reported.status).toBe(201);
    const id = await openReportId();
    const listed = (await queue(mona)).body.reports[0];
    expect(listed).toMatchObject({
      target: { kind: 'comment', exhibitId, commentId },
      targetText: 'Buy my stuff at example.com',
      targetAccountId: 'carol',
      reporterAccountId: 'alice',
      status: 'open',
      outcome: null,
    });

    const unfit = await act(mona, id, { action: 'unpublish', reason: 'x' });
    expect([unfit.status, unfit.body.code]).toEqual([409, 'action_not_applicable']);

    const res = await act(mona, id, { action: 'hide', reason: 'Advertising' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.report).toMatchObject({ status: 'resolved', outcome: 'hide' });
    expect(res.body.entry).toMatchObject({
      action: 'hide',
      moderatorName: 'mona',
      reason: 'Advertising',
    });

    const comments = await request(app).get(`${V1}/exhibits/${exhibitId}/comments`);
    expect(comments.body.comments[0]).toMatchObject({ id: commentId, body: '', removed: true });
    expect(await noticesOf('alice')).toEqual([
      expect.objectContaining({ kind: 'report_actioned', exhibitId, role: 'customer' }),
    ]);
    expect(await noticesOf('carol')).toEqual([
      expect.objectContaining({
        kind: 'content_hidden',
        moderation: { reason: 'Advertising', until: null, targetKind: 'comment' },
      }),
    ]);
    // The author cannot edit it back.
    const edit = await request(app)
      .put(`${V1}/home/exhibits/${exhibitId}/comments/${commentId}`)
      .set(as(cast.carol))
      .send({ body: 'again' });
    expect(edit.status).toBe(404);

    const again = await act(mona, id, { action: 'dismiss', reason: 'x' });
    expect([again.status, again.body.code]).toEqual([409, 'already_resolved']);

    const reverted = await revert(mona, res.body.entry.id);
    expect(reverted.status).toBe(200);
    expect(reverted.body.entry.revertedBy).toBe('mona');
    const back = await request(app).get(`${V1}/exhibits/${exhibitId}/comments`);
    expect(back.body.comments[0]).toMatchObject({
      body: 'Buy my stuff at example.com',
      removed: false,
    });
    expect((await revert(mona, res.body.entry.id)).body.code).toBe('already_resolved');
  });
});

describe('unpublishing an exhibit', () => {
  it('when unpublished, then hidden from everyone else, held with the reason, and published again on revert', async () => {
    await reportExhibit(cast.carol);
    const res = await act(mona, await openReportId(), {
      action: 'unpublish',
      reason: 'Weapons may not be given away',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    expect(await exhibitDoc(exhibitId)).toMatchObject({ published: false, searchable: false });
    expect((await request(app).get(`${V1}/exhibits/${exhibitId}`).set(as(cast.carol))).status).toBe(
      404,
    );
    const search = await request(app).get(`${V1}/exhibits?keyword=Office`);
    expect(search.body.exhibits).toEqual([]);
    const own = await request(app).get(`${V1}/home/exhibits/${exhibitId}`).set(as(cast.alice));
    expect(own.body.exhibit.moderation).toEqual({
      reason: 'Weapons may not be given away',
      at: expect.any(String),
    });
    const publish = await request(app)
      .post(`${V1}/home/exhibits/${exhibitId}/publish`)
      .set(as(cast.alice));
    expect([publish.status, publish.body.code]).toEqual([409, 'moderation_hold']);
    expect(await noticesOf('alice')).toEqual([
      expect.objectContaining({ kind: 'exhibit_unpublished', role: 'owner' }),
    ]);

    expect((await revert(mona, res.body.entry.id)).status).toBe(200);
    expect(await exhibitDoc(exhibitId)).toMatchObject({
      published: true,
      searchable: true,
      moderation: null,
    });
    const found = await request(app).get(`${V1}/exhibits?keyword=Office`);
    expect(found.body.exhibits.map((e: { id: string }) => e.id)).toEqual([exhibitId]);
  });

  it('when several accounts reported it, then one action resolves all and each reporter hears once', async () => {
    const dan = await createUserWithProfile('dan');
    await reportExhibit(cast.carol);
    await reportExhibit(dan, 'fraud', '');
    const id = await openReportId();
    const res = await act(mona, id, { action: 'dismiss', reason: 'It is a toy' });
    expect(res.status).toBe(200);
    expect(res.body.entry.reportIds).toHaveLength(2);
    expect((await queue(mona)).body.total).toBe(0);
    expect((await queue(mona, 'resolved')).body.reports).toHaveLength(2);
    for (const reporter of ['carol', 'dan']) {
      expect(await noticesOf(reporter)).toEqual([
        expect.objectContaining({ kind: 'report_dismissed' }),
      ]);
    }
    // The owner hears nothing of a dismissed report, and a dismissal cannot be reverted.
    expect(await noticesOf('alice')).toEqual([]);
    expect((await revert(mona, res.body.entry.id)).body.code).toBe('action_not_applicable');
  });
});

describe('suspending an account', () => {
  it('when suspended, then the user reads but cannot write until the end; the notice says until when', async () => {
    await report(cast.carol, { target: { kind: 'account', accountId: 'alice' }, reason: 'fraud' });
    const res = await act(mona, await openReportId(), {
      action: 'suspend',
      reason: 'Repeated fraud',
      days: 3,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const until = res.body.entry.suspendedUntil as string;
    expect(Date.parse(until) - clock.getTime()).toBe(3 * 24 * 60 * 60_000);

    const me = await request(app).get(`${V1}/home/me`).set(as(cast.alice));
    expect(me.body.suspension).toEqual({ until, reason: 'Repeated fraud' });
    const write = await request(app)
      .post(`${V1}/home/exhibits/${exhibitId}/comments`)
      .set(as(cast.alice))
      .send({ body: 'hello' });
    expect([write.status, write.body.code]).toEqual([403, 'account_suspended']);
    // Acting for her group changes nothing: the person is suspended.
    const asGroup = await request(app)
      .post(`${V1}/home/reports`)
      .set(as(cast.aliceForGroup))
      .send({ target: { kind: 'exhibit', exhibitId }, reason: 'spam' });
    expect(asGroup.body.code).toBe('account_suspended');
    expect((await request(app).get(`${V1}/exhibits/${exhibitId}`).set(as(cast.alice))).status).toBe(
      200,
    );
    expect(await noticesOf('alice')).toEqual([
      expect.objectContaining({
        kind: 'account_suspended',
        moderation: expect.objectContaining({ reason: 'Repeated fraud' }),
      }),
    ]);

    clock = new Date(Date.parse(until) + 1000);
    const later = await request(app)
      .post(`${V1}/home/exhibits/${exhibitId}/comments`)
      .set(as(cast.alice))
      .send({ body: 'hello again' });
    expect(later.status).toBe(201);
    expect((await request(app).get(`${V1}/home/me`).set(as(cast.alice))).body.suspension).toBe(
      null,
    );
  });

  it('when a group account is reported, then it cannot be suspended (409) but may be dismissed', async () => {
    await report(cast.carol, {
      target: { kind: 'account', accountId: 'robotics-lab' },
      reason: 'spam',
    });
    const id = await openReportId();
    const res = await act(mona, id, { action: 'suspend', reason: 'x', days: 1 });
    expect([res.status, res.body.code]).toEqual([409, 'action_not_applicable']);
    expect((await act(mona, id, { action: 'dismiss', reason: 'ok' })).status).toBe(200);
  });

  it('when a suspension is reverted, then the user writes again at once', async () => {
    await report(cast.carol, { target: { kind: 'account', accountId: 'alice' }, reason: 'spam' });
    const res = await act(mona, await openReportId(), { action: 'suspend', reason: 'x', days: 30 });
    expect((await revert(mona, res.body.entry.id)).status).toBe(200);
    const write = await request(app)
      .post(`${V1}/home/exhibits/${exhibitId}/comments`)
      .set(as(cast.alice))
      .send({ body: 'hello' });
    expect(write.status).toBe(201);
  });
});

describe('hiding a chat message', () => {
  it('when a party reports the other’s message and it is hidden, then the parties read it as removed', async () => {
    const contact = await request(app)
      .post(`${V1}/home/exhibits/${exhibitId}/contacts`)
      .set(as(cast.carol))
      .send(contactInput(itemIds[0]));
    expect(contact.status, JSON.stringify(contact.body)).toBe(201);
    const contactId = contact.body.contact.id as string;
    const messages = testDb().collection('contacts').doc(contactId).collection('messages');
    const first = (await messages.get()).docs.find((d) => d.get('kind') === 'text');
    expect(first).toBeDefined();
    const messageId = first?.id ?? '';
    const own = await report(cast.carol, {
      target: { kind: 'message', contactId, messageId },
      reason: 'harassment',
    });
    expect(own.body.code).toBe('own_target');
    // Someone outside the trade does not learn that the message exists.
    const stranger = await createUserWithProfile('dan');
    const outside = await report(stranger, {
      target: { kind: 'message', contactId, messageId },
      reason: 'harassment',
    });
    expect(outside.status).toBe(404);
    expect(
      (
        await report(cast.alice, {
          target: { kind: 'message', contactId, messageId },
          reason: 'harassment',
        })
      ).status,
    ).toBe(201);
    const res = await act(mona, await openReportId(), { action: 'hide', reason: 'Insults' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await messages.doc(messageId).get()).data()).toMatchObject({
      kind: 'removed',
      body: '',
    });
    const listed = await request(app)
      .get(`${V1}/home/contacts/${contactId}/messages`)
      .set(as(cast.carol));
    expect(listed.body.messages.find((m: { id: string }) => m.id === messageId)).toMatchObject({
      kind: 'removed',
      body: '',
    });
  });
});

describe('a share listing', () => {
  it('when unpublished, then the public does not see it and the owner sees the reason', async () => {
    const now = Timestamp.now();
    await testDb().collection('shareExhibits').doc('s1').set({
      type: 'sharing',
      ownerId: 'robotics-lab',
      createdBy: 'alice',
      title: 'Laser cutter time',
      description: '',
      deviceIds: [],
      published: true,
      termsAgreedAt: now,
      termsAgreedBy: 'alice',
      createdAt: now,
      updatedAt: now,
      publishedAt: now,
    });
    await createUser('erin');
    const reported = await report(cast.carol, {
      target: { kind: 'share_exhibit', exhibitId: 's1' },
      reason: 'prohibited_item',
    });
    expect(reported.status).toBe(201);
    const stored = (await testDb().collection('reports').doc(reported.body.report.id).get()).data();
    // A group's listing: the user behind it is the member who created it.
    expect(stored).toMatchObject({ targetAccountId: 'robotics-lab', targetUid: 'alice' });
    const res = await act(mona, await openReportId(), { action: 'unpublish', reason: 'Unsafe' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await request(app).get(`${V1}/exhibits/s1`)).status).toBe(404);
    const own = await request(app).get(`${V1}/home/share-exhibits/s1`).set(as(cast.aliceForGroup));
    expect(own.body.exhibit).toMatchObject({
      published: false,
      moderation: { reason: 'Unsafe', at: expect.any(String) },
    });
    expect(await noticesOf('robotics-lab')).toEqual([
      expect.objectContaining({ kind: 'exhibit_unpublished', exhibitId: 's1' }),
    ]);
  });
});

describe('GET /api/v1/home/notices', () => {
  it('when a moderation notice is listed, then it carries the reason and target kind', async () => {
    await reportExhibit(cast.carol);
    await act(mona, await openReportId(), { action: 'unpublish', reason: 'Unsafe' });
    const res = await request(app).get(`${V1}/home/notices?role=owner`).set(as(cast.alice));
    expect(res.body.notices).toEqual([
      expect.objectContaining({
        kind: 'exhibit_unpublished',
        exhibitCancelled: false,
        moderation: { reason: 'Unsafe', until: null, targetKind: 'exhibit' },
      }),
    ]);
  });
});

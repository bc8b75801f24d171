import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp, createUserWithProfile, seedGroup, signIn, testDb } from './helpers';
import {
  BASE,
  GROUP_ID,
  approvalsOf,
  as,
  createApprovedExhibit,
  createExhibitAs,
  decideAs,
  error,
  exhibitDoc,
  exhibitRef,
  locationsOf,
  stepAs,
  useExhibitFile,
} from './exhibits-fixtures';

const app = createTestApp();

const cast = useExhibitFile();

/** An exhibit of alice, submitted (wait_junk). */
async function submitted(overrides: Record<string, unknown> = {}): Promise<string> {
  const { id } = await createExhibitAs(app, cast.alice, overrides);
  await stepAs(app, cast.alice, id, 'submit');
  return id;
}

/** Parses a CSV body (RFC 4180) into rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  return rows;
}

describe('GET /home/backoffice/{junk,funds}', () => {
  it('when anonymous 401; a plain user, the owner or the officer of the other stage 403', async () => {
    await submitted();
    expect((await request(app).get(`${BASE}/backoffice/junk`)).status).toBe(401);
    for (const [user, stage] of [
      [cast.alice, 'junk'],
      [cast.carol, 'funds'],
      [cast.fred, 'junk'],
      [cast.june, 'funds'],
    ] as const) {
      const res = await request(app).get(`${BASE}/backoffice/${stage}`).set(as(user));
      expect(res.status).toBe(403);
      expect(res.body).toEqual(error('forbidden'));
    }
  });

  it('when the junk officer lists, then the waiting exhibits, newest submission first, without memo', async () => {
    const first = await submitted({ title: 'First' });
    const second = await submitted({ title: 'Second' });
    await createExhibitAs(app, cast.carol, { title: 'Not submitted' });
    const res = await request(app).get(`${BASE}/backoffice/junk`).set(as(cast.june));
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.exhibits.map((e: { id: string }) => e.id)).toEqual([second, first]);
    expect(res.body.exhibits[0]).toMatchObject({
      title: 'Second',
      ownerId: 'alice',
      ownerName: 'alice',
      approvalStatus: 'wait_junk',
    });
    expect(res.body.exhibits[0]).not.toHaveProperty('memo');
    const page = await request(app)
      .get(`${BASE}/backoffice/junk?limit=1&offset=1`)
      .set(as(cast.june));
    expect(page.body).toMatchObject({ total: 2, exhibits: [{ id: first }] });
  });

  it('when filtering by status, then only that status; all gives every status of the stage', async () => {
    const waiting = await submitted();
    const propagated = await submitted();
    await decideAs(app, cast.june, 'junk', propagated, 'propagated');
    const rejected = await submitted();
    await decideAs(app, cast.june, 'junk', rejected, 'rejected', 'No');

    let res = await request(app)
      .get(`${BASE}/backoffice/junk?status=wait_funds`)
      .set(as(cast.june));
    expect(res.body).toMatchObject({ total: 1, exhibits: [{ id: propagated }] });
    res = await request(app).get(`${BASE}/backoffice/junk?status=all`).set(as(cast.june));
    expect(res.body.total).toBe(3);
    expect(new Set(res.body.exhibits.map((e: { id: string }) => e.id))).toEqual(
      new Set([waiting, propagated, rejected]),
    );
    res = await request(app).get(`${BASE}/backoffice/funds`).set(as(cast.fred));
    expect(res.body).toMatchObject({ total: 1, exhibits: [{ id: propagated }] });
    res = await request(app).get(`${BASE}/backoffice/funds?status=all`).set(as(cast.fred));
    expect(res.body.total).toBe(1);
  });

  it('when a status is not one of the stage, then 400 query.status', async () => {
    const res = await request(app)
      .get(`${BASE}/backoffice/funds?status=wait_junk`)
      .set(as(cast.fred));
    expect(res.status).toBe(400);
    expect(locationsOf(res.body)).toEqual(['query.status']);
  });

  it('when filtering by keyword, then exhibits whose texts (or items or owner name) match', async () => {
    const desks = await submitted({ title: 'スチール事務机', description: '' });
    const books = await submitted({
      title: 'Old stuff',
      description: '',
      items: [
        {
          name: 'Microscope',
          description: '',
          categoryId: 'microscope',
          stock: 1,
          condition: 'clean',
          book: null,
          assetInfo: { assetCategory: 'consumable', budgetSource: 'unknown' },
        },
      ],
    });
    let res = await request(app)
      .get(`${BASE}/backoffice/junk?keyword=${encodeURIComponent('事務机')}`)
      .set(as(cast.june));
    expect(res.body).toMatchObject({ total: 1, exhibits: [{ id: desks }] });
    res = await request(app).get(`${BASE}/backoffice/junk?keyword=microscope`).set(as(cast.june));
    expect(res.body).toMatchObject({ total: 1, exhibits: [{ id: books }] });
    res = await request(app).get(`${BASE}/backoffice/junk?keyword=telescope`).set(as(cast.june));
    expect(res.body).toEqual({ total: 0, exhibits: [] });
  });
});

describe('GET /home/backoffice/{junk,funds}/:id', () => {
  it('when anonymous 401, owner 403, other stage officer 403, unknown 404', async () => {
    const id = await submitted();
    expect((await request(app).get(`${BASE}/backoffice/junk/${id}`)).status).toBe(401);
    expect(
      (await request(app).get(`${BASE}/backoffice/junk/${id}`).set(as(cast.alice))).status,
    ).toBe(403);
    expect(
      (await request(app).get(`${BASE}/backoffice/junk/${id}`).set(as(cast.fred))).status,
    ).toBe(403);
    expect((await request(app).get(`${BASE}/backoffice/junk/nope`).set(as(cast.june))).status).toBe(
      404,
    );
  });

  it('when the exhibit is not in the stage, then 404 (funds officer on wait_junk, junk on not_yet)', async () => {
    const id = await submitted();
    expect(
      (await request(app).get(`${BASE}/backoffice/funds/${id}`).set(as(cast.fred))).status,
    ).toBe(404);
    const { id: draft } = await createExhibitAs(app, cast.alice);
    expect(
      (await request(app).get(`${BASE}/backoffice/junk/${draft}`).set(as(cast.june))).status,
    ).toBe(404);
  });

  it('when the officer opens it, then items with asset info and the approval history', async () => {
    const id = await submitted();
    const res = await request(app).get(`${BASE}/backoffice/junk/${id}`).set(as(cast.june));
    expect(res.status).toBe(200);
    expect(res.body.exhibit).toMatchObject({ id, ownerName: 'alice', approvalStatus: 'wait_junk' });
    expect(res.body.exhibit).not.toHaveProperty('memo');
    expect(res.body.exhibit.items[0]).toMatchObject({
      name: 'Office desk',
      assetInfo: { assetCategory: 'personal_property', assetNumber: 'A-0001' },
    });
    expect(res.body.approvals).toEqual([
      expect.objectContaining({ action: 'submitted', byUid: 'alice', role: 'owner' }),
    ]);
  });
});

describe('POST /home/backoffice/{junk,funds}/:id/decision', () => {
  const path = (stage: string, id: string) => `${BASE}/backoffice/${stage}/${id}/decision`;

  it('when anonymous 401, owner 403, other stage 403, unknown 404; nothing changes', async () => {
    const id = await submitted();
    const body = { result: 'approved', comment: '' };
    expect((await request(app).post(path('junk', id)).send(body)).status).toBe(401);
    expect((await request(app).post(path('junk', id)).set(as(cast.alice)).send(body)).status).toBe(
      403,
    );
    expect((await request(app).post(path('junk', id)).set(as(cast.fred)).send(body)).status).toBe(
      403,
    );
    expect(
      (await request(app).post(path('junk', 'nope')).set(as(cast.june)).send(body)).status,
    ).toBe(404);
    expect(await exhibitDoc(id)).toMatchObject({ approvalStatus: 'wait_junk', lastDecision: null });
  });

  it('when rejecting without a comment or with an unknown result, then 400 at its location', async () => {
    const id = await submitted();
    let res = await request(app)
      .post(path('junk', id))
      .set(as(cast.june))
      .send({ result: 'rejected' });
    expect(res.status).toBe(400);
    expect(locationsOf(res.body)).toEqual(['body.comment']);
    res = await request(app).post(path('junk', id)).set(as(cast.june)).send({ result: 'maybe' });
    expect(locationsOf(res.body)).toEqual(['body.result']);
  });

  it('when the junk officer approves, then approved, published, searchable, with lastDecision and an audit entry', async () => {
    const id = await submitted();
    const res = await request(app)
      .post(path('junk', id))
      .set(as(cast.june))
      .send({ result: 'approved', comment: 'OK' });
    expect(res.status).toBe(200);
    expect(res.body.exhibit).toMatchObject({
      approvalStatus: 'approved',
      published: true,
      searchable: true,
      lastDecision: { result: 'approved', comment: 'OK', by: 'june', stage: 'junk' },
    });
    expect(res.body.approval).toMatchObject({
      action: 'approved',
      from: 'wait_junk',
      to: 'approved',
      byUid: 'june',
      role: 'junk_inquiry',
      comment: 'OK',
    });
    const doc = await exhibitDoc(id);
    expect(doc).toMatchObject({
      approvalStatus: 'approved',
      published: true,
      searchable: true,
      lastDecision: { result: 'approved', by: 'june', stage: 'junk' },
    });
    expect(doc?.publishedAt).not.toBeNull();
    expect((await approvalsOf(id)).at(-1)).toMatchObject({ action: 'approved', byUid: 'june' });
    // Deciding again: nothing to decide.
    const again = await request(app)
      .post(path('junk', id))
      .set(as(cast.june))
      .send({ result: 'rejected', comment: 'Changed my mind' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(error('invalid_transition'));
  });

  it('when rejected, then the owner sees the reason and may submit again', async () => {
    const id = await submitted();
    await decideAs(app, cast.june, 'junk', id, 'rejected', 'Looks private');
    const owner = await request(app).get(`${BASE}/exhibits/${id}`).set(as(cast.alice));
    expect(owner.body.exhibit).toMatchObject({
      approvalStatus: 'junk_rejected',
      published: false,
      lastDecision: { result: 'rejected', comment: 'Looks private' },
    });
    await stepAs(app, cast.alice, id, 'submit');
    expect(await exhibitDoc(id)).toMatchObject({ approvalStatus: 'wait_junk' });
  });

  it('when propagated, then the funds officer decides; funds cannot propagate (400) and junk cannot decide any more (409)', async () => {
    const { id } = await createExhibitAs(app, cast.bobForGroup);
    await stepAs(app, cast.bobForGroup, id, 'submit');
    await decideAs(app, cast.june, 'junk', id, 'propagated');
    expect(await exhibitDoc(id)).toMatchObject({ approvalStatus: 'wait_funds', published: false });

    let res = await request(app)
      .post(path('funds', id))
      .set(as(cast.fred))
      .send({ result: 'propagated' });
    expect(res.status).toBe(400);
    expect(locationsOf(res.body)).toEqual(['body.result']);
    res = await request(app).post(path('junk', id)).set(as(cast.june)).send({ result: 'approved' });
    expect(res.status).toBe(409);

    res = await request(app)
      .post(path('funds', id))
      .set(as(cast.fred))
      .send({ result: 'approved' });
    expect(res.status).toBe(200);
    expect(res.body.exhibit).toMatchObject({
      ownerId: GROUP_ID,
      approvalStatus: 'approved',
      searchable: true,
    });
    expect((await approvalsOf(id)).map((a) => [a.action, a.role])).toEqual([
      ['submitted', 'owner'],
      ['propagated', 'junk_inquiry'],
      ['approved', 'external_funds'],
    ]);
  });

  it('when the funds officer rejects, then funds_rejected', async () => {
    const id = await submitted();
    await decideAs(app, cast.june, 'junk', id, 'propagated');
    await decideAs(app, cast.fred, 'funds', id, 'rejected', 'Bought with a grant');
    expect(await exhibitDoc(id)).toMatchObject({
      approvalStatus: 'funds_rejected',
      lastDecision: { stage: 'funds', comment: 'Bought with a grant' },
    });
  });

  it('when the exhibit was cancelled, then 409 exhibit_cancelled', async () => {
    const id = await submitted();
    await stepAs(app, cast.alice, id, 'cancel');
    const res = await request(app)
      .post(path('junk', id))
      .set(as(cast.june))
      .send({ result: 'approved' });
    expect(res.body).toEqual(error('exhibit_cancelled'));
  });
});

describe('Separation of duties: an officer never decides on their own application', () => {
  const path = (stage: string, id: string) => `${BASE}/backoffice/${stage}/${id}/decision`;
  const OFFICERS_LAB = 'officers-lab';

  /** A group with the officer as a plain member; the officer signed in acting for it. */
  async function officerForLab(uid: 'june' | 'fred', role: 'junk_inquiry' | 'external_funds') {
    await seedGroup(OFFICERS_LAB, 'Officers Lab', { carol: true, [uid]: false });
    const officer = await signIn(uid, { roles: [role], group: OFFICERS_LAB });
    return { ...officer, group: OFFICERS_LAB };
  }

  async function submittedBy(user: Parameters<typeof createExhibitAs>[1]): Promise<string> {
    const { id } = await createExhibitAs(app, user);
    await stepAs(app, user, id, 'submit');
    return id;
  }

  it('when the junk officer decides on an exhibit of their own, then 403 own_application and nothing changes; another junk officer may', async () => {
    const id = await submittedBy(cast.june);
    for (const result of ['approved', 'rejected', 'propagated']) {
      const res = await request(app)
        .post(path('junk', id))
        .set(as(cast.june))
        .send({ result, comment: 'mine' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(error('own_application'));
    }
    expect(await exhibitDoc(id)).toMatchObject({ approvalStatus: 'wait_junk', lastDecision: null });
    expect((await approvalsOf(id)).map((a) => a.action)).toEqual(['submitted']);

    const list = await request(app).get(`${BASE}/backoffice/junk`).set(as(cast.june));
    expect(list.body.exhibits).toEqual([expect.objectContaining({ id, ownApplication: true })]);
    const detail = await request(app).get(`${BASE}/backoffice/junk/${id}`).set(as(cast.june));
    expect(detail.status).toBe(200);
    expect(detail.body.exhibit).toMatchObject({ id, ownerId: 'june', ownApplication: true });

    const jim = await createUserWithProfile('jim', { roles: ['junk_inquiry'] });
    const mark = await request(app).get(`${BASE}/backoffice/junk/${id}`).set(as(jim));
    expect(mark.body.exhibit.ownApplication).toBe(false);
    await decideAs(app, jim, 'junk', id, 'approved');
    expect(await exhibitDoc(id)).toMatchObject({ approvalStatus: 'approved' });
  });

  it('when the junk officer decides on an exhibit of a group they belong to, then 403 own_application until they leave it', async () => {
    const juneForLab = await officerForLab('june', 'junk_inquiry');
    const id = await submittedBy(juneForLab);
    expect(await exhibitDoc(id)).toMatchObject({ ownerId: OFFICERS_LAB });
    // Acting as themself or for the group: the group is theirs either way.
    for (const officer of [cast.june, juneForLab]) {
      const res = await request(app)
        .post(path('junk', id))
        .set(as(officer))
        .send({ result: 'approved', comment: '' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(error('own_application'));
    }
    expect(await exhibitDoc(id)).toMatchObject({ approvalStatus: 'wait_junk', lastDecision: null });

    // Membership is checked when deciding, not when the exhibit was submitted.
    await testDb().doc(`groups/${OFFICERS_LAB}/members/june`).delete();
    await decideAs(app, cast.june, 'junk', id, 'propagated');
    expect(await exhibitDoc(id)).toMatchObject({ approvalStatus: 'wait_funds' });
  });

  it('when the funds officer decides on an exhibit of their own or of their group, then 403 own_application; the other applications pass', async () => {
    const fredForLab = await officerForLab('fred', 'external_funds');
    const own = await submittedBy(cast.fred);
    const ofLab = await submittedBy(fredForLab);
    const other = await submittedBy(cast.alice);
    for (const id of [own, ofLab, other]) await decideAs(app, cast.june, 'junk', id, 'propagated');

    for (const id of [own, ofLab]) {
      const res = await request(app)
        .post(path('funds', id))
        .set(as(cast.fred))
        .send({ result: 'approved', comment: '' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(error('own_application'));
      expect(await exhibitDoc(id)).toMatchObject({ approvalStatus: 'wait_funds' });
    }
    const list = await request(app).get(`${BASE}/backoffice/funds`).set(as(cast.fred));
    const marks = Object.fromEntries(
      list.body.exhibits.map((e: { id: string; ownApplication: boolean }) => [
        e.id,
        e.ownApplication,
      ]),
    );
    expect(marks).toEqual({ [own]: true, [ofLab]: true, [other]: false });
    await decideAs(app, cast.fred, 'funds', other, 'approved');
    expect(await exhibitDoc(other)).toMatchObject({ approvalStatus: 'approved' });
  });
});

describe('GET /home/backoffice/{junk,funds}/export.csv', () => {
  it('when anonymous 401, a plain user or the other stage 403', async () => {
    expect((await request(app).get(`${BASE}/backoffice/junk/export.csv`)).status).toBe(401);
    expect(
      (await request(app).get(`${BASE}/backoffice/junk/export.csv`).set(as(cast.alice))).status,
    ).toBe(403);
    expect(
      (await request(app).get(`${BASE}/backoffice/funds/export.csv`).set(as(cast.june))).status,
    ).toBe(403);
  });

  it('when exported, then UTF-8 CSV with BOM, a header, one row per item, quoting and formula guards', async () => {
    const id = await submitted({ title: '=HYPERLINK("http://x.example","click"), 机' });
    await createApprovedExhibit(app, cast.carol, cast.june, { title: 'Approved one' });
    await createExhibitAs(app, cast.carol, { title: 'Draft' });

    const res = await request(app)
      .get(`${BASE}/backoffice/junk/export.csv?status=wait_junk`)
      .set(as(cast.june))
      .buffer(true)
      .parse((response, callback) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => callback(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="junk-wait_junk-/);
    const bytes = res.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    const rows = parseCsv(text);
    expect(rows[0]?.slice(0, 3)).toEqual(['exhibitId', 'title', 'ownerId']);
    expect(rows).toHaveLength(3); // header + desk + book of the one waiting exhibit
    const header = rows[0]!;
    const col = (row: string[], name: string) => row[header.indexOf(name)];
    expect(col(rows[1]!, 'exhibitId')).toBe(id);
    expect(col(rows[1]!, 'title')).toBe(`'=HYPERLINK("http://x.example","click"), 机`);
    expect(col(rows[1]!, 'itemName')).toBe('Office desk');
    expect(col(rows[1]!, 'assetNumber')).toBe('A-0001');
    expect(col(rows[1]!, 'acquisitionPrice')).toBe('50000');
    expect(col(rows[2]!, 'itemName')).toBe('吾輩は猫である');
    expect(text).toContain('"\'=HYPERLINK(""http://x.example"",""click""), 机"');

    const all = await request(app)
      .get(`${BASE}/backoffice/junk/export.csv?status=all`)
      .set(as(cast.june));
    expect(parseCsv(all.text.replace(/^\uFEFF/, ''))).toHaveLength(5);
  });
});

describe('Firestore state of the back office writes', () => {
  it('when a decision is applied, then exactly one audit entry is added', async () => {
    const id = await submitted();
    await decideAs(app, cast.june, 'junk', id, 'approved');
    const snap = await exhibitRef(id).collection('approvals').count().get();
    expect(snap.data().count).toBe(2);
  });
});

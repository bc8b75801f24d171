import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestUser, createTestApp, createUserWithProfile, testDb } from './helpers';
import {
  BASE,
  type ExhibitCast,
  GROUP_ID,
  as,
  createApprovedExhibit,
  deskItem,
  exhibitBody,
  locationsOf,
  setUpExhibitCast,
  tokyoDaysAhead,
} from './exhibits-fixtures';
import { DEVICE_INPUT } from './devices-fixtures';
import { routesOf } from './routes-of';
import { fiscalYearOf } from '../../src/model/fiscal-year';

/**
 * Bad input is a 400 `validation_error` at its location, never a 500 and never a hang, on every
 * route of `createApp()` (issue 13, "Bad input becomes 500"). The routes are read from the Express
 * router itself, so a route added without a row in `ROUTES` fails "every route is covered".
 *
 * Each row names a caller who may use the route and a request that passes validation (checked by
 * "the valid request is not refused", so a 400 below is never masked by a 401/403). Each kind of
 * bad value then goes, one at a time, into every place of the row where it applies:
 * - reserved and path-like ids (`__x__`, `__name__`, `a/b`, `..`) into each `:param`, each id in
 *   the body and the group header that names a group;
 * - lone surrogates and control characters, and numbers, into each text of the body;
 * - dates in the years 0000, 0001 and 9999 into each date, date-time and month;
 * - reserved field paths (`__name__`, dots, backticks, slashes) into query values used as ids or
 *   Firestore field names, control characters into query texts, and repeated keys into scalars;
 * - an array as the whole body.
 * Fixtures are built once for the file: validation runs before any handler, so nothing is written.
 */

// Hundreds of refused writes from one user: the quotas (tested in rate-limit.test.ts) stay out of the way.
const app = createTestApp({ rateLimits: { enabled: false } });

// The bad values.

/** In a URL path: decoded by Express into `__x__`, `__name__`, `a/b` and `..`. */
const BAD_PARAMS = ['__x__', '__name__', 'a%2Fb', '%2E%2E'];
/**
 * Percent-encodings Express cannot decode (a lone surrogate in UTF-8, a cut-off escape): no
 * parameter value at all, so 400 bad_request on every route, whatever the parameter.
 */
const UNDECODABLE_PARAMS = ['%ED%A0%80', '%E3%81', '%zz'];
const UNDECODABLE = { status: 400, code: 'bad_request' };
const BAD_IDS = ['__x__', '__name__', 'a/b', '..', 42];
const BAD_TEXTS = ['ok\ud800', '\udc00ok', 'ok\u0000ok', 42];
const BAD_DATE_TIMES = [
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00+09:00',
  '9999-12-31T23:59:59Z',
];
const BAD_DATES = ['0000-01-01', '0001-01-01', '9999-12-31'];
const BAD_MONTHS = ['0000-01', '0001-01', '9999-12'];
/** Query values used as ids or Firestore field names. */
const BAD_FIELD_PATHS = ['__name__', '__x__', 'a.b', '`a`', 'a/b'];
/** Query strings cannot carry lone surrogates (they decode to U+FFFD); control characters they can. */
const BAD_QUERY_TEXTS = ['ok\u0000', 'ok\u0007ok'];

// The fixtures, built once.

interface Fixtures extends ExhibitCast {
  /** An approved, published exhibit of alice with two items. */
  exhibitId: string;
  itemId: string;
  /** carol's contact on it (alice owns it). */
  contactId: string;
  /** carol's comment on it. */
  commentId: string;
  /** alice's notice of that comment. */
  noticeId: string;
  /** An invitation code of the group. */
  code: string;
  /** alice's device, and carol's reservation of it. */
  deviceId: string;
  reservationId: string;
  /** carol's bill of the reservation's month, `carol_YYYY-MM`, and that month. */
  billId: string;
  month: string;
  /** alice's share listing of the device. */
  shareExhibitId: string;
  /** A user with a profile who withdraws (`DELETE /home/me`). */
  zed: TestUser;
  /** An officer of the `content_editor` role. */
  edna: TestUser;
  /** A moderator. */
  mona: TestUser;
  /** carol's wanted post. */
  wantedId: string;
  /** carol's saved search. */
  savedSearchId: string;
  /** The token of carol's calendar feed. */
  feedToken: string;
}

let f: Fixtures;

const DEVICE = {
  ...DEVICE_INPUT,
  categoryId: 'office-desk',
  rules: {
    ...DEVICE_INPUT.rules,
    closures: [{ from: '2031-01-01', until: '2031-01-03', reason: 'New year' }],
  },
};

const PROFILE = {
  name: 'Carol',
  profile: 'Chemistry',
  occupation: 'staff',
  position: 'Technician',
  place: 'Building 2',
  receiveNotificationEmail: false,
};

const WANTED = {
  title: 'A desk',
  description: 'With drawers',
  categoryId: 'desks',
  keywords: 'drawers',
  areaId: 'main-campus',
};

const SAVED_SEARCH = {
  name: 'Desks',
  query: {
    keywords: ['desk'],
    kind: 'furniture',
    areas: ['main-campus'],
    tags: ['desks'],
    inStock: true,
  },
  mail: true,
};

const GROUP = { name: 'Robotics Lab', kind: 'laboratory', profile: 'Robots', icon: null };

/** A Tokyo wall-clock time `days` from now. */
function tokyoAt(days: number, hhmm: string): string {
  return `${tokyoDaysAhead(days).slice(0, 10)}T${hhmm}:00+09:00`;
}
const RESERVATION = { start: tokyoAt(3, '10:00'), end: tokyoAt(3, '11:00'), purpose: 'Prototype' };

async function ok(res: request.Response, status = 200): Promise<Record<string, unknown>> {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body as Record<string, unknown>;
}

async function setUp(): Promise<Fixtures> {
  const cast = await setUpExhibitCast();
  const { alice, carol, june } = cast;
  const zed = await createUserWithProfile('zed');
  const edna = await createUserWithProfile('edna', { roles: ['content_editor'] });
  const mona = await createUserWithProfile('mona', { roles: ['moderator'] });
  const exhibit = await createApprovedExhibit(app, alice, june);
  const [exhibitId, itemId] = [exhibit.id, exhibit.itemIds[0] ?? ''];
  const post = (user: TestUser, path: string, body: object) =>
    request(app).post(`${BASE}${path}`).set(as(user)).send(body);

  const contact = await ok(
    await post(carol, `/exhibits/${exhibitId}/contacts`, contactBody(itemId)),
    201,
  );
  const comment = await ok(
    await post(carol, `/exhibits/${exhibitId}/comments`, { body: 'Hi' }),
    201,
  );
  const notices = await testDb().collection('notices').where('accountId', '==', 'alice').get();
  const invitation = await ok(await post(alice, `/groups/${GROUP_ID}/invitations`, {}), 201);
  const device = await ok(await post(alice, '/devices', DEVICE), 201);
  const deviceId = (device.device as { id: string }).id;
  const reservation = await ok(
    await post(carol, `/devices/${deviceId}/reservations`, RESERVATION),
    201,
  );
  const listing = await ok(
    await post(alice, '/share-exhibits', {
      title: 'Printers',
      description: 'Book them',
      deviceIds: [deviceId],
      published: true,
      agreeToTerms: true,
    }),
    201,
  );
  const wanted = await ok(
    await post(carol, '/wanted', { ...WANTED, until: tokyoDaysAhead(14) }),
    201,
  );
  const saved = await ok(await post(carol, '/saved-searches', SAVED_SEARCH), 201);
  const feed = await ok(await post(carol, '/feeds/user', {}), 201);
  const month = RESERVATION.start.slice(0, 7);
  return {
    ...cast,
    exhibitId,
    itemId,
    contactId: (contact.contact as { id: string }).id,
    commentId: (comment.comment as { id: string }).id,
    noticeId: notices.docs[0]?.id ?? 'missing',
    code: invitation.code as string,
    deviceId,
    reservationId: (reservation.reservation as { id: string }).id,
    billId: `carol_${month}`,
    month,
    shareExhibitId: (listing.exhibit as { id: string }).id,
    zed,
    edna,
    mona,
    wantedId: (wanted.wanted as { id: string }).id,
    savedSearchId: (saved.savedSearch as { id: string }).id,
    feedToken: /\/feeds\/([^/]+)\.ics$/.exec((feed.feed as { url: string }).url)?.[1] ?? '',
  };
}

// The table: one row per route.

type Json = Record<string, unknown>;
type Caller = (f: Fixtures) => (TestUser & { group?: string }) | undefined;

interface Row {
  /** Who calls: someone who may (undefined: anonymous). */
  as: Caller;
  /** Values of the `:params` that pass validation. */
  params?: (f: Fixtures) => Record<string, string>;
  /** A query that passes validation. */
  query?: (f: Fixtures) => Record<string, string>;
  /** A body that passes validation. */
  body?: (f: Fixtures) => Json;
  /** The body is the raw image (no JSON to corrupt). */
  raw?: true;
  /** Extra headers of the valid request. */
  headers?: (f: Fixtures) => Record<string, string>;
  /** Headers holding ids (validated like params). */
  headerIds?: string[];
  /** Dotted paths into the body: texts, ids, date-times, calendar dates. */
  texts?: string[];
  ids?: string[];
  dateTimes?: string[];
  dates?: string[];
  /** Query keys: ids or Firestore field names, texts, date-times, months, and repeatable keys. */
  queryIds?: string[];
  queryTexts?: string[];
  queryDateTimes?: string[];
  queryMonths?: string[];
  queryArrays?: string[];
  /** Body paths the valid body leaves out (optional fields); the others must be in it. */
  optional?: string[];
  /**
   * The answer to a bad `:param` when it is not a 400 `validation_error`: a file path that is
   * unsafe is unknown (404), a code not shaped like one is an invalid invitation.
   */
  badParamAnswer?: { status: number; code: string };
  /** The same for the named `:params` only (the others are validated as usual). */
  badParamAnswerOf?: Record<string, { status: number; code: string }>;
  /** Bad `:param` values worth trying here besides the usual ones. */
  moreBadParams?: string[];
}

const anonymous: Caller = () => undefined;
const alice: Caller = (x) => x.alice;
const carol: Caller = (x) => x.carol;
const june: Caller = (x) => x.june;
const fred: Caller = (x) => x.fred;
const mona: Caller = (x) => x.mona;

const page = () => ({ limit: '20', offset: '0' });
const exhibitP = (x: Fixtures) => ({ id: x.exhibitId });
const itemP = (x: Fixtures) => ({ id: x.exhibitId, itemId: x.itemId });
const groupP = () => ({ id: GROUP_ID });
const memberP = () => ({ id: GROUP_ID, uid: 'bob' });
const contactP = (x: Fixtures) => ({ id: x.contactId });
const deviceP = (x: Fixtures) => ({ id: x.deviceId });
const reservationP = (x: Fixtures) => ({ id: x.reservationId });
const billP = (x: Fixtures) => ({ id: x.billId });
const monthRange = (x: Fixtures) => ({ from: x.month, to: x.month });
const range = () => ({ from: tokyoAt(1, '00:00'), to: tokyoAt(8, '00:00') });

/** What a customer sends to ask for an exhibit's item: a contact request and an application alike. */
const contactBody = (itemId: string) => ({
  message: 'May I take the desk?',
  items: [{ itemId, quantity: 1 }],
  installationPlace: 'Building 2',
  locationManager: 'Carol',
  locationManagerEmail: 'carol@campus.example.ac.jp',
  agreedToNotice: true,
});

/** carol's contact request or application; `moreTexts`: texts validated as such on that route only. */
const contactRow = (moreTexts: string[] = []): Row => ({
  as: carol,
  params: exhibitP,
  body: (x) => contactBody(x.itemId),
  texts: ['message', 'installationPlace', 'locationManager', ...moreTexts],
  ids: ['items.0.itemId'],
});

const profileRow = (caller: Caller, extra: Json): Row => ({
  as: caller,
  body: () => ({ ...PROFILE, ...extra }),
  texts: ['name', 'profile', 'position', 'place'],
});

const exhibitWrite = {
  body: () => exhibitBody(),
  texts: [
    'title',
    'description',
    'itemManager',
    'managerEmail',
    'memo',
    'place.room',
    'items.0.name',
    'items.0.description',
    'items.0.assetInfo.assetNumber',
    'items.1.book.author',
    'items.1.book.publisher',
  ],
  ids: ['place.areaId', 'place.buildingId', 'secretariatId', 'items.0.categoryId'],
  dateTimes: ['pickupFrom', 'pickupUntil', 'expiresAt', 'applicationDeadline'],
  dates: ['items.0.assetInfo.acquisitionDate'],
  optional: ['applicationDeadline'],
};

const deviceWrite = {
  body: () => DEVICE,
  texts: ['name', 'description', 'usageNotes', 'place.room', 'rules.closures.0.reason'],
  ids: ['categoryId', 'place.areaId', 'place.buildingId'],
  dates: ['rules.closures.0.from', 'rules.closures.0.until'],
};

const shareWrite = {
  body: (x: Fixtures) => ({
    title: 'Printers',
    description: 'Book them',
    deviceIds: [x.deviceId],
    published: true,
    agreeToTerms: true,
  }),
  texts: ['title', 'description'],
  ids: ['deviceIds.0'],
};

const queueRow = (caller: Caller, status: string): Row => ({
  as: caller,
  query: () => ({ status, keyword: 'desk', ...page() }),
  queryTexts: ['keyword'],
});
const exportRow = (caller: Caller): Row => ({
  as: caller,
  query: () => ({ status: 'all', keyword: 'desk' }),
  queryTexts: ['keyword'],
});
const decisionRow = (caller: Caller): Row => ({
  as: caller,
  params: exhibitP,
  body: () => ({ result: 'rejected', comment: 'Not fit' }),
  texts: ['comment'],
});
const reasonStep = (caller: Caller): Row => ({
  as: caller,
  params: reservationP,
  body: () => ({ reason: 'Maintenance' }),
  texts: ['reason'],
});
const contactStep = (caller: Caller, body: Row['body'], fields: Partial<Row> = {}): Row => ({
  as: caller,
  params: contactP,
  body,
  ...fields,
});

/**
 * Every route of the app. Rows that change state come after those that read it, destructive ones
 * last (the valid requests run in this order).
 */
const ROUTES: Record<string, Row> = {
  'GET /api/v1/health': { as: anonymous },
  'GET /api/v1/settings': { as: anonymous },
  'GET /api/v1/faculties': { as: anonymous },
  'GET /api/v1/areas': { as: anonymous },
  'GET /api/v1/areas/:id/buildings': { as: anonymous, params: () => ({ id: 'main-campus' }) },
  'GET /api/v1/secretariats': { as: anonymous },
  'GET /api/v1/categories': { as: anonymous },
  'POST /api/v1/sign-in/email-check': {
    as: anonymous,
    body: () => ({ email: 'hanako@campus.example.ac.jp' }),
    texts: ['email'],
  },
  'GET /api/v1/home/me': { as: alice },
  'POST /api/v1/home/me': profileRow((x) => x.dave, { agreeToTerms: true }),
  'PUT /api/v1/home/me': profileRow(alice, {}),
  // The current terms version: the FAQ row below publishes, the terms stay at version 1.
  'POST /api/v1/home/me/terms': { as: alice, body: () => ({ termsVersion: 1 }) },
  'GET /api/v1/contents/:slug': {
    as: anonymous,
    params: () => ({ slug: 'faq' }),
    query: () => ({ lang: 'en' }),
  },
  'GET /api/v1/home/system/contents/:slug': {
    as: (x) => x.edna,
    params: () => ({ slug: 'faq' }),
    query: () => ({ lang: 'ja' }),
  },
  'POST /api/v1/home/system/contents/:slug': {
    as: (x) => x.edna,
    params: () => ({ slug: 'faq' }),
    body: () => ({ lang: 'ja', title: 'FAQ', body: '## Q {#q}', baseVersion: 1 }),
    texts: ['title', 'body'],
  },
  'POST /api/v1/home/me/group': {
    as: alice,
    headers: () => ({ 'X-Group-Id': GROUP_ID }),
    headerIds: ['X-Group-Id'],
  },
  'POST /api/v1/home/me/group/token': {
    as: alice,
    headers: () => ({ 'X-Group-Id': GROUP_ID }),
    headerIds: ['X-Group-Id'],
  },
  'DELETE /api/v1/home/me/group': { as: alice },
  'POST /api/v1/home/groups': {
    as: carol,
    body: () => ({ ...GROUP, icon: 'https://campus.example.ac.jp/robot.png' }),
    texts: ['name', 'profile', 'icon'],
  },
  'GET /api/v1/home/groups/:id': { as: alice, params: groupP },
  'PUT /api/v1/home/groups/:id': {
    as: alice,
    params: groupP,
    body: () => GROUP,
    texts: ['name', 'profile'],
  },
  'GET /api/v1/home/groups/:id/members': { as: alice, params: groupP },
  'POST /api/v1/home/groups/:id/invitations': { as: alice, params: groupP },
  'GET /api/v1/home/groups/:id/invitations': { as: alice, params: groupP },
  'POST /api/v1/home/groups/:id/invitations/mail': {
    as: alice,
    params: groupP,
    body: () => ({ emails: ['dave@campus.example.ac.jp'] }),
    texts: ['emails.0'],
  },
  'PUT /api/v1/home/groups/:id/members/:uid/admin': { as: alice, params: memberP },
  'DELETE /api/v1/home/groups/:id/members/:uid/admin': { as: alice, params: memberP },
  'GET /api/v1/home/system/groups': { as: alice, query: page },
  'GET /api/v1/home/accounts/:id': { as: alice, params: () => ({ id: 'carol' }) },
  'POST /api/v1/home/exhibits': { as: alice, ...exhibitWrite },
  'GET /api/v1/home/exhibits': {
    as: alice,
    query: () => ({ type: 'reuse', status: 'approved', ...page() }),
  },
  'GET /api/v1/home/exhibits/:id': { as: alice, params: exhibitP },
  'GET /api/v1/home/exhibits/:id/approvals': { as: alice, params: exhibitP },
  'POST /api/v1/home/exhibits/:id/items/:itemId/inventory': {
    as: alice,
    params: itemP,
    body: () => ({ delta: 1, reason: 'Found one more' }),
    texts: ['reason'],
  },
  'GET /api/v1/home/exhibits/:id/items/:itemId/inventory': {
    as: alice,
    params: itemP,
    query: page,
  },
  'GET /api/v1/home/backoffice/junk': queueRow(june, 'wait_junk'),
  'GET /api/v1/home/backoffice/junk/export.csv': exportRow(june),
  'GET /api/v1/home/backoffice/junk/:id': { as: june, params: exhibitP },
  'GET /api/v1/home/backoffice/funds': queueRow(fred, 'wait_funds'),
  'GET /api/v1/home/backoffice/funds/export.csv': exportRow(fred),
  'GET /api/v1/home/backoffice/funds/:id': { as: fred, params: exhibitP },
  'GET /api/v1/images/*path': {
    as: anonymous,
    params: () => ({ path: 'exhibits/x/items/y/z.webp' }),
    badParamAnswer: { status: 404, code: 'not_found' },
  },
  'POST /api/v1/home/exhibits/:id/items/:itemId/images': { as: alice, params: itemP, raw: true },
  'DELETE /api/v1/home/exhibits/:id/items/:itemId/images/:imageId': {
    as: alice,
    params: (x) => ({ ...itemP(x), imageId: 'img-1' }),
  },
  'GET /api/v1/exhibits': {
    as: anonymous,
    query: () => ({
      keywords: 'desk',
      kind: 'furniture',
      owner: 'alice',
      areas: 'main-campus',
      tag: 'office-desk',
      inStock: 'true',
      ...page(),
    }),
    queryIds: ['owner', 'areas', 'tag'],
    queryTexts: ['keywords'],
    queryArrays: ['keywords', 'areas', 'tag'],
  },
  'GET /api/v1/exhibits/:id': { as: anonymous, params: exhibitP },
  'GET /api/v1/exhibits/:id/comments': { as: anonymous, params: exhibitP, query: page },
  'POST /api/v1/home/exhibits/:id/comments': {
    as: carol,
    params: exhibitP,
    body: () => ({ body: 'Still there?' }),
    texts: ['body'],
  },
  'PUT /api/v1/home/exhibits/:id/comments/:commentId': {
    as: carol,
    params: (x) => ({ id: x.exhibitId, commentId: x.commentId }),
    body: () => ({ body: 'Edited' }),
    texts: ['body'],
  },
  'GET /api/v1/home/favorites': { as: carol, query: page },
  'POST /api/v1/home/favorites/:exhibitId': {
    as: carol,
    params: (x) => ({ exhibitId: x.exhibitId }),
  },
  'POST /api/v1/home/exhibits/:id/contacts': contactRow(['locationManagerEmail']),
  'GET /api/v1/home/exhibits/:id/contacts/open': { as: carol, params: exhibitP },
  'GET /api/v1/home/contacts': {
    as: carol,
    query: () => ({ role: 'customer', view: 'all', ...page() }),
  },
  'GET /api/v1/home/contacts/:id': { as: carol, params: contactP },
  'POST /api/v1/home/contacts/:id/read': { as: carol, params: contactP },
  'POST /api/v1/home/contacts': {
    as: carol,
    body: (x) => ({ contactIds: [x.contactId] }),
    ids: ['contactIds.0'],
  },
  'GET /api/v1/home/contacts/:id/messages': { as: carol, params: contactP, query: page },
  'POST /api/v1/home/contacts/:id/messages': {
    as: carol,
    params: contactP,
    body: () => ({ body: 'Friday works' }),
    texts: ['body'],
  },
  'POST /api/v1/home/contacts/:id/confirm-pickup': contactStep(
    alice,
    () => ({ pickupAt: tokyoAt(12, '10:00') }),
    { dateTimes: ['pickupAt'] },
  ),
  'GET /api/v1/home/contacts/:id/calendar.ics': { as: carol, params: contactP },
  // A give-away has no return due date: `returnDueAt` is optional and left out of the valid body.
  'POST /api/v1/home/contacts/:id/handover': contactStep(
    alice,
    (x) => ({ items: [{ itemId: x.itemId, count: 1 }] }),
    { ids: ['items.0.itemId'], dateTimes: ['returnDueAt'], optional: ['returnDueAt'] },
  ),
  'POST /api/v1/home/contacts/:id/return-due': contactStep(
    alice,
    () => ({ returnDueAt: tokyoAt(21, '10:00') }),
    { dateTimes: ['returnDueAt'] },
  ),
  'POST /api/v1/home/contacts/:id/return-complete': contactStep(alice, () => ({})),
  'POST /api/v1/home/contacts/:id/evaluation': contactStep(
    carol,
    () => ({ score: 'good', comment: 'Thanks' }),
    { texts: ['comment'] },
  ),
  'POST /api/v1/home/contacts/:id/withdraw': contactStep(
    carol,
    () => ({ reason: 'Found another' }),
    { texts: ['reason'] },
  ),
  'POST /api/v1/home/contacts/:id/decline': contactStep(alice, () => ({ reason: 'Gone' }), {
    texts: ['reason'],
  }),
  'GET /api/v1/home/todos': { as: alice, query: () => ({ role: 'owner', ...page() }) },
  'GET /api/v1/home/notices': { as: alice, query: () => ({ role: 'owner', ...page() }) },
  'GET /api/v1/home/unreads': { as: alice, query: () => ({ role: 'owner', ...page() }) },
  'GET /api/v1/home/notifications': { as: alice },
  'DELETE /api/v1/home/notices/:id': { as: alice, params: (x) => ({ id: x.noticeId }) },
  'POST /api/v1/home/devices': { as: alice, ...deviceWrite },
  'GET /api/v1/home/devices': { as: alice, query: page },
  'GET /api/v1/home/devices/:id/qualifications': { as: alice, params: deviceP },
  'POST /api/v1/home/devices/:id/qualifications': {
    as: alice,
    params: deviceP,
    body: () => ({ userIds: ['carol'], note: 'Safety training' }),
    texts: ['note'],
    ids: ['userIds.0'],
  },
  'DELETE /api/v1/home/devices/:id/qualifications/:userId': {
    as: alice,
    params: (x) => ({ id: x.deviceId, userId: 'carol' }),
  },
  'GET /api/v1/home/devices/:id/qualifications/mine': { as: carol, params: deviceP },
  'POST /api/v1/home/devices/:id/training-requests': {
    as: carol,
    params: deviceP,
    body: () => ({ message: 'May I be trained?' }),
    texts: ['message'],
  },
  'GET /api/v1/home/devices/:id/outages': { as: alice, params: deviceP },
  'POST /api/v1/home/devices/:id/outages': {
    as: alice,
    params: deviceP,
    body: () => ({ start: tokyoAt(20, '00:00'), end: tokyoAt(21, '00:00'), reason: 'Service' }),
    texts: ['reason'],
    dateTimes: ['start', 'end'],
  },
  'DELETE /api/v1/home/devices/:id/outages/:outageId': {
    as: alice,
    params: (x) => ({ id: x.deviceId, outageId: 'outage-1' }),
  },
  'GET /api/v1/home/devices/:id/problems': { as: alice, params: deviceP },
  'POST /api/v1/home/devices/:id/problems': {
    as: alice,
    params: deviceP,
    body: () => ({ description: 'The lamp flickers' }),
    texts: ['description'],
  },
  'POST /api/v1/home/devices/:id/problems/:problemId/shutdown': {
    as: alice,
    params: (x) => ({ id: x.deviceId, problemId: 'problem-1' }),
  },
  'POST /api/v1/home/devices/:id/problems/:problemId/resolve': {
    as: alice,
    params: (x) => ({ id: x.deviceId, problemId: 'problem-1' }),
    body: () => ({ resolution: 'Lamp replaced' }),
    texts: ['resolution'],
  },
  'GET /api/v1/home/devices/:id': { as: alice, params: deviceP },
  'PUT /api/v1/home/devices/:id': { as: alice, params: deviceP, ...deviceWrite },
  'GET /api/v1/devices': { as: anonymous, query: page },
  'GET /api/v1/devices/:id': { as: anonymous, params: deviceP },
  'POST /api/v1/home/devices/:id/images': { as: alice, params: deviceP, raw: true },
  'DELETE /api/v1/home/devices/:id/images/:imageId': {
    as: alice,
    params: (x) => ({ id: x.deviceId, imageId: 'img-1' }),
  },
  'GET /api/v1/devices/:id/availability': { as: anonymous, params: deviceP, query: range },
  'POST /api/v1/home/devices/:id/reservations': {
    as: carol,
    params: deviceP,
    body: () => ({ start: tokyoAt(4, '10:00'), end: tokyoAt(4, '11:00'), purpose: 'Test' }),
    texts: ['purpose'],
    ids: ['fundId'],
    dateTimes: ['start', 'end'],
    optional: ['fundId'],
  },
  'GET /api/v1/home/devices/:id/reservations/series': {
    as: carol,
    params: deviceP,
    query: () => ({ start: tokyoAt(4, '10:00'), end: tokyoAt(4, '11:00'), weeks: '3' }),
    queryDateTimes: ['start', 'end'],
  },
  'POST /api/v1/home/devices/:id/reservations/series': {
    as: carol,
    params: deviceP,
    body: () => ({
      start: tokyoAt(5, '10:00'),
      end: tokyoAt(5, '11:00'),
      weeks: 3,
      purpose: 'Seminar',
    }),
    texts: ['purpose'],
    ids: ['fundId'],
    dateTimes: ['start', 'end'],
    optional: ['fundId'],
  },
  'POST /api/v1/home/devices/:id/waitlist': {
    as: carol,
    params: deviceP,
    body: () => ({ start: tokyoAt(6, '10:00'), end: tokyoAt(6, '11:00') }),
    dateTimes: ['start', 'end'],
  },
  'GET /api/v1/home/waitlist': { as: carol },
  'POST /api/v1/home/waitlist/:entryId/accept': {
    as: carol,
    params: () => ({ entryId: 'entry-1' }),
  },
  'DELETE /api/v1/home/waitlist/:entryId': { as: carol, params: () => ({ entryId: 'entry-1' }) },
  'GET /api/v1/home/reservations': {
    as: carol,
    query: () => ({ role: 'user', ...range(), ...page() }),
    queryDateTimes: ['from', 'to'],
  },
  'GET /api/v1/home/reservations.ics': {
    as: carol,
    query: () => ({ role: 'user', ...range() }),
    queryDateTimes: ['from', 'to'],
  },
  'GET /api/v1/home/reservations/:id': { as: carol, params: reservationP },
  // Assistance: carol's reservation asks for none, so the valid decisions are a 404.
  'GET /api/v1/home/staff/requests': { as: alice },
  'GET /api/v1/home/staff/sessions': { as: alice, query: range, queryDateTimes: ['from', 'to'] },
  'POST /api/v1/home/reservations/:id/assistance/accept': { as: alice, params: reservationP },
  'POST /api/v1/home/reservations/:id/assistance/decline': {
    as: alice,
    params: reservationP,
    body: () => ({ reason: 'On leave' }),
    texts: ['reason'],
  },
  // Usage reports: carol's reservation asks for none, so the valid report is a 409.
  'GET /api/v1/home/reservations/:id/report': { as: carol, params: reservationP },
  'PUT /api/v1/home/reservations/:id/report': {
    as: carol,
    params: reservationP,
    body: () => ({
      start: tokyoAt(-1, '10:00'),
      end: tokyoAt(-1, '11:00'),
      samples: 2,
      work: 'Imaging',
      results: '',
    }),
    texts: ['work', 'results'],
    dateTimes: ['start', 'end'],
  },
  'POST /api/v1/home/reservations/:id/report/confirm': { as: alice, params: reservationP },
  'GET /api/v1/home/usage-reports': { as: alice, query: () => ({ fiscalYear: '2026' }) },
  'GET /api/v1/home/usage-reports.csv': { as: alice, query: () => ({ fiscalYear: '2026' }) },
  // Outside users: fred is an external-funds officer; carol is on campus, so her affiliation is a
  // 404 and her registration a 409.
  'GET /api/v1/home/outside-users': { as: fred },
  'PUT /api/v1/home/outside-users/:uid/affiliation': {
    as: fred,
    params: () => ({ uid: 'carol' }),
    body: () => ({ kind: 'academic', name: 'Tohoku University' }),
    texts: ['name'],
  },
  'GET /api/v1/home/lender/registration': { as: alice },
  'PUT /api/v1/home/lender/registration': {
    as: alice,
    body: () => ({ required: false, fee: 5000, terms: 'Register yearly' }),
    texts: ['terms'],
  },
  'GET /api/v1/home/lenders/:id/registration': { as: carol, params: () => ({ id: 'alice' }) },
  'POST /api/v1/home/lenders/:id/registration': {
    as: carol,
    params: () => ({ id: 'alice' }),
    body: () => ({ fiscalYear: fiscalYearOf(new Date()) }),
  },
  'GET /api/v1/home/feeds': { as: carol },
  'POST /api/v1/home/feeds/:id': { as: alice, params: (x) => ({ id: `device-${x.deviceId}` }) },
  'GET /api/v1/feeds/:token.ics': {
    as: anonymous,
    params: (x) => ({ token: x.feedToken }),
    // A token of another shape is simply unknown (and never reaches Firestore).
    badParamAnswer: { status: 404, code: 'not_found' },
  },
  'POST /api/v1/home/reservations/:id/approve': reasonStep(alice),
  'POST /api/v1/home/reservations/:id/checkout': reasonStep(alice),
  'POST /api/v1/home/reservations/:id/return': reasonStep(alice),
  'POST /api/v1/home/reservations/:id/no-show': reasonStep(alice),
  'POST /api/v1/home/reservations/:id/check-in': reasonStep(carol),
  'POST /api/v1/home/reservations/:id/finish': reasonStep(carol),
  'POST /api/v1/home/reservations/:id/reject': reasonStep(alice),
  'POST /api/v1/home/reservations/:id/cancel': reasonStep(carol),
  // Budget decisions: on a reservation nobody holds a fund of, the valid request is a 404.
  'POST /api/v1/home/reservations/:id/budget-approve': {
    ...reasonStep(carol),
    params: () => ({ id: 'no-such-reservation' }),
  },
  'POST /api/v1/home/reservations/:id/budget-reject': {
    ...reasonStep(carol),
    params: () => ({ id: 'no-such-reservation' }),
  },
  'GET /api/v1/home/budget-reviews': { as: carol },
  'POST /api/v1/home/reservations/:id/consumables': {
    as: alice,
    params: reservationP,
    body: () => ({ item: 'Resin', quantity: 2, unitPrice: 300 }),
    texts: ['item'],
  },
  'DELETE /api/v1/home/reservations/:id/consumables/:consumableId': {
    as: alice,
    params: (x) => ({ id: x.reservationId, consumableId: 'consumable-1' }),
  },
  'GET /api/v1/home/groups/:id/funds': { as: alice, params: groupP },
  'POST /api/v1/home/groups/:id/funds': {
    as: alice,
    params: groupP,
    body: () => ({
      fiscalYear: 2026,
      name: 'Kakenhi',
      projectCode: '202600000001',
      holderUid: 'alice',
      monthlyCap: 100000,
      approvalThreshold: 5000,
    }),
    texts: ['name'],
    ids: ['holderUid'],
  },
  'PATCH /api/v1/home/groups/:id/funds/:fundId': {
    as: alice,
    params: () => ({ id: GROUP_ID, fundId: 'fund-1' }),
    body: () => ({ name: 'Renamed' }),
    texts: ['name'],
  },
  'GET /api/v1/home/groups/:id/funds/:fundId/charges': {
    as: alice,
    params: () => ({ id: GROUP_ID, fundId: 'fund-1' }),
  },
  'GET /api/v1/home/groups/:id/funds/:fundId/charges.csv': {
    as: alice,
    params: () => ({ id: GROUP_ID, fundId: 'fund-1' }),
  },
  'GET /api/v1/home/me/funds': { as: carol },
  'POST /api/v1/home/share-exhibits': { as: alice, ...shareWrite },
  'GET /api/v1/home/share-exhibits': { as: alice, query: page },
  'GET /api/v1/home/share-exhibits/:id': { as: alice, params: (x) => ({ id: x.shareExhibitId }) },
  'PUT /api/v1/home/share-exhibits/:id': {
    as: alice,
    params: (x) => ({ id: x.shareExhibitId }),
    ...shareWrite,
  },
  'GET /api/v1/share-exhibits': { as: anonymous, query: page },
  'GET /api/v1/home/bills': { as: carol, query: monthRange, queryMonths: ['from', 'to'] },
  'GET /api/v1/home/bills.csv': { as: carol, query: monthRange, queryMonths: ['from', 'to'] },
  'GET /api/v1/home/bills/:id': { as: carol, params: billP },
  'POST /api/v1/home/bills/:id/payments': {
    as: alice,
    params: billP,
    body: () => ({
      amount: 100,
      projectCode: '123456789012',
      note: 'Lab budget',
      lenderId: 'alice',
    }),
    texts: ['note'],
    ids: ['lenderId'],
  },
  'GET /api/v1/home/earnings': { as: alice, query: monthRange, queryMonths: ['from', 'to'] },
  'GET /api/v1/home/earnings.csv': { as: alice, query: monthRange, queryMonths: ['from', 'to'] },
  'POST /api/v1/home/backoffice/junk/:id/decision': decisionRow(june),
  'POST /api/v1/home/backoffice/funds/:id/decision': decisionRow(fred),
  'POST /api/v1/home/exhibits/:id/submit': { as: alice, params: exhibitP },
  'POST /api/v1/home/exhibits/:id/unpublish': { as: alice, params: exhibitP },
  'POST /api/v1/home/exhibits/:id/publish': { as: alice, params: exhibitP },
  'PUT /api/v1/home/exhibits/:id': {
    as: alice,
    params: exhibitP,
    ...exhibitWrite,
    body: (x) => withValue(exhibitBody(), 'items.0', { ...deskItem, id: x.itemId }),
    ids: [...exhibitWrite.ids, 'items.0.id'],
  },
  'POST /api/v1/home/reports': {
    as: carol,
    body: (x) => ({
      target: { kind: 'comment', exhibitId: x.exhibitId, commentId: x.commentId },
      reason: 'other',
      text: 'Looks like an advertisement',
    }),
    texts: ['text'],
    ids: ['target.exhibitId', 'target.commentId'],
  },
  'GET /api/v1/home/moderation/reports': {
    as: mona,
    query: () => ({ status: 'open', ...page() }),
  },
  'GET /api/v1/home/moderation/audit': { as: mona, query: page },
  'POST /api/v1/home/moderation/reports/:id/actions': {
    as: mona,
    params: (x) => ({ id: `exhibit:${x.exhibitId}~carol` }),
    body: () => ({ action: 'dismiss', reason: 'Nothing wrong' }),
    texts: ['reason'],
  },
  'POST /api/v1/home/moderation/audit/:id/revert': { as: mona, params: () => ({ id: 'a1' }) },
  'GET /api/v1/home/blocks': { as: carol },
  'PUT /api/v1/home/blocks/:accountId': { as: carol, params: () => ({ accountId: 'edna' }) },
  'DELETE /api/v1/home/blocks/:accountId': { as: carol, params: () => ({ accountId: 'edna' }) },
  'GET /api/v1/wanted': {
    as: anonymous,
    query: () => ({ keywords: 'desk', category: 'furniture', area: 'main-campus', ...page() }),
    queryIds: ['category', 'area'],
    queryTexts: ['keywords'],
    queryArrays: ['keywords'],
  },
  'GET /api/v1/wanted/:id': { as: anonymous, params: (x) => ({ id: x.wantedId }) },
  'GET /api/v1/home/wanted': { as: carol, query: page },
  'POST /api/v1/home/wanted': {
    as: carol,
    body: () => ({ ...WANTED, until: tokyoDaysAhead(7) }),
    texts: ['title', 'description', 'keywords'],
    ids: ['categoryId', 'areaId'],
    dateTimes: ['until'],
  },
  'PUT /api/v1/home/wanted/:id': {
    as: carol,
    params: (x) => ({ id: x.wantedId }),
    body: () => ({ ...WANTED, until: tokyoDaysAhead(7) }),
    texts: ['title', 'description', 'keywords'],
    ids: ['categoryId', 'areaId'],
    dateTimes: ['until'],
  },
  'GET /api/v1/home/wanted/:id/offers': { as: carol, params: (x) => ({ id: x.wantedId }) },
  'POST /api/v1/home/wanted/:id/offers': {
    as: alice,
    params: (x) => ({ id: x.wantedId }),
    body: (x) => ({ exhibitId: x.exhibitId, message: 'It has drawers' }),
    texts: ['message'],
    ids: ['exhibitId'],
  },
  'POST /api/v1/home/wanted/:id/offers/:offerId/accept': {
    as: carol,
    params: (x) => ({ id: x.wantedId, offerId: 'o1' }),
    body: (x) => {
      const { items: _items, ...accept } = contactBody(x.itemId);
      return accept;
    },
    texts: ['message', 'installationPlace', 'locationManager', 'locationManagerEmail'],
  },
  'POST /api/v1/home/wanted/:id/offers/:offerId/decline': {
    as: carol,
    params: (x) => ({ id: x.wantedId, offerId: 'o1' }),
  },
  'GET /api/v1/home/exhibits/:id/wanted': { as: alice, params: exhibitP },
  'POST /api/v1/home/wanted/:id/close': { as: carol, params: (x) => ({ id: x.wantedId }) },
  'GET /api/v1/impact': { as: anonymous },
  'GET /api/v1/impact/method': { as: anonymous },
  'GET /api/v1/home/backoffice/impact': {
    as: june,
    query: (x) => ({ ...monthRange(x), campus: 'main-campus', faculty: 'none', category: 'books' }),
    queryMonths: ['from', 'to'],
    queryIds: ['campus', 'faculty', 'category'],
  },
  'GET /api/v1/home/backoffice/impact.csv': {
    as: june,
    query: (x) => ({ ...monthRange(x), campus: 'main-campus', lang: 'en' }),
    queryMonths: ['from', 'to'],
    queryIds: ['campus'],
  },
  'GET /api/v1/home/saved-searches': { as: carol },
  'POST /api/v1/home/saved-searches': {
    as: carol,
    body: () => SAVED_SEARCH,
    texts: ['name', 'query.keywords.0'],
    ids: ['query.areas.0', 'query.tags.0'],
  },
  'PUT /api/v1/home/saved-searches/:id': {
    as: carol,
    params: (x) => ({ id: x.savedSearchId }),
    body: () => ({ name: 'Tables', mail: false }),
    texts: ['name'],
  },
  'DELETE /api/v1/home/saved-searches/:id': {
    as: carol,
    params: (x) => ({ id: x.savedSearchId }),
  },
  'GET /api/v1/home/exhibits/:id/applications': { as: alice, params: exhibitP },
  'POST /api/v1/home/exhibits/:id/applications': contactRow(),
  'DELETE /api/v1/home/exhibits/:id/applications': { as: carol, params: exhibitP },
  'GET /api/v1/home/exhibits/:id/draw': { as: alice, params: exhibitP },
  'POST /api/v1/home/exhibits/:id/draw': {
    as: alice,
    params: exhibitP,
    body: () => ({ winners: ['carol'] }),
    ids: ['winners.0'],
  },
  'DELETE /api/v1/home/favorites/:exhibitId': {
    as: carol,
    params: (x) => ({ exhibitId: x.exhibitId }),
  },
  'DELETE /api/v1/home/exhibits/:id/comments/:commentId': {
    as: carol,
    params: (x) => ({ id: x.exhibitId, commentId: x.commentId }),
  },
  'POST /api/v1/home/exhibits/:id/cancel': { as: alice, params: exhibitP },
  'POST /api/v1/home/groups/invitations/:code': {
    as: carol,
    params: (x) => ({ code: x.code }),
    badParamAnswer: { status: 400, code: 'invalid_invitation' },
    // Shaped like a code (12 to 64 of A-Z, a-z, 0-9, _ and -) but reserved by Firestore.
    moreBadParams: ['__reserved-code__'],
  },
  'DELETE /api/v1/home/groups/:id/invitations/:code': {
    as: alice,
    params: (x) => ({ id: GROUP_ID, code: x.code }),
    // A code of another shape is simply unknown (and never reaches Firestore).
    badParamAnswerOf: { code: { status: 404, code: 'not_found' } },
    moreBadParams: ['__reserved-code__'],
  },
  'POST /api/v1/home/groups/:id/leave': { as: (x) => x.bobForGroup, params: groupP },
  'DELETE /api/v1/home/groups/:id/members/:uid': { as: alice, params: memberP },
  'DELETE /api/v1/home/feeds/:id': { as: alice, params: (x) => ({ id: `device-${x.deviceId}` }) },
  'DELETE /api/v1/home/me': { as: (x) => x.zed },
};

// Building requests.

interface Case {
  /** What is bad, for the test's messages. */
  what: string;
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  body: unknown;
  headers: Record<string, string>;
  /** The location of the 400 `validation_error`, or the answer when it is something else. */
  location: string;
  answer?: { status: number; code: string };
}

/**
 * A deep copy of `value` with `path` (dotted, numbers index arrays) set to `to`. The path must be
 * in `value` unless `optional` (a typo would otherwise pass as an unknown key at the same location).
 */
function withValue(value: unknown, path: string, to: unknown, optional = false): Json {
  const copy = structuredClone(value) as Json;
  const keys = path.split('.');
  let node: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = keys.at(-1) ?? '';
  if (!optional && !(last in node)) throw new Error(`The valid body has no ${path}`);
  node[last] = to;
  return copy;
}

const describeValue = (value: unknown) => JSON.stringify(value).replace(/\\u/g, 'U+');

function validRequest(row: Row, x: Fixtures) {
  return {
    params: row.params?.(x) ?? {},
    query: row.query?.(x) ?? {},
    body: row.raw === true ? undefined : row.body?.(x),
    headers: row.headers?.(x) ?? {},
  };
}

/** Every bad request of `row`, each with one bad value in one place. */
function casesOf(key: string, row: Row, x: Fixtures): Case[] {
  const valid = validRequest(row, x);
  const cases: Case[] = [];
  const add = (what: string, change: Partial<Case> & { location: string }) =>
    cases.push({ what, ...valid, ...change });

  for (const name of Object.keys(valid.params)) {
    for (const bad of [...BAD_PARAMS, ...(row.moreBadParams ?? [])]) {
      add(`:${name} = ${bad}`, {
        params: { ...valid.params, [name]: bad },
        location: `params.${name}`,
        ...((row.badParamAnswerOf?.[name] ?? row.badParamAnswer) === undefined
          ? {}
          : { answer: row.badParamAnswerOf?.[name] ?? row.badParamAnswer }),
      });
    }
    for (const bad of UNDECODABLE_PARAMS) {
      add(`:${name} = ${bad}`, {
        params: { ...valid.params, [name]: bad },
        location: `params.${name}`,
        answer: UNDECODABLE,
      });
    }
  }
  for (const header of row.headerIds ?? []) {
    for (const bad of BAD_IDS.filter((v): v is string => typeof v === 'string')) {
      add(`${header}: ${bad}`, {
        headers: { ...valid.headers, [header]: bad },
        location: `headers.${header.toLowerCase()}`,
      });
    }
  }
  const inBody = (paths: string[] | undefined, values: readonly unknown[]) => {
    for (const path of paths ?? []) {
      for (const bad of values) {
        add(`body.${path} = ${describeValue(bad)}`, {
          body: withValue(valid.body, path, bad, row.optional?.includes(path)),
          location: `body.${path}`,
        });
      }
    }
  };
  inBody(row.texts, BAD_TEXTS);
  inBody(row.ids, BAD_IDS);
  inBody(row.dateTimes, BAD_DATE_TIMES);
  inBody(row.dates, BAD_DATES);
  if (!key.startsWith('GET ') && row.raw !== true) {
    add('an array as the body', { body: ['x'], location: 'body' });
  }

  const arrays = new Set(row.queryArrays ?? []);
  const inQuery = (keys: string[] | undefined, values: readonly string[]) => {
    for (const name of keys ?? []) {
      for (const bad of values) {
        add(`?${name}=${describeValue(bad)}`, {
          query: { ...valid.query, [name]: bad },
          location: arrays.has(name) ? `query.${name}.0` : `query.${name}`,
        });
      }
    }
  };
  inQuery(row.queryIds, BAD_FIELD_PATHS);
  inQuery(row.queryTexts, BAD_QUERY_TEXTS);
  inQuery(row.queryDateTimes, BAD_DATE_TIMES);
  inQuery(row.queryMonths, BAD_MONTHS);
  for (const [name, value] of Object.entries(valid.query)) {
    if (arrays.has(name)) continue;
    add(`?${name} repeated`, {
      query: { ...valid.query, [name]: [value, value] },
      location: `query.${name}`,
    });
  }
  return cases;
}

function urlOf(key: string, params: Record<string, string>, query: Case['query']): string {
  const path = key.split(' ')[1]!.replace(/:(\w+)|\*(\w+)/g, (_m, name?: string, wild?: string) => {
    const value = params[(name ?? wild)!] ?? '';
    // Bad values are written as they go on the wire; a wildcard keeps its slashes.
    const raw = [...BAD_PARAMS, ...UNDECODABLE_PARAMS].includes(value);
    if (raw || wild !== undefined) return value;
    return encodeURIComponent(value);
  });
  const search = Object.entries(query)
    .flatMap(([k, v]) =>
      (Array.isArray(v) ? v : [v]).map((one) => `${k}=${encodeURIComponent(one)}`),
    )
    .join('&');
  return search === '' ? path : `${path}?${search}`;
}

/** Sends one request with a short timeout: a hang fails the test instead of stalling it. */
function send(key: string, row: Row, x: Fixtures, c: Omit<Case, 'what' | 'location'>) {
  const method = key.split(' ')[0]!.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  const caller = row.as(x);
  const agent = request(app);
  let req = agent[method](urlOf(key, c.params, c.query)).timeout({
    response: 5_000,
    deadline: 8_000,
  });
  if (caller !== undefined) req = req.set(as(caller));
  req = req.set(c.headers);
  return c.body === undefined ? req : req.send(c.body as object);
}

// The tests.

beforeAll(async () => {
  f = await setUp();
}, 120_000);

describe('the route table', () => {
  it('when the app is enumerated, then every route is covered by a row and every row is a route', () => {
    const routes = routesOf(app);
    expect(routes.length).toBeGreaterThan(100);
    expect(
      routes.filter((r) => !(r in ROUTES)),
      'routes without a row',
    ).toEqual([]);
    expect(
      Object.keys(ROUTES).filter((r) => !routes.includes(r)),
      'rows without a route',
    ).toEqual([]);
  });
});

describe('bad input on every route', () => {
  it.each(Object.keys(ROUTES))(
    'when %s gets a bad value anywhere, then 400 validation_error at its location',
    async (key) => {
      const row = ROUTES[key]!;
      const failures: string[] = [];
      for (const c of casesOf(key, row, f)) {
        const res = await send(key, row, f, c);
        const got = { status: res.status, code: res.body.code, locations: locationsOf(res.body) };
        const want =
          c.answer === undefined
            ? { status: 400, code: 'validation_error', locations: [c.location] }
            : { ...c.answer, locations: [] };
        if (JSON.stringify(got) !== JSON.stringify(want)) {
          failures.push(`${c.what}: ${JSON.stringify(got)}`);
        }
      }
      expect(failures).toEqual([]);
    },
  );
});

describe('the valid requests of the table', () => {
  it.each(Object.keys(ROUTES))(
    'when %s gets its valid request, then validation and the caller pass (no 400, 401, 403 or 5xx)',
    async (key) => {
      const row = ROUTES[key]!;
      const res = await send(key, row, f, validRequest(row, f));
      expect([400, 401, 403], JSON.stringify(res.body)).not.toContain(res.status);
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
    },
  );
});

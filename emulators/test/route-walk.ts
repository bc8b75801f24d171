import type { DocumentData, Firestore, Query } from 'firebase-admin/firestore';
import { paths, type RouteName } from '../../web/src/lib/paths.js';

/**
 * The app's route table (`web/src/lib/paths.ts`) as the direct-entry walk visits it: for every route,
 * who opens it (a demo user with the right to) and the addresses, built with the route's own
 * `getHref` from demo-data ids. `satisfies Record<RouteName, ...>` makes the typecheck fail when a
 * route is added to the app and not here, so no route can be forgotten.
 */

/** The walk's identities; `visitor` is signed out. */
export type Who = 'visitor' | 'student' | 'junkOfficer' | 'fundsOfficer' | 'labAdmin';

/** The lab 鈴木 太郎 administers (demo data), whose pages and devices the lab admin walks. */
const LAB_GROUP = '鈴木研究室';

/** The demo users behind the signed-in identities (README, Demo accounts). */
export const WALKERS: Record<Exclude<Who, 'visitor'>, { email: string; group?: string }> = {
  student: { email: 'hanako.yamada@campus.example.ac.jp' },
  junkOfficer: { email: 'ken.sato@campus.example.ac.jp' },
  fundsOfficer: { email: 'misaki.takahashi@campus.example.ac.jp' },
  // 鈴木 太郎 administers the lab: he walks its pages acting for it.
  labAdmin: { email: 'taro.suzuki@campus.example.ac.jp', group: LAB_GROUP },
};

/** Ids of the seeded demo data the parameters are filled with (`demoIds`). */
export interface DemoIds {
  exhibit: string;
  device: string;
  /** The lab (the lab admin's group), a lender. */
  lab: string;
  /** A device the lab (the lab admin's group) lends. */
  labDevice: string;
  account: string;
  studentReuse: string;
  studentShare: string;
  studentOwnerContact: string;
  studentCustomerContact: string;
  waitingJunk: string;
  waitingFunds: string;
  /** 山田 花子's wanted post (demo-requests.ts). */
  studentWanted: string;
  /** 山田 花子's session of the demo SEM whose usage report is due (demo-devices.ts). */
  studentReport: string;
}

interface RouteVisit {
  /**
   * Who opens the route. A public route (`anonymous` in paths.ts) is opened by the visitor too,
   * except the sign-up pages, which are the visitor's only.
   */
  who: Exclude<Who, 'visitor'> | 'visitorOnly';
  hrefs(ids: DemoIds): string[];
  /**
   * The name of the screenshot kept for reviewers (`{shot}-{width}.png`), if any: taken by the
   * visitor on a public route, by the route's walker on the others.
   */
  shot?: string;
  /**
   * How many of the kit's form controls an identity must find on the page, where the page is a
   * form: the walk then waits for them, so "every control styled" is not checked on a page still
   * without its form (issue 15, bug 1: a page entered first showed bare browser controls).
   */
  controls?: Partial<Record<Who, number>>;
}

const one =
  (href: () => string): RouteVisit['hrefs'] =>
  () => [href()];

export const ROUTE_VISITS = {
  // The search box and the kind filter.
  home: {
    who: 'student',
    hrefs: one(() => paths.home.getHref()),
    controls: { visitor: 2, student: 2 },
  },
  exhibit: {
    who: 'student',
    hrefs: (ids) => [paths.exhibit.getHref(), paths.exhibit.getHref(ids.exhibit)],
    shot: 'exhibit',
  },
  share: { who: 'student', hrefs: one(() => paths.share.getHref()) },
  // The booking form (a visitor sees none).
  shareDevice: {
    who: 'student',
    hrefs: (ids) => [paths.shareDevice.getHref(ids.device)],
    controls: { student: 1 },
  },
  favorite: { who: 'student', hrefs: one(() => paths.favorite.getHref()) },
  wanted: { who: 'student', hrefs: one(() => paths.wanted.getHref()), shot: 'wanted' },
  wantedPost: { who: 'student', hrefs: (ids) => [paths.wantedPost.getHref(ids.studentWanted)] },
  myWanted: { who: 'student', hrefs: one(() => paths.myWanted.getHref()) },
  wantedCreate: { who: 'student', hrefs: one(() => paths.wantedCreate.getHref()) },
  wantedEdit: { who: 'student', hrefs: (ids) => [paths.wantedEdit.getHref(ids.studentWanted)] },
  savedSearches: {
    who: 'student',
    hrefs: one(() => paths.savedSearches.getHref()),
    shot: 'saved-searches',
  },
  impact: { who: 'student', hrefs: one(() => paths.impact.getHref()), shot: 'impact' },
  faq: { who: 'student', hrefs: one(() => paths.faq.getHref()) },
  terms: { who: 'student', hrefs: one(() => paths.terms.getHref()) },
  privacy: { who: 'student', hrefs: one(() => paths.privacy.getHref()) },
  about: { who: 'student', hrefs: one(() => paths.about.getHref()) },
  login: { who: 'visitorOnly', hrefs: one(() => paths.login.getHref()) },
  signupTerms: { who: 'visitorOnly', hrefs: one(() => paths.signupTerms.getHref()) },
  signupCreate: { who: 'visitorOnly', hrefs: one(() => paths.signupCreate.getHref()) },
  signupDone: { who: 'visitorOnly', hrefs: one(() => paths.signupDone.getHref()) },

  notificationTodo: { who: 'student', hrefs: one(() => paths.notificationTodo.getHref()) },
  notificationNotice: {
    who: 'student',
    hrefs: one(() => paths.notificationNotice.getHref('customer')),
  },
  notificationUnread: { who: 'student', hrefs: one(() => paths.notificationUnread.getHref()) },

  account: { who: 'student', hrefs: one(() => paths.account.getHref()) },
  accountJoin: { who: 'student', hrefs: one(() => paths.accountJoin.getHref()) },
  accountBlocks: { who: 'student', hrefs: one(() => paths.accountBlocks.getHref()) },
  accountDetail: { who: 'student', hrefs: (ids) => [paths.accountDetail.getHref(ids.account)] },
  group: { who: 'labAdmin', hrefs: one(() => paths.group.getHref()) },
  groupMembers: { who: 'labAdmin', hrefs: one(() => paths.groupMembers.getHref()) },
  // The lab's funds (demo-funds.ts) and the holder's budget reviews (one waits for him).
  groupFunds: { who: 'labAdmin', hrefs: one(() => paths.groupFunds.getHref()) },
  budgetReviews: { who: 'labAdmin', hrefs: one(() => paths.budgetReviews.getHref()) },
  systemGroups: { who: 'student', hrefs: one(() => paths.systemGroups.getHref()) },
  systemGroupCreate: { who: 'student', hrefs: one(() => paths.systemGroupCreate.getHref()) },
  // 高橋 美咲 is also the demo content editor.
  systemContents: { who: 'fundsOfficer', hrefs: one(() => paths.systemContents.getHref()) },

  backofficeFunds: { who: 'fundsOfficer', hrefs: one(() => paths.backofficeFunds.getHref()) },
  backofficeFundsDetail: {
    who: 'fundsOfficer',
    hrefs: (ids) => [paths.backofficeFundsDetail.getHref(ids.waitingFunds)],
  },
  backofficeJunk: { who: 'junkOfficer', hrefs: one(() => paths.backofficeJunk.getHref()) },
  // 佐藤 健 is also the demo's moderator; the seeded report waits in the queue.
  backofficeImpact: {
    who: 'fundsOfficer',
    hrefs: one(() => paths.backofficeImpact.getHref()),
    shot: 'impact-dashboard',
  },
  backofficeReports: {
    who: 'junkOfficer',
    hrefs: one(() => paths.backofficeReports.getHref()),
    shot: 'reports-queue',
  },
  backofficeJunkDetail: {
    who: 'junkOfficer',
    hrefs: (ids) => [paths.backofficeJunkDetail.getHref(ids.waitingJunk)],
  },

  // The status filter.
  reuseExhibits: {
    who: 'student',
    hrefs: one(() => paths.reuseExhibits.getHref()),
    controls: { student: 1 },
  },
  reuseExhibitCreate: {
    who: 'student',
    hrefs: one(() => paths.reuseExhibitCreate.getHref()),
    shot: 'create-exhibit-walk',
  },
  reuseExhibit: { who: 'student', hrefs: (ids) => [paths.reuseExhibit.getHref(ids.studentReuse)] },
  reuseExhibitEdit: {
    who: 'student',
    hrefs: (ids) => [paths.reuseExhibitEdit.getHref(ids.studentReuse)],
  },
  shareExhibits: { who: 'student', hrefs: one(() => paths.shareExhibits.getHref()) },
  shareExhibitCreate: { who: 'student', hrefs: one(() => paths.shareExhibitCreate.getHref()) },
  shareExhibit: { who: 'student', hrefs: (ids) => [paths.shareExhibit.getHref(ids.studentShare)] },
  shareExhibitEdit: {
    who: 'student',
    hrefs: (ids) => [paths.shareExhibitEdit.getHref(ids.studentShare)],
  },
  ownerContacts: { who: 'student', hrefs: one(() => paths.ownerContacts.getHref()) },
  // The chats' message box.
  ownerChat: {
    who: 'student',
    hrefs: (ids) => [paths.ownerChat.getHref(ids.studentOwnerContact)],
    controls: { student: 1 },
  },
  customerContacts: { who: 'student', hrefs: one(() => paths.customerContacts.getHref()) },
  customerChat: {
    who: 'student',
    hrefs: (ids) => [paths.customerChat.getHref(ids.studentCustomerContact)],
    shot: 'chat',
    controls: { student: 1 },
  },

  lenderDevices: { who: 'labAdmin', hrefs: one(() => paths.lenderDevices.getHref()) },
  lenderDeviceCreate: { who: 'labAdmin', hrefs: one(() => paths.lenderDeviceCreate.getHref()) },
  lenderDeviceQualifications: {
    who: 'labAdmin',
    hrefs: (ids) => [paths.lenderDeviceQualifications.getHref(ids.labDevice)],
  },
  lenderDeviceFacility: {
    who: 'labAdmin',
    hrefs: (ids) => [paths.lenderDeviceFacility.getHref(ids.labDevice)],
  },
  lenderReservations: { who: 'labAdmin', hrefs: one(() => paths.lenderReservations.getHref()) },
  lenderEarnings: { who: 'labAdmin', hrefs: one(() => paths.lenderEarnings.getHref()) },
  // The demo center's operator (the junk officer) assists SEM sessions: a request waits for them.
  lenderStaff: { who: 'junkOfficer', hrefs: one(() => paths.lenderStaff.getHref()) },
  lenderUsageReports: { who: 'labAdmin', hrefs: one(() => paths.lenderUsageReports.getHref()) },
  lenderOutsideUsers: { who: 'labAdmin', hrefs: one(() => paths.lenderOutsideUsers.getHref()) },
  userReservations: { who: 'student', hrefs: one(() => paths.userReservations.getHref()) },
  userPayments: { who: 'student', hrefs: one(() => paths.userPayments.getHref()) },
  userUsageReport: {
    who: 'student',
    hrefs: (ids) => [paths.userUsageReport.getHref(ids.studentReport)],
  },
  // The student's standing with the lab as a lender (on campus: no registration needed).
  userRegistration: { who: 'student', hrefs: (ids) => [paths.userRegistration.getHref(ids.lab)] },
} satisfies Record<RouteName, RouteVisit>;

/**
 * Addresses that rightly send the walker elsewhere: /exhibits without an id shows the home page's
 * search, and the sign-up steps belong to a signed-in newcomer without a profile, so a visitor is
 * sent to log in first.
 */
export const REDIRECTS: Readonly<Record<string, string>> = {
  [paths.exhibit.getHref()]: paths.home.getHref(),
  [paths.signupTerms.getHref()]: paths.login.path,
  [paths.signupCreate.getHref()]: paths.login.path,
  [paths.signupDone.getHref()]: paths.login.path,
};

/** One address of the walk, as one identity opens it. */
export interface WalkStop {
  route: RouteName;
  href: string;
  /** The reviewers' screenshot this identity takes here (`RouteVisit.shot`). */
  shot?: string;
  /** The least number of the kit's form controls this identity must find (`RouteVisit.controls`). */
  controls: number;
}

/** The addresses `who` opens, in the route table's order. */
export function walkOf(who: Who, ids: DemoIds): WalkStop[] {
  return (Object.entries(ROUTE_VISITS) as [RouteName, RouteVisit][]).flatMap(([route, visit]) => {
    const { anonymous } = paths[route];
    const opens = who === 'visitor' ? anonymous : visit.who === who;
    if (!opens) return [];
    const shooter = anonymous ? 'visitor' : visit.who;
    return visit.hrefs(ids).map((href) => ({
      route,
      href,
      // A redirected address shows another route's page.
      shot: who === shooter && !(href in REDIRECTS) ? visit.shot : undefined,
      controls: visit.controls?.[who] ?? 0,
    }));
  });
}

const STUDENT = 'demo-hanako';
const JUNK_OFFICER = 'demo-junk';

/** The first id a query answers, or an error naming what the demo data lacks. */
async function firstId(
  query: Query,
  what: string,
  keep: (data: DocumentData) => boolean = () => true,
): Promise<string> {
  const found = (await query.get()).docs.find((doc) => keep(doc.data()));
  if (!found) throw new Error(`The demo data has no ${what}`);
  return found.id;
}

/** The demo data's ids for the route parameters, read from the stack's Firestore. */
export async function demoIds(db: Firestore): Promise<DemoIds> {
  const exhibits = db.collection('exhibits');
  const contacts = db.collection('contacts');
  const lab = await firstId(db.collection('groups').where('name', '==', LAB_GROUP), 'the lab');
  return {
    exhibit: await firstId(
      exhibits.where('approvalStatus', '==', 'approved').where('displayState', '==', 'on_display'),
      'exhibit on display',
      (data) => data.type === 'reuse' && data.published === true,
    ),
    device: await firstId(db.collection('devices').where('active', '==', true), 'active device'),
    lab,
    labDevice: await firstId(
      db.collection('devices').where('lenderId', '==', lab),
      "the lab's device",
    ),
    account: 'demo-taro',
    studentReuse: await firstId(exhibits.where('ownerId', '==', STUDENT), "student's exhibit"),
    studentShare: await firstId(
      db.collection('shareExhibits').where('ownerId', '==', STUDENT),
      "student's listing",
    ),
    studentOwnerContact: await firstId(contacts.where('ownerId', '==', STUDENT), 'contact to her'),
    studentCustomerContact: await firstId(
      contacts.where('customerId', '==', STUDENT),
      'contact of hers',
    ),
    // The junk-inquiry officer may not decide on his own exhibit: the walk opens another one.
    waitingJunk: await firstId(
      exhibits.where('approvalStatus', '==', 'wait_junk'),
      'exhibit waiting for the junk-inquiry officer',
      (data) => data.ownerId !== JUNK_OFFICER,
    ),
    waitingFunds: await firstId(
      exhibits.where('approvalStatus', '==', 'wait_funds'),
      'exhibit waiting for the external-funds officer',
    ),
    studentWanted: await firstId(
      db.collection('wanted').where('accountId', '==', STUDENT),
      "student's wanted post",
    ),
    studentReport: await firstId(
      db.collection('reservations').where('userId', '==', STUDENT),
      "student's session with a usage report",
      (data) => data.report != null,
    ),
  };
}

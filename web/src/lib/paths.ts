import { isId } from '@campus/model/ids';
/**
 * The route table (spec section 2): every route's `path` pattern (for the router) and `getHref` (for
 * links), so no path strings are scattered through components. `anonymous` marks the routes a visitor
 * may open without signing in; every other route redirects to /login?redirectUrl=... (see
 * `isAnonymousPath`).
 */

export type ChatRole = 'owner' | 'customer';

const route = <A extends unknown[]>(
  path: string,
  getHref: (...args: A) => string,
  anonymous = false,
) => ({ path, getHref, anonymous }) as const;

const fixed = (path: string, anonymous = false) => route(path, () => path, anonymous);
const withId = (pattern: string) =>
  route(pattern, (id: string) => pattern.replace(':id', encodeURIComponent(id)));

/**
 * The home page's search in its address (`/?keywords=机&keywords=椅子&areas=north&tag=desk&page=2`),
 * arrays as repeated keys: what the search feature reads back (`features/search/search-params.ts`)
 * and whatever links to a search builds (a saved search, its notice).
 */
export interface HomeSearch {
  keywords: readonly string[];
  kind: string | null;
  areas: readonly string[];
  inStock: boolean;
  /** Category ids (any level). */
  tags: readonly string[];
  expiredAlso?: boolean;
  /** From 1; the first page when absent. */
  page?: number;
  /** Where the page starts (the previous page's `next`); only from the second page on. */
  after?: string | null;
}

export function homeSearchParams(search: HomeSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const keyword of search.keywords) params.append('keywords', keyword);
  if (search.kind) params.set('kind', search.kind);
  for (const area of search.areas) params.append('areas', area);
  if (search.inStock) params.set('inStock', 'true');
  if (search.expiredAlso) params.set('expiredAlso', 'true');
  for (const tag of search.tags) params.append('tag', tag);
  const page = search.page ?? 1;
  if (page > 1) params.set('page', String(page));
  if (page > 1 && search.after) params.set('after', search.after);
  return params;
}

export const paths = {
  // Public
  home: route(
    '/',
    (search?: HomeSearch) => {
      const query = search ? homeSearchParams(search).toString() : '';
      return query ? `/?${query}` : '/';
    },
    true,
  ),
  exhibit: route(
    '/exhibits/:id?',
    (id?: string) => (id ? `/exhibits/${encodeURIComponent(id)}` : '/exhibits'),
    true,
  ),
  share: fixed('/share', true),
  // Not in the spec's route list (section 2 names /share only): the page a device card leads to.
  // A device's page, optionally opening the week of a date (`?week=YYYY-MM-DD`).
  shareDevice: route(
    '/share/:id',
    (id: string, week?: string) =>
      `/share/${encodeURIComponent(id)}${week === undefined ? '' : `?week=${week}`}`,
    true,
  ),
  favorite: fixed('/favorite', true),
  // Wanted posts (docs/wanted.md): what members look for, public like the exhibits.
  wanted: fixed('/wanted', true),
  wantedPost: route('/wanted/:id', (id: string) => `/wanted/${encodeURIComponent(id)}`, true),
  // What reuse achieved over the last 12 months and how it is estimated (docs/impact.md).
  impact: fixed('/impact', true),
  faq: fixed('/faq', true),
  terms: fixed('/terms', true),
  privacy: fixed('/privacy', true),
  about: fixed('/about', true),
  login: route(
    '/login',
    (redirectUrl?: string) =>
      redirectUrl ? `/login?redirectUrl=${encodeURIComponent(redirectUrl)}` : '/login',
    true,
  ),
  signupTerms: fixed('/signup/terms', true),
  signupCreate: fixed('/signup/create', true),
  signupDone: fixed('/signup/done', true),

  // Notifications (?role=owner|customer)
  notificationTodo: route(
    '/notification/todo',
    (role: ChatRole = 'owner') => `/notification/todo?role=${role}`,
  ),
  notificationNotice: route(
    '/notification/notice',
    (role: ChatRole = 'owner') => `/notification/notice?role=${role}`,
  ),
  notificationUnread: route(
    '/notification/unread',
    (role: ChatRole = 'owner') => `/notification/unread?role=${role}`,
  ),

  // Manage: account and groups
  account: fixed('/manage/account'),
  accountJoin: fixed('/manage/account/join'),
  accountBlocks: fixed('/manage/account/blocks'),
  accountDetail: withId('/manage/account/:id'),
  group: fixed('/manage/group'),
  groupMembers: fixed('/manage/group/members'),
  // The acting group's funds per fiscal year, and a fund's statement (issue 19, part 4).
  groupFunds: fixed('/manage/group/funds'),
  systemGroups: fixed('/manage/system/group'),
  systemGroupCreate: fixed('/manage/system/group/create'),
  systemContents: fixed('/manage/system/contents'),

  // Manage: what the user looks for (wanted posts, saved searches of the home page)
  myWanted: fixed('/manage/wanted'),
  wantedCreate: fixed('/manage/wanted/create'),
  wantedEdit: withId('/manage/wanted/:id/edit'),
  savedSearches: fixed('/manage/saved-searches'),

  // Manage: back office
  backofficeFunds: fixed('/manage/backoffice/funds'),
  backofficeFundsDetail: withId('/manage/backoffice/funds/:id'),
  backofficeJunk: fixed('/manage/backoffice/junk'),
  backofficeJunkDetail: withId('/manage/backoffice/junk/:id'),
  backofficeReports: fixed('/manage/backoffice/reports'),
  // The reuse-impact dashboard: any officer role.
  backofficeImpact: fixed('/manage/backoffice/impact'),

  // Manage: exhibits and trades
  reuseExhibits: fixed('/manage/exhibit/reuse'),
  reuseExhibitCreate: fixed('/manage/exhibit/reuse/create'),
  reuseExhibit: withId('/manage/exhibit/reuse/:id'),
  reuseExhibitEdit: withId('/manage/exhibit/reuse/:id/edit'),
  shareExhibits: fixed('/manage/exhibit/share'),
  shareExhibitCreate: fixed('/manage/exhibit/share/create'),
  shareExhibit: withId('/manage/exhibit/share/:id'),
  shareExhibitEdit: withId('/manage/exhibit/share/:id/edit'),
  ownerContacts: fixed('/manage/exhibit/contact'),
  ownerChat: route('/manage/exhibit/contact/chat/:id?', (id?: string) =>
    id ? `/manage/exhibit/contact/chat/${encodeURIComponent(id)}` : '/manage/exhibit/contact/chat',
  ),
  customerContacts: fixed('/manage/receipt/contact'),
  customerChat: route('/manage/receipt/contact/chat/:id?', (id?: string) =>
    id ? `/manage/receipt/contact/chat/${encodeURIComponent(id)}` : '/manage/receipt/contact/chat',
  ),

  // Manage: share mode
  lenderDevices: fixed('/manage/lender/devices'),
  lenderDeviceCreate: fixed('/manage/lender/devices/create'),
  lenderDeviceQualifications: withId('/manage/lender/devices/:id/qualifications'),
  lenderDeviceFacility: withId('/manage/lender/devices/:id/facility'),
  lenderReservations: fixed('/manage/lender/reservations'),
  lenderEarnings: fixed('/manage/lender/earnings'),
  // The requests for assistance waiting for the signed-in person as a device's staff, and the
  // sessions they assist.
  lenderStaff: fixed('/manage/lender/staff'),
  // The usage reports (利用報告) of the identity's devices for a fiscal year, and their CSV.
  lenderUsageReports: fixed('/manage/lender/usage-reports'),
  // Users from outside the campus: the identity's yearly registration settings as lender, and the
  // accounts the allow-list admitted with their affiliations.
  lenderOutsideUsers: fixed('/manage/lender/outside-users'),
  userReservations: fixed('/manage/user/reservations'),
  // A session's usage report: its user files it, its lender reads and confirms it.
  userUsageReport: withId('/manage/user/reservations/:id/report'),
  // An outside user's yearly registration with a lender (by the lender's id; `?fiscalYear=`).
  userRegistration: withId('/manage/user/registrations/:id'),
  userPayments: fixed('/manage/user/payments'),
  // The charges waiting for the signed-in person as a fund's budget holder.
  budgetReviews: fixed('/manage/user/budget-reviews'),
} as const;

export type RouteName = keyof typeof paths;

/**
 * Paths a visitor may open without a session. Spec section 6 lists /, /login, /faq, /signup, /favorite,
 * /terms, /privacy and /about; the public exhibit pages (/exhibits/..., /share, /share/{id}) of section 2 are added,
 * since visitors "can browse and search" and contacting from an exhibit asks them to log in, and so
 * are the wanted posts (/wanted, /wanted/{id}) and the reuse impact (/impact).
 */
const ANONYMOUS_PREFIXES = ['/signup/', '/exhibits/', '/share/', '/wanted/'];

export function isAnonymousPath(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (ANONYMOUS_PREFIXES.some((prefix) => `${normalized}/`.startsWith(prefix))) return true;
  return Object.values(paths).some(
    (r) => r.anonymous && !r.path.includes(':') && r.path === normalized,
  );
}

/** Ids in route parameters: what the API issues (Firestore ids, kebab-case lookups). Others are 404. */
export function isValidRouteId(id: string | undefined): id is string {
  return id !== undefined && isId(id);
}

/**
 * The manage layout's mode (spec section 2, Layouts): share under /manage/exhibit/share, /manage/user
 * and /manage/lender; reuse under other /manage/exhibit/ paths; otherwise null (keep the current one).
 */
export type Mode = 'reuse' | 'share';

export function modeOfPath(pathname: string): Mode | null {
  if (/^\/manage\/(exhibit\/share|user|lender)(\/|$)/.test(pathname)) return 'share';
  if (/^\/manage\/exhibit(\/|$)/.test(pathname)) return 'reuse';
  return null;
}

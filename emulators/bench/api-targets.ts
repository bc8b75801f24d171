/**
 * The eight reads `npm run bench:api` loads (issue 17, target 3), each as an API path and as its
 * raw counterpart: the same Firestore reads made in process through the route's own store calls,
 * without HTTP, Hosting, the Functions emulator or the app's middleware.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { createCommentsStore } from '../../functions/src/features/comments/store.js';
import { createDevicesStore } from '../../functions/src/features/devices/store.js';
import { createLookupsStore } from '../../functions/src/features/lookups/store.js';
import { createNotificationsStore } from '../../functions/src/features/notifications/store.js';
import { createReservationsStore } from '../../functions/src/features/reservations/store.js';
import { searchExhibits } from '../../functions/src/features/search/routes.js';
import { searchQuery } from '../../functions/src/features/search/schema.js';
import { createExhibitsReadStore } from '../../functions/src/features/search/store.js';

export interface ReadTarget {
  name: string;
  /** Under `/api/v1`, with its query. */
  path: string;
  /** Sent with the demo user's ID token (the header's reads); else anonymous (public pages). */
  signedIn: boolean;
  /** The route's Firestore reads, in process. */
  raw: () => Promise<unknown>;
}

/** What the reads are about: found in the demo data by the bench before it loads anything. */
export interface TargetIds {
  exhibitId: string;
  deviceId: string;
  uid: string;
  /** A week of availability, as the share page asks for it. */
  from: Date;
  to: Date;
}

/** The search of the bench: a keyword of several demo exhibits, with a filter. */
export const SEARCH_KEYWORD = '椅子';
const PAGE = 20;

export function readTargets(db: Firestore, ids: TargetIds, now: () => Date): ReadTarget[] {
  const exhibits = createExhibitsReadStore(db);
  const comments = createCommentsStore(db);
  const notifications = createNotificationsStore(db);
  const devices = createDevicesStore(db);
  const reservations = createReservationsStore(db);
  const lookups = createLookupsStore(db);
  const listing = searchQuery.parse({});
  const search = searchQuery.parse({ keywords: [SEARCH_KEYWORD], inStock: 'true' });
  const week = `from=${ids.from.toISOString()}&to=${ids.to.toISOString()}`;
  return [
    {
      name: 'home listing',
      path: '/exhibits',
      signedIn: false,
      raw: () => searchExhibits(exhibits, listing, null, now()),
    },
    {
      name: 'search (keyword, in stock)',
      path: `/exhibits?keywords=${encodeURIComponent(SEARCH_KEYWORD)}&inStock=true`,
      signedIn: false,
      raw: () => searchExhibits(exhibits, search, null, now()),
    },
    {
      name: 'exhibit',
      path: `/exhibits/${ids.exhibitId}`,
      signedIn: false,
      raw: async () => {
        const exhibit = await exhibits.getExhibit(ids.exhibitId);
        if (exhibit === undefined) throw new Error('no exhibit');
        return Promise.all([
          exhibits.getItems(exhibit.id),
          exhibits.getAccounts([exhibit.ownerId]),
        ]);
      },
    },
    {
      name: 'comments',
      path: `/exhibits/${ids.exhibitId}/comments`,
      signedIn: false,
      raw: async () => {
        await exhibits.getExhibit(ids.exhibitId);
        const page = await comments.listComments(ids.exhibitId, PAGE, 0);
        return exhibits.getAccounts(page.comments.map((c) => c.accountId));
      },
    },
    {
      name: 'notification counters',
      path: '/home/notifications',
      signedIn: true,
      raw: async () => notifications.counters(await notifications.accountIdsOf(ids.uid)),
    },
    {
      name: 'to-dos',
      path: `/home/todos?role=owner`,
      signedIn: true,
      raw: async () =>
        notifications.listTodos(await notifications.accountIdsOf(ids.uid), 'owner', PAGE, 0),
    },
    {
      name: 'device availability',
      path: `/devices/${ids.deviceId}/availability?${week}`,
      signedIn: false,
      raw: async () => {
        await devices.get(ids.deviceId);
        return reservations.busy(ids.deviceId, ids.from, ids.to);
      },
    },
    {
      name: 'categories',
      path: '/categories',
      signedIn: false,
      raw: () => lookups.listCategories(),
    },
  ];
}

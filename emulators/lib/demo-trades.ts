import type { Firestore } from 'firebase-admin/firestore';
import { contactInputSchema, handoverInputSchema } from '../../functions/src/model/contact.js';
import type { ContactStep } from '../../functions/src/features/contacts/store.js';
import { createContactUseCases } from '../../functions/src/features/contacts/use-cases.js';
import { createMeStore } from '../../functions/src/features/me/store.js';
import { demoAccountId, readDemoUsers } from './demo-users.js';

/**
 * A few trades on the demo exhibits, written through the contacts store (the API's rules, to-dos and
 * read markers), so the header badges, panels and notification pages have something to show:
 * a contact waiting for a reply, one answered with a pick-up booked (a lab's exhibit, so both lab
 * members see it), and one handed over and waiting for the evaluations.
 * Idempotent: a customer who already has a contact on the exhibit is left alone.
 */

const HOUR = 60 * 60 * 1000;

export interface DemoTrade {
  customer: string;
  owner: string;
  /** Name of the owner's group that owns the exhibit. */
  ownerGroup?: string;
  exhibitTitle: string;
  message: string;
  quantity: number;
  /** What follows: the owner's reply, a confirmed pick-up, the handover. */
  reply?: string;
  pickup?: boolean;
  handover?: number;
}

export const DEMO_TRADES: readonly DemoTrade[] = [
  {
    customer: 'demo-hanako',
    owner: 'demo-taro',
    exhibitTitle: 'スチール本棚 2台',
    message: '研究室で使いたいので1台いただけますか？来週の平日でしたら伺えます。',
    quantity: 1,
  },
  {
    customer: 'demo-junk',
    owner: 'demo-taro',
    ownerGroup: '鈴木研究室',
    exhibitTitle: 'パーティションとコートハンガー',
    message: 'ローパーティションを2枚いただけますか？事務室の受付に置きたいです。',
    quantity: 2,
    reply: 'どうぞ。研究室（302号室）までお越しください。',
    pickup: true,
  },
  {
    customer: 'demo-funds',
    owner: 'demo-hanako',
    exhibitTitle: 'コピー用紙とファイル（未使用）',
    message: 'Could I have two packs of copy paper for our office?',
    quantity: 2,
    reply: 'Sure, come by any weekday afternoon.',
    pickup: true,
    handover: 2,
  },
];

export async function seedDemoTrades(db: Firestore, now = new Date()): Promise<number> {
  const contacts = createContactUseCases(db);
  const me = createMeStore(db);
  const emails = new Map(readDemoUsers().map((u) => [u.uid, u.email]));
  let created = 0;
  for (const trade of DEMO_TRADES) {
    const ownerId = await demoAccountId(me, trade.owner, trade.ownerGroup);
    if (ownerId === undefined) continue;
    const exhibit = (
      await db
        .collection('exhibits')
        .where('ownerId', '==', ownerId)
        .where('title', '==', trade.exhibitTitle)
        .limit(1)
        .get()
    ).docs[0];
    if (exhibit === undefined) continue;
    const existing = await db
      .collection('contacts')
      .where('exhibitId', '==', exhibit.id)
      .where('customerId', '==', trade.customer)
      .limit(1)
      .get();
    if (!existing.empty) continue;
    const item = (await exhibit.ref.collection('items').limit(1).get()).docs[0];
    if (item === undefined) continue;

    const customerEmail = emails.get(trade.customer) ?? 'demo@campus.example.ac.jp';
    const input = contactInputSchema.parse({
      message: trade.message,
      items: [{ itemId: item.id, quantity: trade.quantity }],
      installationPlace: '事務棟 1F',
      locationManager: 'Demo',
      locationManagerEmail: customerEmail,
      agreedToNotice: true,
    });
    let at = new Date(now.getTime() - 30 * HOUR);
    const { id } = await contacts.openContact(
      { uid: trade.customer, accountId: trade.customer },
      exhibit.id,
      input,
      at,
    );
    const owner = { uid: trade.owner, identity: ownerId };
    const later = () => (at = new Date(at.getTime() + 2 * HOUR));
    if (trade.reply !== undefined) await contacts.postMessage(id, owner, trade.reply, later());
    const steps: ContactStep[] = [];
    if (trade.pickup === true) {
      const from = (exhibit.get('pickupFrom') as { toDate(): Date }).toDate();
      steps.push({ action: 'confirm_pickup', pickupAt: new Date(from.getTime() + 2 * HOUR) });
    }
    if (trade.handover !== undefined) {
      const { items } = handoverInputSchema.parse({
        items: [{ itemId: item.id, count: trade.handover }],
      });
      steps.push({ action: 'handover', items });
    }
    for (const step of steps) await contacts.takeStep(id, owner, step, later());
    created += 1;
  }
  return created;
}

/** The status a demo trade is left in. */
export function demoTradeStatus(
  trade: DemoTrade,
): 'waiting' | 'open' | 'waitpickup' | 'waitcustomerevaluation' {
  if (trade.handover !== undefined) return 'waitcustomerevaluation';
  if (trade.pickup === true) return 'waitpickup';
  return trade.reply === undefined ? 'waiting' : 'open';
}

import type { ContactInput } from '../../model/contact';
import { SEED_PATTERN, seededRandom } from '../../shared/seeded-random';

export { SEED_PATTERN, seededRandom };

/**
 * Fair allocation of an exhibit in "application" mode (docs/allocation.md): pure functions, no
 * Firestore. Applicants are put in a random order drawn from a recorded seed; in that order each
 * gets what they asked for while the stock lasts (all of it or nothing), so one applicant never
 * takes a share that would leave the next with half an order. The seed and the order are stored
 * with the draw: anyone with them can run `drawWinners` again and get the same winners.
 */

/**
 * The draw's order: the account ids sorted (so the stored order of applications does not matter),
 * then shuffled by Fisher-Yates with the seed's generator.
 */
export function drawOrder(seed: string, accountIds: readonly string[]): string[] {
  const order = [...new Set(accountIds)].sort();
  const random = seededRandom(seed);
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] as string, order[i] as string];
  }
  return order;
}

export type RequestedItems = ContactInput['items'];

export interface Allocation {
  winners: string[];
  losers: string[];
}

/**
 * Goes down `order` giving each applicant their whole request while every item of it is in stock;
 * an applicant whose request no longer fits loses, and the next is tried.
 */
export function allocate(
  order: readonly string[],
  requests: ReadonlyMap<string, RequestedItems>,
  stock: ReadonlyMap<string, number>,
): Allocation {
  const left = new Map(stock);
  const winners: string[] = [];
  const losers: string[] = [];
  for (const accountId of order) {
    const items = requests.get(accountId) ?? [];
    const fits =
      items.length > 0 && items.every((item) => (left.get(item.itemId) ?? 0) >= item.quantity);
    if (!fits) {
      losers.push(accountId);
      continue;
    }
    for (const item of items) left.set(item.itemId, (left.get(item.itemId) ?? 0) - item.quantity);
    winners.push(accountId);
  }
  return { winners, losers };
}

/** What a winner's trade still holds of an item: asked for, and not handed over yet. */
export interface PromisedItem {
  itemId: string;
  quantity: number;
  handedOver: number;
}

/**
 * After the draw, the units first come may still ask for: per item, its stock less what the
 * winners' trades under way (`promised`) still wait for, never below 0; summed over the items.
 */
export function firstComeStock(
  stock: ReadonlyMap<string, number>,
  promised: readonly PromisedItem[],
): number {
  const waiting = new Map<string, number>();
  for (const p of promised) {
    waiting.set(p.itemId, (waiting.get(p.itemId) ?? 0) + Math.max(0, p.quantity - p.handedOver));
  }
  let left = 0;
  for (const [itemId, units] of stock) left += Math.max(0, units - (waiting.get(itemId) ?? 0));
  return left;
}

/** The whole draw: the order from the seed, then the allocation in that order. */
export function drawWinners(
  seed: string,
  requests: ReadonlyMap<string, RequestedItems>,
  stock: ReadonlyMap<string, number>,
): Allocation & { order: string[] } {
  const order = drawOrder(seed, [...requests.keys()]);
  return { order, ...allocate(order, requests, stock) };
}

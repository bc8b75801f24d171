/**
 * The pure part of `npm run bench:bill`: what an action costs, the usage model, Firestore's prices
 * and the monthly bill, and the markdown tables. No Firestore in here (unit-tested in bench.test.ts).
 */

/** What one user action cost, as counted by `count-reads.ts`. */
export interface ActionCost {
  /** Billed document reads (API and triggers). */
  reads: number;
  writes: number;
  deletes: number;
  /** Function invocations: API calls plus trigger runs. */
  invocations: number;
}

export interface MeasuredAction {
  action: string;
  /** What the API calls served: the web page's requests. */
  api: ActionCost;
  /** What the Firestore triggers the action's writes fire cost (`features/notifications`). */
  triggers: ActionCost;
}

export const ZERO_COST: ActionCost = { reads: 0, writes: 0, deletes: 0, invocations: 0 };

export function addCosts(a: ActionCost, b: ActionCost, times = 1): ActionCost {
  return {
    reads: a.reads + b.reads * times,
    writes: a.writes + b.writes * times,
    deletes: a.deletes + b.deletes * times,
    invocations: a.invocations + b.invocations * times,
  };
}

export const actionTotal = (m: MeasuredAction): ActionCost => addCosts(m.api, m.triggers);

/**
 * Firestore (Standard edition) in Tokyo, asia-northeast1, in USD per 100,000 documents, the free
 * tier per day of the (default) database, and Cloud Functions (2nd gen) invocations per million
 * beyond 2 million free a month. The rate of the yen is an assumption, stated in the doc.
 */
export const PRICES = {
  readsPer100k: 0.038,
  writesPer100k: 0.115,
  deletesPer100k: 0.013,
  freeReadsPerDay: 50_000,
  freeWritesPerDay: 20_000,
  freeDeletesPerDay: 20_000,
  invocationsPerMillion: 0.4,
  freeInvocationsPerMonth: 2_000_000,
  yenPerDollar: 150,
  daysPerMonth: 30,
} as const;

/** How often an active user does each action a day (the usage model of docs/performance.md). */
export type UsageModel = Readonly<Record<string, number>>;

export interface MonthlyBill {
  users: number;
  perUserDay: ActionCost;
  /** Yen a month beyond the free tiers, by kind, and in all. */
  yen: { reads: number; writes: number; deletes: number; invocations: number; total: number };
}

/** One user's day under `model`; an action the model names but nobody measured is an error. */
export function dayOf(measured: readonly MeasuredAction[], model: UsageModel): ActionCost {
  let day = ZERO_COST;
  for (const [action, times] of Object.entries(model)) {
    const m = measured.find((x) => x.action === action);
    if (m === undefined) throw new Error(`The usage model names an unmeasured action: ${action}`);
    day = addCosts(day, actionTotal(m), times);
  }
  return day;
}

/** The month of `users` active users, each living `perUserDay`, beyond the free tiers. */
export function monthlyBill(users: number, perUserDay: ActionCost, prices = PRICES): MonthlyBill {
  const days = prices.daysPerMonth;
  const daily = (perUser: number, free: number, per100k: number) =>
    (Math.max(0, users * perUser - free) / 100_000) * per100k * days * prices.yenPerDollar;
  const reads = daily(perUserDay.reads, prices.freeReadsPerDay, prices.readsPer100k);
  const writes = daily(perUserDay.writes, prices.freeWritesPerDay, prices.writesPer100k);
  const deletes = daily(perUserDay.deletes, prices.freeDeletesPerDay, prices.deletesPer100k);
  const monthInvocations = users * perUserDay.invocations * days;
  const invocations =
    (Math.max(0, monthInvocations - prices.freeInvocationsPerMonth) / 1_000_000) *
    prices.invocationsPerMillion *
    prices.yenPerDollar;
  const total = reads + writes + deletes + invocations;
  return { users, perUserDay, yen: { reads, writes, deletes, invocations, total } };
}

const num = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
const yen = (n: number) => `¥${Math.round(n).toLocaleString('en-US')}`;

/** A markdown table (GitHub style) of `rows` under `header`. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]) {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Per action: reads, writes, deletes and invocations of the API and of the triggers. */
export function actionsTable(measured: readonly MeasuredAction[], model: UsageModel): string {
  return markdownTable(
    [
      'Action',
      'Per day',
      'API reads',
      'writes',
      'deletes',
      'calls',
      'Trigger reads',
      'writes',
      'runs',
    ],
    measured.map((m) => [
      m.action,
      num(model[m.action] ?? 0),
      num(m.api.reads),
      num(m.api.writes),
      num(m.api.deletes),
      num(m.api.invocations),
      num(m.triggers.reads),
      num(m.triggers.writes),
      num(m.triggers.invocations),
    ]),
  );
}

/** Per action: the share of a user's day it costs (reads and writes), biggest first. */
export function shareTable(measured: readonly MeasuredAction[], model: UsageModel): string {
  const day = dayOf(measured, model);
  const rows = measured
    .filter((m) => (model[m.action] ?? 0) > 0)
    .map((m) => ({ m, cost: addCosts(ZERO_COST, actionTotal(m), model[m.action] ?? 0) }))
    .sort((a, b) => b.cost.reads - a.cost.reads);
  const pct = (part: number, whole: number) =>
    `${whole === 0 ? 0 : Math.round((part / whole) * 100)}%`;
  return markdownTable(
    ['Action', 'Reads a day', 'share', 'Writes a day', 'share'],
    rows.map(({ m, cost }) => [
      m.action,
      num(cost.reads),
      pct(cost.reads, day.reads),
      num(cost.writes),
      pct(cost.writes, day.writes),
    ]),
  );
}

/** The monthly bills, one row each. */
export function billTable(bills: readonly MonthlyBill[]): string {
  return markdownTable(
    [
      'Active users',
      'Reads a month',
      'Writes a month',
      'Reads',
      'Writes',
      'Deletes',
      'Invocations',
      'Total a month',
    ],
    bills.map((b) => [
      b.users.toLocaleString('en-US'),
      Math.round(b.users * b.perUserDay.reads * PRICES.daysPerMonth).toLocaleString('en-US'),
      Math.round(b.users * b.perUserDay.writes * PRICES.daysPerMonth).toLocaleString('en-US'),
      yen(b.yen.reads),
      yen(b.yen.writes),
      yen(b.yen.deletes),
      yen(b.yen.invocations),
      yen(b.yen.total),
    ]),
  );
}

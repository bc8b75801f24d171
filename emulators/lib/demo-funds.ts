import type { Firestore } from 'firebase-admin/firestore';
import { createFundsStore } from '../../functions/src/features/funds/index.js';
import { createMeStore } from '../../functions/src/features/me/store.js';
import { fiscalYearOf } from '../../functions/src/model/fiscal-year.js';
import { demoAccountId } from './demo-users.js';

/**
 * The demo lab's funds (issue 19, part 4; docs/share-mode.md, "Funds"), written through the funds
 * store with its rules: 鈴木研究室 (demo-taro heads it) holds a Kakenhi grant with a monthly cap
 * whose charges above 5,000 yen wait for demo-taro, its operating budget, and last year's closed
 * grant. The share-mode demo (demo-devices.ts) charges bookings to them by name. Idempotent: a
 * fund the lab already has (by name and fiscal year) is left alone.
 */

const LAB = '鈴木研究室';
const HOLDER = 'demo-taro';

interface DemoFund {
  name: string;
  projectCode: string;
  /** Years before the current fiscal year (0: this one). */
  yearsAgo: number;
  monthlyCap: number | null;
  approvalThreshold: number | null;
  closed?: true;
}

export const DEMO_FUNDS: DemoFund[] = [
  {
    name: '科研費 基盤研究(C) 24K00001',
    projectCode: '202400000001',
    yearsAgo: 0,
    monthlyCap: 60_000,
    approvalThreshold: 5_000,
  },
  {
    name: '研究室運営費 / Lab operating budget',
    projectCode: '202600000099',
    yearsAgo: 0,
    monthlyCap: null,
    approvalThreshold: null,
  },
  {
    name: '科研費 若手研究 22K10001',
    projectCode: '202200010001',
    yearsAgo: 1,
    monthlyCap: null,
    approvalThreshold: null,
    closed: true,
  },
];

/** Registers the demo funds; answers this fiscal year's open ones by name, with the lab's id. */
export async function seedDemoFunds(
  db: Firestore,
  now = new Date(),
): Promise<{ created: number; idsByName: Map<string, string> }> {
  const groupId = await demoAccountId(createMeStore(db), HOLDER, LAB);
  if (groupId === undefined) return { created: 0, idsByName: new Map() };
  const funds = createFundsStore(db);
  const actor = { uid: HOLDER, officer: false };
  const year = fiscalYearOf(now);
  const existing = await funds.list(groupId, actor, undefined);
  const idsByName = new Map<string, string>();
  let created = 0;
  for (const demo of DEMO_FUNDS) {
    const fiscalYear = year - demo.yearsAgo;
    let fund = existing.find((f) => f.name === demo.name && f.fiscalYear === fiscalYear);
    if (fund === undefined) {
      const { yearsAgo: _yearsAgo, closed, ...input } = demo;
      fund = await funds.create(groupId, actor, { ...input, fiscalYear, holderUid: HOLDER }, now);
      if (closed) await funds.update(groupId, fund.id, actor, { active: false }, now);
      created += 1;
    }
    if (fund.fiscalYear === year && demo.closed !== true) idsByName.set(demo.name, fund.id);
  }
  return { created, idsByName };
}

import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { counterSinkKind, createMemorySink } from './counter-sink';
import {
  DEADLINE_DAYS,
  deadlineNotice,
  deadlineNoticeId,
  deadlineWindow,
  uniqueCandidates,
} from './deadlines';
import { mailContent } from './mail';
import {
  accountsOfChange,
  contactChangeMatters,
  emptyCounters,
  newerCounters,
  storedCounters,
  totalOf,
} from './service';
import type { VersionedCounters } from './schema';

const versioned = (version: number, todo = version): VersionedCounters => ({
  ...emptyCounters(),
  owner: { todo, notice: 0, unread: {} },
  version,
});

describe('newerCounters: the newest read wins', () => {
  it('replaces nothing stored, garbage, an older or an equal version; keeps a newer one', () => {
    expect(newerCounters(null, versioned(5))).toEqual(versioned(5));
    expect(newerCounters('garbage', versioned(5))).toEqual(versioned(5));
    expect(newerCounters({ owner: {} }, versioned(5))).toEqual(versioned(5));
    expect(newerCounters(versioned(4), versioned(5))).toEqual(versioned(5));
    expect(newerCounters(versioned(5, 1), versioned(5, 2))).toEqual(versioned(5, 2));
    expect(newerCounters(versioned(6), versioned(5))).toBeUndefined();
  });

  it('whatever order concurrent writes finish in, the node ends with the newest version', async () => {
    for (let run = 0; run < 50; run++) {
      const { sink, nodes } = createMemorySink(
        () => new Promise((resolve) => setTimeout(resolve, Math.random() * 3)),
      );
      const versions = Array.from({ length: 12 }, (_, i) => i + 1).sort(() => Math.random() - 0.5);
      await Promise.all(versions.map((v) => sink.write('u1', versioned(v))));
      expect(nodes.get('u1')).toEqual(versioned(12));
    }
  });
});

describe('what a change concerns', () => {
  it('collects the account, owner and customer before and after', () => {
    expect(accountsOfChange(undefined, { accountId: 'a' })).toEqual(['a']);
    expect(accountsOfChange({ accountId: 'a' }, undefined)).toEqual(['a']);
    expect(
      accountsOfChange(
        { ownerId: 'o', customerId: 'c' },
        { ownerId: 'o2', customerId: 'c' },
      ).sort(),
    ).toEqual(['c', 'o', 'o2']);
    expect(accountsOfChange({ accountId: '' }, { accountId: 3 })).toEqual([]);
  });

  it('a contact change matters when created, deleted, or its parties or read markers moved', () => {
    const t = (ms: number) => Timestamp.fromMillis(ms);
    const base = { ownerId: 'o', customerId: 'c', unread: { owner: t(1), customer: null } };
    expect(contactChangeMatters(undefined, base)).toBe(true);
    expect(contactChangeMatters(base, undefined)).toBe(true);
    expect(
      contactChangeMatters(base, {
        ...base,
        status: 'open',
        unread: { owner: t(1), customer: null },
      }),
    ).toBe(false);
    expect(contactChangeMatters(base, { ...base, unread: { owner: null, customer: null } })).toBe(
      true,
    );
    expect(contactChangeMatters(base, { ...base, unread: { owner: t(2), customer: null } })).toBe(
      true,
    );
    expect(contactChangeMatters(base, { ...base, ownerId: 'x' })).toBe(true);
  });

  it('totals a kind over both sides; unread counts chats', () => {
    const counters = {
      owner: { todo: 2, notice: 1, unread: { a: 1, b: 2 } },
      customer: { todo: 1, notice: 0, unread: { c: 3 } },
    };
    expect(totalOf(counters, 'todo')).toBe(3);
    expect(totalOf(counters, 'notice')).toBe(1);
    expect(totalOf(counters, 'unread')).toBe(3);
  });
});

describe('choosing the counter sink', () => {
  it('the Database emulator or production: RTDB; the Functions emulator without it: Firestore', () => {
    expect(counterSinkKind({})).toBe('realtime-database');
    expect(counterSinkKind({ FUNCTIONS_EMULATOR: 'true' })).toBe('firestore');
    expect(
      counterSinkKind({
        FUNCTIONS_EMULATOR: 'true',
        FIREBASE_DATABASE_EMULATOR_HOST: '127.0.0.1:9000',
      }),
    ).toBe('realtime-database');
  });
});

describe('notification mails', () => {
  it('say what happened in Japanese and English, with the link when known', () => {
    const mail = mailContent(
      'new_comment',
      'オフィス椅子',
      'https://campus.example.ac.jp/exhibits/e1',
    );
    expect(mail.subject).toBe(
      '[Campus Marketplace] 出品にコメントがありました / A comment was posted on your exhibit',
    );
    expect(mail.text).toContain('出品にコメントがありました: オフィス椅子');
    expect(mail.text).toContain('A comment was posted on your exhibit: オフィス椅子');
    expect(mail.text).toContain('https://campus.example.ac.jp/exhibits/e1');
    expect(mailContent('receipt', 'Desk', null).text).not.toContain('http');
  });
});

describe('deadline notices', () => {
  const now = new Date('2026-11-23T00:00:00Z');

  it('look DEADLINE_DAYS ahead', () => {
    const { from, until } = deadlineWindow(now);
    expect(from).toEqual(now);
    expect(until.getTime() - now.getTime()).toBe(DEADLINE_DAYS * 24 * 3600 * 1000);
  });

  it('one per deadline kind, exhibit and account; customer-side deadline_approach', () => {
    const c = { kind: 'pickup' as const, exhibitId: 'e1', exhibitTitle: 'Desk', accountId: 'bob' };
    const unique = uniqueCandidates([
      c,
      { ...c },
      { ...c, kind: 'expiry' },
      { ...c, accountId: 'al' },
    ]);
    expect(unique.map(deadlineNoticeId)).toEqual([
      'deadline_expiry_e1_bob',
      'deadline_pickup_e1_al',
      'deadline_pickup_e1_bob',
    ]);
    expect(deadlineNotice(c, now)).toEqual({
      accountId: 'bob',
      role: 'customer',
      kind: 'deadline_approach',
      exhibitId: 'e1',
      exhibitTitle: 'Desk',
      favorite: null,
      comment: null,
      createdAt: now,
      confirmedAt: null,
    });
  });
});

describe('storedCounters: what a sink holds, as the poll answers it', () => {
  it('fills what the Realtime Database drops (empty maps) and refuses what no trigger wrote', () => {
    expect(storedCounters(versioned(5))).toEqual({
      ...emptyCounters(),
      owner: { todo: 5, notice: 0, unread: {} },
    });
    expect(
      storedCounters({ version: 1, customer: { notice: 2, unread: { c1: 10, bad: 'x' } } }),
    ).toEqual({
      owner: { todo: 0, notice: 0, unread: {} },
      customer: { todo: 0, notice: 2, unread: { c1: 10 } },
    });
    expect(storedCounters(undefined)).toBeUndefined();
    expect(storedCounters(null)).toBeUndefined();
    expect(storedCounters({ owner: { todo: 1 } })).toBeUndefined();
  });
});

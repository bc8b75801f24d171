import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './paths.js';
import { canRead, canWrite, parse } from './rtdb-rules.js';

const rules: unknown = JSON.parse(readFileSync(path.join(ROOT, 'database.rules.json'), 'utf8'));
const alice = { uid: 'alice' };
const bob = { uid: 'bob' };

describe('database.rules.json', () => {
  it('a user reads their own counters, every part of them', () => {
    for (const p of [
      '/notifications/alice',
      '/notifications/alice/owner',
      '/notifications/alice/customer/unread/c1',
    ])
      expect(canRead(rules, p, alice), p).toBe(true);
  });

  it("nobody reads another user's counters, the list of users or the root; visitors read nothing", () => {
    expect(canRead(rules, '/notifications/alice', bob)).toBe(false);
    expect(canRead(rules, '/notifications/alice/owner/todo', bob)).toBe(false);
    expect(canRead(rules, '/notifications', alice)).toBe(false);
    expect(canRead(rules, '/', alice)).toBe(false);
    expect(canRead(rules, '/notifications/alice', null)).toBe(false);
    expect(canRead(rules, '/other', alice)).toBe(false);
  });

  it('nobody writes, not even to their own node (the triggers write with the admin SDK)', () => {
    for (const user of [alice, bob, null])
      for (const p of [
        '/',
        '/notifications',
        '/notifications/alice',
        '/notifications/alice/owner/todo',
      ])
        expect(canWrite(rules, p, user), `${user?.uid ?? 'visitor'} ${p}`).toBe(false);
  });
});

describe('the evaluator', () => {
  const sample = {
    rules: {
      public: { '.read': true },
      users: {
        $uid: {
          '.read': 'auth != null && (auth.uid === $uid || auth.token.admin === true)',
          private: { '.read': false },
        },
      },
    },
  };

  it('cascades: a grant above cannot be taken back below; rules are not filters', () => {
    expect(canRead(sample, '/public/x/y', null)).toBe(true);
    expect(canRead(sample, '/users/alice/private', alice)).toBe(true);
    expect(canRead(sample, '/users', alice)).toBe(false);
  });

  it('binds wildcards, reads token claims, and treats a failing expression as false', () => {
    expect(canRead(sample, '/users/bob', { uid: 'x', token: { admin: true } })).toBe(true);
    expect(canRead(sample, '/users/bob', alice)).toBe(false);
    expect(canRead({ rules: { $k: { '.read': 'auth.uid === $k' } } }, '/a', null)).toBe(false);
  });

  it('refuses what it cannot judge', () => {
    expect(() => parse("root.child('x').val() === true")).toThrow(/Unsupported/);
    expect(() => parse('newData.exists()')).toThrow(/Unsupported/);
    expect(() => canRead({ rules: { '.validate': 'true' } }, '/', alice)).toThrow(/Unsupported/);
    expect(() => parse('auth.uid ===')).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { coldStartTables, median, moduleGroup, topGroups } from './cold-start-stats.js';

describe('cold start figures', () => {
  it('groups files by npm package (scoped too) or by their folder under lib/', () => {
    expect(moduleGroup('/r/node_modules/zod/v4/core/core.js')).toBe('zod');
    expect(moduleGroup('/r/node_modules/@google-cloud/firestore/build/src/index.js')).toBe(
      '@google-cloud/firestore',
    );
    expect(moduleGroup('/r/node_modules/a/node_modules/b/index.js')).toBe('b');
    expect(moduleGroup('/r/functions/lib/features/search/store.js')).toBe(
      'functions/lib/features/search',
    );
    expect(moduleGroup('/r/functions/lib/index.js')).toBe('functions/lib/');
    expect(moduleGroup('node:fs')).toBe('node:fs');
  });

  it('sums self times by group, largest first, and prints the tables', () => {
    const top = topGroups(
      {
        '/r/node_modules/zod/a.js': 30,
        '/r/node_modules/zod/b.js': 20,
        '/r/node_modules/express/index.js': 40,
        '/r/functions/lib/app.js': 5,
      },
      2,
    );
    expect(top).toEqual([
      { group: 'zod', ms: 50 },
      { group: 'express', ms: 40 },
    ]);
    const runs = [
      { indexMs: 100, apiMs: 200, processMs: 400 },
      { indexMs: 120, apiMs: 180, processMs: 380 },
      { indexMs: 80, apiMs: 260, processMs: 450 },
    ];
    expect(median(runs.map((r) => r.indexMs))).toBe(100);
    const table = coldStartTables(runs, top);
    expect(table).toContain('| the api function (index + its app) | 300 | 300 | 340 |');
    expect(table).toContain('| zod | 50 |');
  });
});

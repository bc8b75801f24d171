import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIST_EQUALITY_FIELDS } from './store';

interface IndexFile {
  indexes: {
    collectionGroup: string;
    queryScope: string;
    fields: { fieldPath: string; order?: string }[];
  }[];
}

const file = path.resolve(__dirname, '../../../../firestore.indexes.json');
const declared = (JSON.parse(readFileSync(file, 'utf8')) as IndexFile).indexes
  .filter((index) => index.collectionGroup === 'reservations' && index.queryScope === 'COLLECTION')
  .map((index) => JSON.stringify(index.fields));

/** Every non-empty choice of the list's equality filters, in the order the query applies them. */
const choices = Array.from({ length: 2 ** LIST_EQUALITY_FIELDS.length - 1 }, (_, i) =>
  LIST_EQUALITY_FIELDS.filter((_field, bit) => ((i + 1) >> bit) & 1),
);

describe('firestore.indexes.json', () => {
  // The emulator runs these queries without indexes; production refuses them (FAILED_PRECONDITION).
  it.each(
    ['lenderId', 'userId'].flatMap((side) => choices.map((fields) => [side, fields] as const)),
  )('declares the list of %s filtered by %j, newest start first', (side, fields) => {
    const index = [
      { fieldPath: side, order: 'ASCENDING' },
      ...fields.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' })),
      { fieldPath: 'start', order: 'DESCENDING' },
    ];
    expect(declared).toContain(JSON.stringify(index));
  });

  // Funds (issue 19, part 4): a fund's charges by start (its cap, its statement) and the
  // budget holder's reviews.
  it.each([
    [
      ['fund.id', 'ASCENDING'],
      ['start', 'ASCENDING'],
    ],
    [
      ['fund.holderUid', 'ASCENDING'],
      ['status', 'ASCENDING'],
      ['start', 'ASCENDING'],
    ],
  ])('declares the funds query %j', (...fields) => {
    const index = fields.map(([fieldPath, order]) => ({ fieldPath, order }));
    expect(declared).toContain(JSON.stringify(index));
  });
});

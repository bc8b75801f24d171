import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEARCH_ENTRIES } from '../exhibits';

interface IndexField {
  fieldPath: string;
  order?: string;
  arrayConfig?: string;
}
interface IndexFile {
  indexes: { collectionGroup: string; queryScope: string; fields: IndexField[] }[];
  fieldOverrides: { collectionGroup: string; fieldPath: string; indexes: unknown[] }[];
}

const file = path.resolve(__dirname, '../../../../firestore.indexes.json');
const indexes = JSON.parse(readFileSync(file, 'utf8')) as IndexFile;

/**
 * The search itself needs no composite index: its filters are all equalities on `searchEntries`,
 * ordered by document id, which Firestore serves by merging the automatic single-field indexes.
 */
describe('firestore.indexes.json', () => {
  it('declares the index of the expiry sweep (live, then expiresAt)', () => {
    const entryIndexes = indexes.indexes.filter((i) => i.collectionGroup === SEARCH_ENTRIES);
    expect(entryIndexes).toEqual([
      {
        collectionGroup: SEARCH_ENTRIES,
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'live', order: 'ASCENDING' },
          { fieldPath: 'expiresAt', order: 'ASCENDING' },
        ],
      },
    ]);
  });

  it('leaves the search text unindexed (it is only read, never queried)', () => {
    for (const collectionGroup of [SEARCH_ENTRIES, 'exhibits']) {
      expect(indexes.fieldOverrides).toContainEqual({
        collectionGroup,
        fieldPath: 'searchText',
        indexes: [],
      });
    }
  });
});

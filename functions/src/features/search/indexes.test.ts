import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROWSE_FILTERS } from './store';

interface IndexField {
  fieldPath: string;
  order?: string;
  arrayConfig?: string;
}
interface IndexFile {
  indexes: { collectionGroup: string; queryScope: string; fields: IndexField[] }[];
}

const file = path.resolve(__dirname, '../../../../firestore.indexes.json');
const declared = (JSON.parse(readFileSync(file, 'utf8')) as IndexFile).indexes
  .filter((index) => index.collectionGroup === 'exhibits' && index.queryScope === 'COLLECTION')
  .map((index) => JSON.stringify(index.fields));

function indexOf(name: string, config: string, suffix: IndexField): string {
  const first = config === 'CONTAINS' ? { arrayConfig: config } : { order: config };
  return JSON.stringify([{ fieldPath: name, ...first }, suffix]);
}

describe('firestore.indexes.json', () => {
  it.each(Object.entries(BROWSE_FILTERS))(
    'declares the browse indexes of %s (page order and expiry count)',
    (name, config) => {
      expect(declared).toContain(
        indexOf(name, config, { fieldPath: 'publishedAt', order: 'DESCENDING' }),
      );
      expect(declared).toContain(
        indexOf(name, config, { fieldPath: 'expiresAt', order: 'ASCENDING' }),
      );
    },
  );
});

import { savedSearchInputSchema, savedSearchUpdateSchema } from '@campus/model/saved-search';
import { describe, expect, it } from 'vitest';
import { chars, describeParity, fieldsOf, zodAccepts } from '../../../testing/schema-parity';
import { EMPTY_SEARCH, parseSearch } from '../search-params';
import {
  defaultSavedSearchName,
  SAVED_SEARCH_NAME_MAX,
  savedSearchProblem,
  toSavedSearchQuery,
  toSavedSearchUpdate,
  type SavedSearchValues,
} from './saved-search-values';

const values = (patch: Partial<SavedSearchValues>): SavedSearchValues => ({
  name: '机と椅子',
  mail: false,
  ...patch,
});
const { name, mail } = fieldsOf(values);
const SEARCH = parseSearch(
  new URLSearchParams('keywords=机&keywords=椅子&kind=furniture&areas=north&tag=desk&inStock=true'),
);

const rows = [
  { name: 'a name', input: values({}), valid: true },
  mail.accepts('on', true),
  name.refuses('missing', ''),
  name.refuses('blanks only', '   '),
  ...name.upTo(SAVED_SEARCH_NAME_MAX, chars),
  name.accepts(`${SAVED_SEARCH_NAME_MAX} between blanks`, ` ${chars(SAVED_SEARCH_NAME_MAX)} `),
  ...name.oneLine('机'),
];
const accepted = (input: SavedSearchValues) => savedSearchProblem(input) === null;

describeParity(
  'save-search dialog (POST)',
  {
    web: accepted,
    server: (input) =>
      zodAccepts(savedSearchInputSchema)({
        ...toSavedSearchUpdate(input),
        query: toSavedSearchQuery(SEARCH),
      }),
  },
  rows,
);

describeParity(
  'saved-search edit dialog (PUT)',
  {
    web: accepted,
    server: (input) => zodAccepts(savedSearchUpdateSchema)(toSavedSearchUpdate(input)),
  },
  rows,
);

describe('the search as it is saved', () => {
  it('keeps the keywords and filters, not the page, and the server takes it', () => {
    const query = toSavedSearchQuery({ ...SEARCH, page: 3, after: null, expiredAlso: true });
    expect(query).toEqual({
      keywords: ['机', '椅子'],
      kind: 'furniture',
      areas: ['north'],
      tags: ['desk'],
      inStock: true,
    });
    expect(savedSearchInputSchema.safeParse({ name: 'x', query, mail: true }).success).toBe(true);
  });

  it('is named after its keywords, else the fallback, within the limit', () => {
    expect(defaultSavedSearchName(SEARCH, 'すべて')).toBe('机 椅子');
    expect(defaultSavedSearchName(EMPTY_SEARCH, 'すべて')).toBe('すべて');
    expect(
      defaultSavedSearchName({ ...EMPTY_SEARCH, keywords: [chars(40), chars(40)] }, ''),
    ).toHaveLength(SAVED_SEARCH_NAME_MAX);
  });
});

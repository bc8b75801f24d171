/** The query string of an API call: arrays as repeated keys (`?tag=a&tag=b`). */

export type QueryPrimitive = string | number | boolean;
export type QueryValue = QueryPrimitive | readonly QueryPrimitive[] | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

function isList(value: QueryValue): value is readonly QueryPrimitive[] {
  return Array.isArray(value);
}

/** `{ tag: ['a', 'b'], limit: 10, q: undefined }` -> `?tag=a&tag=b&limit=10`; '' when empty. */
export function serializeQuery(query: QueryParams = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of isList(value) ? value : [value]) params.append(key, String(item));
  }
  const serialized = params.toString();
  return serialized ? `?${serialized}` : '';
}

/** `?page=` of a paged list (1 when absent or not a positive number). */
export function pageParam(params: URLSearchParams): number {
  return Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
}

/** A list's address at `page`: `base`, with `?page=` from the second page on. */
export function pageHref(base: string, page: number): string {
  return `${base}${page > 1 ? `?page=${page}` : ''}`;
}

import { useSearchParams } from 'react-router-dom';
import type { PageRequest } from './page-query';

/**
 * `?page=` as a page number from 1; anything but a plain number (up to six digits) is the first
 * page. Stricter than `pageParam`, which reads `2abc` as 2: the lists that began with one or the
 * other keep it, so their addresses keep their meaning.
 */
export function pageOf(value: string | null): number {
  if (value === null || !/^[1-9][0-9]{0,5}$/.test(value)) return 1;
  return Number(value);
}

/** `?page=` of a paged list (1 when absent or not a positive number). */
export function pageParam(params: URLSearchParams): number {
  return Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
}

/** A list's address at `page`: `base`, with `?page=` from the second page on. */
export function pageHref(base: string, page: number): string {
  return `${base}${page > 1 ? `?page=${page}` : ''}`;
}

/** The page of a list that the address asks for, and what the list's query and page links need. */
export interface Paging extends PageRequest {
  /** The page shown, from 1 (`?page=`). */
  page: number;
  pageSize: number;
  /** The address of a page (the page lives in the URL, so reload and back/forward keep it). */
  hrefFor: (page: number) => string;
}

/** The page of `?page=` with `pageSize` entries a page: its slice (`limit`, `offset`) and links. */
export function usePaging(pageSize: number, hrefFor: (page: number) => string): Paging {
  const [params] = useSearchParams();
  const page = pageParam(params);
  return { page, pageSize, hrefFor, limit: pageSize, offset: (page - 1) * pageSize };
}

import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pageHref, pageOf, pageParam, usePaging } from './paging';

describe('pageOf (strict)', () => {
  it('reads a plain page number and takes anything else as the first page', () => {
    expect(pageOf('3')).toBe(3);
    expect(pageOf('999999')).toBe(999999);
    for (const value of [null, '', '0', '-2', '2abc', '1.5', '01', '1000000']) {
      expect(pageOf(value), String(value)).toBe(1);
    }
  });
});

describe('pageParam (lenient)', () => {
  it('reads the leading number of ?page=, at least 1', () => {
    expect(pageParam(new URLSearchParams('page=3'))).toBe(3);
    expect(pageParam(new URLSearchParams('page=2abc'))).toBe(2);
    expect(pageParam(new URLSearchParams('page=-4'))).toBe(1);
    expect(pageParam(new URLSearchParams(''))).toBe(1);
  });
});

describe('pageHref', () => {
  it('adds ?page= from the second page on', () => {
    expect(pageHref('/list', 1)).toBe('/list');
    expect(pageHref('/list', 2)).toBe('/list?page=2');
  });
});

describe('usePaging', () => {
  const at = (address: string) => ({
    wrapper: ({ children }: { children: ReactNode }) =>
      createElement(MemoryRouter, { initialEntries: [address] }, children),
  });
  const hrefFor = (page: number) => pageHref('/list', page);

  it("gives the address's page, its slice of the list and the page links' addresses", () => {
    const { result } = renderHook(() => usePaging(20, hrefFor), at('/list?page=3'));
    expect(result.current).toMatchObject({ page: 3, pageSize: 20, limit: 20, offset: 40 });
    expect(result.current.hrefFor(4)).toBe('/list?page=4');
  });

  it('starts at the first page without ?page=', () => {
    const { result } = renderHook(() => usePaging(10, hrefFor), at('/list'));
    expect(result.current).toMatchObject({ page: 1, limit: 10, offset: 0 });
  });
});

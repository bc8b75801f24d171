export type Entry = number | 'gap';

/** 1 … 4 5 [6] 7 8 … 20: the first, the last and two either side of the current page. */
export function pageWindow(page: number, pages: number): Entry[] {
  const shown = new Set([1, pages]);
  for (let n = page - 2; n <= page + 2; n += 1) if (n >= 1 && n <= pages) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const entries: Entry[] = [];
  for (const [index, n] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous > 1) entries.push('gap');
    entries.push(n);
  }
  return entries;
}

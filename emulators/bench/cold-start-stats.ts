/** The pure parts of `npm run bench:cold-start`: medians, module groups and the table. */
import { percentile } from './stats.js';

/** One run of a fresh Node process: ms to require each part (in process), and the wall time. */
export interface ColdRun {
  /** `lib/index.js`: what every function's instance loads. */
  indexMs: number;
  /** The api's own graph after it (`lib/runtime/api.js`, or `lib/app.js` where index loads it). */
  apiMs: number;
  /** Spawn to exit of `node -e "require(…)"` of both, Node's own start included. */
  processMs: number;
}

export const median = (values: readonly number[]) => percentile(values, 50);

/** The group a loaded file is counted in: its npm package, else its folder under `lib/`. */
export function moduleGroup(file: string): string {
  const parts = file.split(/[/\\]node_modules[/\\]/);
  if (parts.length > 1) {
    const [scope, name] = (parts[parts.length - 1] ?? '').split(/[/\\]/);
    return scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? file);
  }
  const lib = /[/\\]lib[/\\](.*)$/.exec(file)?.[1];
  if (lib === undefined) return file;
  const folders = lib.split(/[/\\]/).slice(0, -1);
  return `functions/lib/${folders.slice(0, 2).join('/')}`;
}

/** Self times (ms) by file, summed by group, largest first. */
export function topGroups(
  selfMs: Readonly<Record<string, number>>,
  n: number,
): { group: string; ms: number }[] {
  const byGroup = new Map<string, number>();
  for (const [file, ms] of Object.entries(selfMs)) {
    const group = moduleGroup(file);
    byGroup.set(group, (byGroup.get(group) ?? 0) + ms);
  }
  return [...byGroup]
    .map(([group, ms]) => ({ group, ms: Math.round(ms * 10) / 10 }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, n);
}

const ms = (x: number) => `${Math.round(x)}`;

/** The markdown tables `docs/performance.md` holds (section 4). */
export function coldStartTables(
  runs: readonly ColdRun[],
  top: readonly { group: string; ms: number }[],
): string {
  const col = (pick: (r: ColdRun) => number) => runs.map(pick);
  const row = (label: string, values: number[]) =>
    `| ${label} | ${ms(median(values))} | ${ms(Math.min(...values))} | ${ms(Math.max(...values))} |`;
  return [
    `| load (${runs.length} fresh processes) | median ms | min ms | max ms |`,
    '| --- | --- | --- | --- |',
    row(
      '`index.js` (every function)',
      col((r) => r.indexMs),
    ),
    row(
      'the api function (index + its app)',
      col((r) => r.indexMs + r.apiMs),
    ),
    row(
      '`node -e` process, start to exit',
      col((r) => r.processMs),
    ),
    '',
    '| heaviest in the api graph (self time, one run) | ms |',
    '| --- | --- |',
    ...top.map(({ group, ms: t }) => `| ${group} | ${ms(t)} |`),
  ].join('\n');
}

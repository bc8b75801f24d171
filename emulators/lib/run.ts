import { spawn, type SpawnOptions } from 'node:child_process';
import { ROOT } from './paths.js';

/** Where a command's output goes: the terminal, nowhere, or an open file (its descriptor). */
export type Output = 'inherit' | 'ignore' | number;

/** `spawn`'s stdio for `output`: no input, both output streams to the same place. */
export const stdioOf = (output: Output): SpawnOptions['stdio'] => ['ignore', output, output];

/** What runs a command, and all it starts, at the lower priority `nice`: `nice -n N`, or nothing. */
export const nicePrefix = (nice: number | undefined): string[] =>
  nice === undefined ? [] : ['nice', '-n', String(nice)];

/**
 * Runs a command (through the shell, from the repository root) and resolves with its exit code;
 * with `nice`, the command and all it starts run at that lower priority (`nicePrefix`).
 */
export function run(
  command: string,
  env: NodeJS.ProcessEnv = {},
  options: { quiet?: boolean; output?: Output; nice?: number } = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn([...nicePrefix(options.nice), command].join(' '), {
      cwd: ROOT,
      shell: true,
      stdio: options.quiet ? 'ignore' : stdioOf(options.output ?? 'inherit'),
      env: { ...process.env, ...env },
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function runOrThrow(
  command: string,
  env: NodeJS.ProcessEnv = {},
  output: Output = 'inherit',
): Promise<void> {
  const code = await run(command, env, { output });
  if (code !== 0) throw new Error(`"${command}" failed with exit code ${code}`);
}

import { spawn } from 'node:child_process';
import { ROOT } from './paths.js';

/** Runs a command (through the shell, from the repository root) and resolves with its exit code. */
export function run(
  command: string,
  env: NodeJS.ProcessEnv = {},
  options: { quiet?: boolean } = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, {
      cwd: ROOT,
      shell: true,
      stdio: options.quiet ? 'ignore' : 'inherit',
      env: { ...process.env, ...env },
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function runOrThrow(command: string, env: NodeJS.ProcessEnv = {}): Promise<void> {
  const code = await run(command, env);
  if (code !== 0) throw new Error(`"${command}" failed with exit code ${code}`);
}

export interface WaitOptions {
  timeoutMs?: number;
  intervalMs?: number;
  /** Which statuses count as ready (default 2xx). */
  ok?: (status: number) => boolean;
  /** Stops waiting early, e.g. when the process being waited for has exited. */
  isAborted?: () => boolean;
}

/** Polls a URL until it answers with an accepted status, or throws after the timeout. */
export async function waitForHttp(url: string, options: WaitOptions = {}): Promise<void> {
  const {
    timeoutMs = 180_000,
    intervalMs = 500,
    ok = (status) => status >= 200 && status < 300,
    isAborted = () => false,
  } = options;
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (isAborted()) throw new Error(`Stopped waiting for ${url}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (ok(response.status)) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${url} did not become ready within ${timeoutMs / 1000} s (${last})`);
}

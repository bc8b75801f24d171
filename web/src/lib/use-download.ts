import { useState } from 'react';

export interface Download {
  /** True while the file is fetched. */
  busy: boolean;
  /** Why the last attempt failed, until the next one starts. */
  failure: { error: unknown } | null;
  start: () => void;
}

/**
 * A download the user starts with a button (a CSV fetched with the auth headers, then saved):
 * whether it is under way, and how the last attempt failed. See `DownloadButton`.
 */
export function useDownload(download: () => Promise<void>): Download {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Download['failure']>(null);
  const run = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await download();
    } catch (error) {
      setFailure({ error });
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, start: () => void run() };
}

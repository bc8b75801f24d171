import type { ReactNode } from 'react';
import type { Download } from '../lib/use-download';

/** The button of a `useDownload`: disabled and `aria-busy` while the file is fetched. */
export function DownloadButton({
  download,
  disabled = false,
  children,
}: {
  download: Download;
  /** Also disabled when there is nothing to download yet. */
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={download.busy || disabled}
      aria-busy={download.busy}
      onClick={download.start}
    >
      {children}
    </button>
  );
}

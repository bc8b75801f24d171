import { vi } from 'vitest';

/** A file the page saved (`lib/save-blob.ts`): its name and its bytes. */
export interface Download {
  fileName: string;
  blob: Blob;
}

/**
 * Collects the files the page saves during the test, in order. happy-dom has no object URLs, and it
 * follows a clicked link even when the link has `download`: the window would go to the `blob:`
 * address, and every relative address (photos) and cookie after it would fail, in this test and in
 * the files that share its window (`isolate: false`). So the object URLs are kept here and the
 * saving link's click is taken; any other link is clicked as usual.
 */
export function captureDownloads(): Download[] {
  const downloads: Download[] = [];
  const blobs = new Map<string, Blob>();
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL(blob: Blob): string {
        const href = `blob:download/${blobs.size}`;
        blobs.set(href, blob);
        return href;
      }
      static override revokeObjectURL(): void {}
    },
  );
  const click = HTMLAnchorElement.prototype.click;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob && this.download) downloads.push({ fileName: this.download, blob });
    else click.call(this);
  });
  return downloads;
}

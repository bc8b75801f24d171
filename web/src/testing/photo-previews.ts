import { beforeEach, vi } from 'vitest';

/**
 * jsdom has no object URLs: the previews of chosen photos get `blob:preview/<file name>`. Call at
 * the top of a test file, beside a mock of `lib/image-resize`'s `preparePhoto` (jsdom decodes no
 * images; the resizing itself is tested in the browser, `emulators/test/photos.test.ts`).
 */
export function stubPhotoPreviews(): void {
  beforeEach(() => {
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, {
        createObjectURL: (blob: Blob) => `blob:preview/${blob instanceof File ? blob.name : ''}`,
        revokeObjectURL: () => undefined,
      }),
    );
  });
}

import { useEffect, useState } from 'react';
import { PhotoNotReady, preparePhoto } from '../../lib/image-resize';
import type { PhotoProblem } from './photo-problem';

/**
 * Photos chosen but not uploaded yet: each is made ready (resized when needed, one at a time so a
 * phone decodes one large photo at once), shown by an object-URL preview, and uploaded in the
 * list's order by `uploadAll`, one after another (the API appends photos in upload order and has
 * no call to reorder them). A record being created keeps its queue until the create call returns
 * the id; a saved record's editor uploads as soon as photos are chosen. React reads it through
 * `useSyncExternalStore` (`subscribe`, `getSnapshot`).
 */

export type PendingStatus = 'preparing' | 'ready' | 'uploading' | 'failed';

/** Why a pending photo was not uploaded: found before sending, or the upload's error. */
export type PendingFailure = { problem: PhotoProblem } | { error: unknown };

export interface PendingPhoto {
  readonly key: string;
  /** The chosen file's name, as the user knows it. */
  readonly name: string;
  readonly status: PendingStatus;
  /** The prepared file's object URL; null while preparing, or when it could not be prepared. */
  readonly previewUri: string | null;
  /** How much of the upload was sent, 0 to 1. */
  readonly progress: number;
  readonly failure: PendingFailure | null;
}

/** Sends one prepared file, telling how much of it was sent; resolves with the stored photo. */
export type Upload<P> = (file: File, onProgress: (fraction: number) => void) => Promise<P>;

/** What `uploadAll` did: the stored photos in order, and the names of those not uploaded. */
export interface UploadOutcome<P> {
  uploaded: P[];
  failed: string[];
}

interface Entry extends PendingPhoto {
  /** The prepared file once ready. */
  readonly file: File | null;
}

/** `items` with the one at `from` moved to `to` (both clamped to the list). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const target = Math.max(0, Math.min(items.length - 1, to));
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(target, 0, item);
  return next;
}

let keySeed = 0;

export class PhotoQueue {
  private entries: Entry[] = [];
  private snapshot: readonly PendingPhoto[] = [];
  private readonly listeners = new Set<() => void>();
  /** The preparations, chained: one photo is decoded and redrawn at a time. */
  private preparing: Promise<unknown> = Promise.resolve();
  /** The upload runs, chained: a second run starts after the first, so order holds. */
  private running: Promise<unknown> = Promise.resolve();

  constructor(private readonly prepare: (file: File) => Promise<File> = preparePhoto) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): readonly PendingPhoto[] => this.snapshot;

  private set(entries: Entry[]): void {
    this.entries = entries;
    this.snapshot = entries.map(({ file: _file, ...photo }) => photo);
    for (const listener of this.listeners) listener();
  }

  private update(key: string, change: Partial<Entry>): void {
    this.set(this.entries.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
  }

  private has(key: string): boolean {
    return this.entries.some((entry) => entry.key === key);
  }

  /** Appends `files` (already checked by `takePhotos`) and starts making them ready. */
  add(files: readonly File[]): void {
    const added = files.map((file) => {
      keySeed += 1;
      return {
        key: `pending-${keySeed}`,
        name: file.name,
        status: 'preparing' as const,
        previewUri: null,
        progress: 0,
        failure: null,
        file: null,
      };
    });
    this.set([...this.entries, ...added]);
    added.forEach((entry, index) => {
      const source = files[index];
      if (source) this.preparing = this.preparing.then(() => this.prepareOne(entry.key, source));
    });
  }

  private async prepareOne(key: string, source: File): Promise<void> {
    if (!this.has(key)) return;
    let file: File;
    try {
      file = await this.prepare(source);
    } catch (error) {
      const problem = error instanceof PhotoNotReady ? error.problem : 'badType';
      if (this.has(key)) this.update(key, { status: 'failed', failure: { problem } });
      return;
    }
    if (this.has(key)) {
      this.update(key, { status: 'ready', file, previewUri: URL.createObjectURL(file) });
    }
  }

  /** Drops a photo that is not being uploaded. */
  remove(key: string): void {
    const entry = this.entries.find((e) => e.key === key);
    if (!entry || entry.status === 'uploading') return;
    if (entry.previewUri) URL.revokeObjectURL(entry.previewUri);
    this.set(this.entries.filter((e) => e.key !== key));
  }

  /** Moves a photo `by` places (-1 earlier, 1 later); returns its new 1-based position. */
  move(key: string, by: number): number {
    const from = this.entries.findIndex((e) => e.key === key);
    if (from < 0) return 0;
    const next = moved(this.entries, from, from + by);
    this.set(next);
    return next.findIndex((e) => e.key === key) + 1;
  }

  /** Makes a photo whose upload failed wait for the next `uploadAll` again. */
  retry(key: string): void {
    const entry = this.entries.find((e) => e.key === key);
    if (entry?.file && entry.status === 'failed') {
      this.update(key, { status: 'ready', failure: null, progress: 0 });
    }
  }

  /**
   * Waits until every photo is prepared, then uploads the ready ones one by one, in the order the
   * list has when each starts; each upload done leaves the list (`onUploaded` is told), each failed
   * one stays with its error. Never rejects: the outcome names what was not uploaded.
   */
  uploadAll<P>(upload: Upload<P>, onUploaded?: (photo: P) => void): Promise<UploadOutcome<P>> {
    const run = this.running.then(async () => {
      await this.preparing;
      const uploaded: P[] = [];
      for (;;) {
        const next = this.entries.find((entry) => entry.status === 'ready');
        if (!next?.file) break;
        await this.uploadOne(next.key, next.file, upload, (photo) => {
          uploaded.push(photo);
          onUploaded?.(photo);
        });
      }
      const failed = this.entries.filter((e) => e.status === 'failed').map((e) => e.name);
      return { uploaded, failed };
    });
    this.running = run;
    return run;
  }

  private async uploadOne<P>(
    key: string,
    file: File,
    upload: Upload<P>,
    done: (photo: P) => void,
  ): Promise<void> {
    this.update(key, { status: 'uploading', progress: 0 });
    try {
      const photo = await upload(file, (progress) => this.update(key, { progress }));
      const entry = this.entries.find((e) => e.key === key);
      if (entry?.previewUri) URL.revokeObjectURL(entry.previewUri);
      this.set(this.entries.filter((e) => e.key !== key));
      done(photo);
    } catch (error) {
      this.update(key, { status: 'failed', failure: { error } });
    }
  }

  /** Lets go of every preview (the editor or form is leaving). */
  dispose(): void {
    for (const entry of this.entries) {
      if (entry.previewUri) URL.revokeObjectURL(entry.previewUri);
    }
    this.set([]);
  }
}

/** Queues by key (one per exhibit item), kept for the component's life and disposed after it. */
export interface PhotoQueues {
  get(key: string): PhotoQueue;
  /** Disposes and forgets the queue of `key` (its item was removed). */
  drop(key: string): void;
}

export function usePhotoQueues(): PhotoQueues {
  const [queues] = useState(() => {
    const map = new Map<string, PhotoQueue>();
    return {
      map,
      get(key: string) {
        let queue = map.get(key);
        if (!queue) {
          queue = new PhotoQueue();
          map.set(key, queue);
        }
        return queue;
      },
      drop(key: string) {
        map.get(key)?.dispose();
        map.delete(key);
      },
    };
  });
  useEffect(() => {
    return () => {
      for (const queue of queues.map.values()) queue.dispose();
    };
  }, [queues]);
  return queues;
}

/** One queue for the component's life (a device's photos, a saved record's uploads). */
export function usePhotoQueue(): PhotoQueue {
  return usePhotoQueues().get('');
}

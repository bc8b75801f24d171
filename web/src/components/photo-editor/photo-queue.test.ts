import { describe, expect, it, vi } from 'vitest';
import { PhotoNotReady } from '../../lib/image-resize';
import { stubPhotoPreviews } from '../../testing/photo-previews';
import { moved, PhotoQueue } from './photo-queue';

stubPhotoPreviews();

const file = (name: string) => new File([name], name, { type: 'image/jpeg' });
const asIs = (f: File) => Promise.resolve(f);

/** An upload that records the names sent and answers a photo named after the file. */
function recorder(fail: readonly string[] = []) {
  const sent: string[] = [];
  const upload = vi.fn(async (f: File, onProgress: (fraction: number) => void) => {
    sent.push(f.name);
    onProgress(0.5);
    if (fail.includes(f.name)) throw new Error('refused');
    onProgress(1);
    return { id: f.name };
  });
  return { sent, upload };
}

describe('moved', () => {
  it('moves one item, clamped to the ends', () => {
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 9)).toEqual(['a', 'b', 'c']);
  });
});

describe('PhotoQueue', () => {
  it('prepares each photo, shows its preview, and uploads in the order the user set', async () => {
    const queue = new PhotoQueue(asIs);
    queue.add([file('a.jpg'), file('b.jpg'), file('c.jpg')]);
    expect(queue.getSnapshot().map((p) => p.status)).toEqual([
      'preparing',
      'preparing',
      'preparing',
    ]);
    const [, , c] = queue.getSnapshot();
    expect(queue.move(c?.key ?? '', -1)).toBe(2);
    expect(queue.move(c?.key ?? '', -1)).toBe(1);
    const { sent, upload } = recorder();

    const outcome = await queue.uploadAll(upload);

    expect(sent).toEqual(['c.jpg', 'a.jpg', 'b.jpg']);
    expect(outcome).toEqual({
      uploaded: [{ id: 'c.jpg' }, { id: 'a.jpg' }, { id: 'b.jpg' }],
      failed: [],
    });
    expect(queue.getSnapshot()).toEqual([]);
  });

  it('resizes what preparation gives: the prepared file is sent, not the chosen one', async () => {
    const queue = new PhotoQueue((f) => Promise.resolve(file(`small-${f.name}`)));
    queue.add([file('big.jpg')]);
    await vi.waitFor(() => expect(queue.getSnapshot()[0]?.status).toBe('ready'));
    expect(queue.getSnapshot()[0]?.previewUri).toBe('blob:preview/small-big.jpg');
    const { sent, upload } = recorder();
    await queue.uploadAll(upload);
    expect(sent).toEqual(['small-big.jpg']);
  });

  it('keeps a failed upload with its error, goes on with the next, and can retry it', async () => {
    const queue = new PhotoQueue(asIs);
    queue.add([file('a.jpg'), file('b.jpg')]);
    const first = recorder(['a.jpg']);
    const told = vi.fn();

    const outcome = await queue.uploadAll(first.upload, told);

    expect(first.sent).toEqual(['a.jpg', 'b.jpg']);
    expect(outcome).toEqual({ uploaded: [{ id: 'b.jpg' }], failed: ['a.jpg'] });
    expect(told).toHaveBeenCalledExactlyOnceWith({ id: 'b.jpg' });
    const [failed] = queue.getSnapshot();
    expect(failed).toMatchObject({ name: 'a.jpg', status: 'failed', progress: 0.5 });
    expect(failed?.failure).toEqual({ error: new Error('refused') });

    queue.retry(failed?.key ?? '');
    const second = recorder();
    await expect(queue.uploadAll(second.upload)).resolves.toEqual({
      uploaded: [{ id: 'a.jpg' }],
      failed: [],
    });
  });

  it('never sends a photo that could not be prepared, and says why', async () => {
    const queue = new PhotoQueue((f) =>
      f.name === 'x.heic' ? Promise.reject(new PhotoNotReady('badType')) : asIs(f),
    );
    queue.add([file('x.heic'), file('a.jpg')]);
    const { sent, upload } = recorder();

    const outcome = await queue.uploadAll(upload);

    expect(sent).toEqual(['a.jpg']);
    expect(outcome.failed).toEqual(['x.heic']);
    expect(queue.getSnapshot()[0]).toMatchObject({
      status: 'failed',
      failure: { problem: 'badType' },
      previewUri: null,
    });
  });

  it('prepares one photo at a time, in the order chosen', async () => {
    const started: string[] = [];
    let finish = () => {};
    const queue = new PhotoQueue((f) => {
      started.push(f.name);
      return new Promise((resolve) => {
        finish = () => resolve(f);
      });
    });
    queue.add([file('a.jpg'), file('b.jpg')]);
    await vi.waitFor(() => expect(started).toEqual(['a.jpg']));
    finish();
    await vi.waitFor(() => expect(started).toEqual(['a.jpg', 'b.jpg']));
  });

  it('a photo removed before its turn is neither prepared nor sent', async () => {
    const prepare = vi.fn(asIs);
    const queue = new PhotoQueue(prepare);
    queue.add([file('a.jpg'), file('b.jpg')]);
    queue.remove(queue.getSnapshot()[1]?.key ?? '');
    const { sent, upload } = recorder();
    await queue.uploadAll(upload);
    expect(sent).toEqual(['a.jpg']);
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('runs a second uploadAll after the first, so photos added meanwhile keep their order', async () => {
    const queue = new PhotoQueue(asIs);
    const { sent, upload } = recorder();
    queue.add([file('a.jpg')]);
    const first = queue.uploadAll(upload);
    queue.add([file('b.jpg')]);
    const second = queue.uploadAll(upload);
    await Promise.all([first, second]);
    expect(sent).toEqual(['a.jpg', 'b.jpg']);
  });
});

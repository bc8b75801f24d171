import { describe, expect, it } from 'vitest';
import { photoProblem, takePhotos } from './photo-problem';

const MB = 1024 * 1024;
/** A device's limit (5), as the device photos use it. */
const devicePhotoProblem = (file: Pick<File, 'type' | 'size'>, count: number) =>
  photoProblem(file, count, 5);

describe('photoProblem', () => {
  it('accepts any image up to 40 MB while fewer than 5 photos exist: a 12 MB phone photo too', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/gif']) {
      expect(devicePhotoProblem({ type, size: 40 * MB }, 4)).toBeNull();
    }
    expect(devicePhotoProblem({ type: 'image/jpeg', size: 12 * MB }, 0)).toBeNull();
  });

  it('names the first problem: type, then size, then count', () => {
    expect(devicePhotoProblem({ type: 'application/pdf', size: 1 }, 5)).toBe('badType');
    expect(devicePhotoProblem({ type: '', size: 1 }, 0)).toBe('badType');
    expect(devicePhotoProblem({ type: 'image/png', size: 40 * MB + 1 }, 5)).toBe('tooLarge');
    expect(devicePhotoProblem({ type: 'image/png', size: 1 }, 5)).toBe('tooMany');
  });
});

describe('takePhotos', () => {
  const photo = (name: string, type = 'image/jpeg') => ({ name, type, size: 1 });

  it('takes the files in the order given while there is room, and names why the rest were not', () => {
    const files = [photo('a'), photo('b'), photo('c')];
    expect(takePhotos(files, 3, 5)).toEqual({ taken: [files[0], files[1]], problem: 'tooMany' });
    expect(takePhotos(files, 0, 5)).toEqual({ taken: files, problem: null });
  });

  it('skips a file that is no image and still takes the others', () => {
    const files = [photo('a.txt', 'text/plain'), photo('b')];
    expect(takePhotos(files, 0, 5)).toEqual({ taken: [files[1]], problem: 'badType' });
  });
});

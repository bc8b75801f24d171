import { describe, expect, it } from 'vitest';
import { photoProblem } from './photo-problem';

/** A device's limit (5), as the device photos use it. */
const devicePhotoProblem = (file: Pick<File, 'type' | 'size'>, count: number) =>
  photoProblem(file, count, 5);

describe('photoProblem', () => {
  it('accepts JPEG, PNG and WebP up to 10 MB while fewer than 5 photos exist', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(devicePhotoProblem({ type, size: 10 * 1024 * 1024 }, 4)).toBeNull();
    }
  });

  it('names the first problem: type, then size, then count', () => {
    expect(devicePhotoProblem({ type: 'image/gif', size: 1 }, 5)).toBe('badType');
    expect(devicePhotoProblem({ type: 'image/png', size: 10 * 1024 * 1024 + 1 }, 5)).toBe(
      'tooLarge',
    );
    expect(devicePhotoProblem({ type: 'image/png', size: 1 }, 5)).toBe('tooMany');
  });
});

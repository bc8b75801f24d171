import { describe, expect, it } from 'vitest';
import { devicePhotoProblem } from './device-photo-checks';

describe('devicePhotoProblem', () => {
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

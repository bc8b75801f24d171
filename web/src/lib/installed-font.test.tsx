import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasInstalledFont } from './installed-font';

/** A canvas whose text measures 600 px in monospace and `width` in any other font. */
function canvasMeasuring(width: number) {
  const context = { font: '', measureText: vi.fn() };
  context.measureText.mockImplementation(() => ({
    width: context.font === '72px monospace' ? 600 : width,
  }));
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as unknown as CanvasRenderingContext2D,
  );
  return context;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('hasInstalledFont', () => {
  it('when the sample measures otherwise in the family than in monospace, then it is installed', () => {
    const context = canvasMeasuring(655);

    expect(hasInstalledFont('Hiragino Sans')).toBe(true);
    expect(context.font).toBe('72px "Hiragino Sans", monospace');
  });

  it('when it measures the same (the family fell back to monospace), then it is not', () => {
    canvasMeasuring(600);

    expect(hasInstalledFont('Noto Sans CJK JP')).toBe(false);
  });

  it('when there is no canvas to measure with, then it is not (the bundled face is loaded)', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);

    expect(hasInstalledFont('Hiragino Sans')).toBe(false);
  });
});

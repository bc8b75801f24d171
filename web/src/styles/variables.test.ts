import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The theme's text colours on the backgrounds they are used on reach WCAG AA (4.5:1 for normal
 * text). The badge's count is 11 px bold text: normal text for WCAG, so 4.5 as well. axe in the
 * browser tests flagged the badge (4.23:1) only once a demo user had ten notices: a one-digit count
 * passed its checks, so the colours are checked here, whatever a page shows.
 */

const css = readFileSync(path.join(__dirname, 'variables.css'), 'utf8');

function colour(name: string): string {
  const match = new RegExp(`--${name}:\\s*(#[0-9a-f]{6})\\s*;`, 'i').exec(css);
  if (!match?.[1]) throw new Error(`--${name} is not a #rrggbb colour in variables.css`);
  return match[1];
}

/** WCAG 2.x relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('theme colours', () => {
  it('computes contrast as WCAG does', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it.each([
    ['on-badge', 'badge'],
    ['on-primary', 'reuse'],
    ['on-primary', 'share'],
    ['text', 'background'],
    ['text-muted', 'surface'],
    ['text-muted', 'background'],
    ['error', 'surface'],
  ])('--color-%s on --color-%s reaches 4.5:1', (text, background) => {
    expect(contrast(colour(`color-${text}`), colour(`color-${background}`))).toBeGreaterThanOrEqual(
      4.5,
    );
  });
});

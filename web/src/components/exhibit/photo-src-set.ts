import type { ImageVariant } from '@campus/model/exhibit-types';
import { THUMBNAIL_WIDTH } from '@campus/model/limits';

/**
 * The `srcset` of a photo: its 72 px thumbnail and its variants by real width, narrowest first,
 * one candidate per width (a photo narrower than a slot has copies of equal width).
 */
export function photoSrcSet(thumbnailUri: string, variants: readonly ImageVariant[]): string {
  const byWidth = new Map<number, string>([[THUMBNAIL_WIDTH, thumbnailUri]]);
  for (const { width, uri } of variants) if (!byWidth.has(width)) byWidth.set(width, uri);
  return [...byWidth]
    .sort(([a], [b]) => a - b)
    .map(([width, uri]) => `${uri} ${width}w`)
    .join(', ');
}

/**
 * `fetchpriority` for an image the page needs first. React 18 does not know the attribute yet
 * (`fetchPriority` warns), so it is passed in lowercase, as HTML spells it.
 */
export function priorityAttributes(priority: boolean): Record<string, string> {
  return priority ? { loading: 'eager', fetchpriority: 'high' } : { loading: 'lazy' };
}

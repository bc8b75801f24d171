import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageVariant } from '@campus/model/exhibit-types';
import { THUMBNAIL_WIDTH } from '@campus/model/limits';
import { photoSrcSet, priorityAttributes } from './photo-src-set';
import './exhibit.css';

/**
 * How wide a card's photo is drawn (`sizes`): half the screen on phones (two cards a row), about
 * 240 px in the wider grids. The browser picks the copy from `srcset` by it and the pixel density.
 */
export const CARD_PHOTO_SIZES = '(max-width: 575.98px) 50vw, 240px';

/** The intrinsic size of a card's photo box (square): reserves its space before it loads. */
const CARD_BOX = 400;

export interface ExhibitThumbnailProps {
  /** The 72 px thumbnail's address; null or empty shows the no-image placeholder. */
  uri: string | null | undefined;
  /** The same photo in larger widths (`srcset`); photos stored before they existed have none. */
  variants?: readonly ImageVariant[];
  /** The image's text alternative; the placeholder always says 'no image'. */
  alt: string;
  /**
   * Width and height in CSS pixels (72 by default: spec section 3), or `card`: a square as wide as
   * its slot (`CARD_PHOTO_SIZES`).
   */
  size?: number | 'card';
  /** A card's drawn width when its slot is not the grid's (`CARD_PHOTO_SIZES` by default). */
  sizes?: string;
  /**
   * Above the fold and likely the largest paint (the first cards of a list): loaded at once and
   * first, not lazily (a lazy image waits for layout, and LCP with it).
   */
  priority?: boolean;
}

/**
 * An exhibit or item photo, square: a fixed-size thumbnail or a card's photo. With `variants` the
 * browser loads the smallest copy that is sharp at the slot's size and the screen's density; width
 * and height are set (no layout shift) and it loads lazily unless it has `priority`. Without an image, or when it fails to
 * load, a placeholder box with a translated label ('no image') takes its place.
 */
export function ExhibitThumbnail({
  uri,
  variants = [],
  alt,
  size = THUMBNAIL_WIDTH,
  sizes = CARD_PHOTO_SIZES,
  priority = false,
}: ExhibitThumbnailProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<string | null>(null);
  const card = size === 'card';
  const className = `exhibit-thumbnail${card ? ' exhibit-thumbnail--card' : ''}`;

  if (!uri || failed === uri) {
    // Sized by the drawing's attributes, not a style attribute: the server renders this page too,
    // and its Content-Security-Policy refuses inline styles (`style-src 'self'`).
    const drawn = card ? '50%' : size;
    return (
      <span
        className={`${className} exhibit-thumbnail--none`}
        role="img"
        aria-label={t('exhibitCard.noImage')}
      >
        <svg
          viewBox={card ? '0 0 24 24' : '-12 -12 48 48'}
          width={drawn}
          height={drawn}
          aria-hidden="true"
          focusable="false"
        >
          <path
            fill="currentColor"
            d="M21 5v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2Zm-2 0H5v9.6l3.3-3.3 3 3 4.2-4.2 3.5 3.5V5ZM5 19h14v-2.6l-3.5-3.5-4.2 4.2-3-3L5 17.4V19Zm4-9.5a2 2 0 1 1 0-4 2 2 0 0 1 0 4Z"
          />
        </svg>
      </span>
    );
  }
  const box = card ? CARD_BOX : size;
  // A card without variants (a photo stored before them) still shows its thumbnail, scaled up.
  const sources = variants.length > 0 ? photoSrcSet(uri, variants) : undefined;
  return (
    <img
      className={className}
      src={uri}
      srcSet={sources}
      sizes={sources && (card ? sizes : `${size}px`)}
      alt={alt}
      width={box}
      height={box}
      {...priorityAttributes(priority)}
      decoding="async"
      onError={() => setFailed(uri)}
    />
  );
}

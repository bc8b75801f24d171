import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './exhibit.css';

export interface ExhibitThumbnailProps {
  /** The thumbnail's address; null or empty shows the no-image placeholder. */
  uri: string | null | undefined;
  /** The image's text alternative; the placeholder always says 'no image'. */
  alt: string;
  /** Width and height in CSS pixels (thumbnails are 72 px wide: spec section 3). */
  size?: number;
}

/**
 * An exhibit or item thumbnail, square, `size` px (72 by default). Without an image, or when it
 * fails to load, a placeholder box with a translated label ('no image') takes its place.
 */
export function ExhibitThumbnail({ uri, alt, size = 72 }: ExhibitThumbnailProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<string | null>(null);
  const style = { width: size, height: size };

  if (!uri || failed === uri) {
    return (
      <span
        className="exhibit-thumbnail exhibit-thumbnail--none"
        role="img"
        aria-label={t('exhibitCard.noImage')}
        style={style}
      >
        <svg viewBox="0 0 24 24" width="50%" height="50%" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M21 5v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2Zm-2 0H5v9.6l3.3-3.3 3 3 4.2-4.2 3.5 3.5V5ZM5 19h14v-2.6l-3.5-3.5-4.2 4.2-3-3L5 17.4V19Zm4-9.5a2 2 0 1 1 0-4 2 2 0 0 1 0 4Z"
          />
        </svg>
      </span>
    );
  }
  return (
    <img
      className="exhibit-thumbnail"
      src={uri}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(uri)}
    />
  );
}

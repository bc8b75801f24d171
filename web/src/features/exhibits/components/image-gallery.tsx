import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ExhibitThumbnail } from '../../../components/exhibit/exhibit-thumbnail';
import { priorityAttributes } from '../../../components/exhibit/photo-src-set';
import type { ExhibitImage } from '../../../lib/exhibit-types';

interface ImageGalleryProps {
  images: readonly ExhibitImage[];
  /** The exhibit's title, for the images' text alternatives. */
  title: string;
}

/**
 * The exhibit's photos: one large image and a row of thumbnails. Each thumbnail is a button
 * (Tab, Enter or Space); Left/Right, Home and End move through them. No photos: the placeholder.
 */
export function ImageGallery({ images, title }: ImageGalleryProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const total = images.length;
  const index = Math.min(selected, Math.max(0, total - 1));
  const current = images[index];

  if (current === undefined) {
    return (
      <div className="gallery gallery--empty">
        <ExhibitThumbnail uri={null} alt="" size={240} />
      </div>
    );
  }

  const select = (next: number) => {
    const wrapped = (next + total) % total;
    setSelected(wrapped);
    buttons.current[wrapped]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: total - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div className="gallery">
      <figure className="gallery__main">
        {/* The page's largest paint: loaded first. */}
        <img
          className="gallery__image"
          src={current.uri}
          alt={t('exhibit.gallery.imageAlt', { title, n: index + 1, total })}
          {...priorityAttributes(true)}
        />
      </figure>
      {total > 1 && (
        <div
          className="gallery__thumbnails"
          role="group"
          aria-label={t('exhibit.gallery.thumbnails')}
          onKeyDown={onKeyDown}
        >
          {images.map((image, i) => (
            <button
              key={image.id}
              ref={(element) => {
                buttons.current[i] = element;
              }}
              type="button"
              className="gallery__thumbnail"
              aria-pressed={i === index}
              aria-label={t('exhibit.gallery.show', { n: i + 1, total })}
              onClick={() => setSelected(i)}
            >
              <img src={image.thumbnailUri || image.uri} alt="" width={72} height={72} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

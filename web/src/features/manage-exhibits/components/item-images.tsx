import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ExhibitThumbnail } from '../../../components/exhibit/exhibit-thumbnail';
import { ApiError } from '../../../lib/api-client';
import { EXHIBIT_LIMITS, IMAGE_TYPES } from '../../../lib/exhibit-admin-types';
import { imageProblem } from './image-checks';
import type { ExhibitImage } from '../../../lib/exhibit-types';
import { deleteItemImage } from '../api/delete-item-image';
import { exhibitErrorKey } from '../api/errors';
import { uploadItemImage } from '../api/upload-item-image';

export interface ItemImagesProps {
  exhibitId: string;
  itemId: string;
  itemName: string;
  images: readonly ExhibitImage[];
  disabled?: boolean;
  onChange: (images: ExhibitImage[]) => void;
}

/** An item's photos: thumbnails with delete (confirmed), and a file input to add one. */
export function ItemImages({
  exhibitId,
  itemId,
  itemName,
  images,
  disabled,
  onChange,
}: ItemImagesProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<ExhibitImage | null>(null);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const max = EXHIBIT_LIMITS.imagesPerItemMax;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageProblem(file, images.length);
    if (problem) {
      setMessage({ error: true, text: t(`manageExhibits.images.${problem}`, { max }) });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const image = await uploadItemImage(exhibitId, itemId, file);
      onChange([...images, image]);
      setMessage({ error: false, text: t('manageExhibits.images.uploaded') });
    } catch (error) {
      const text =
        error instanceof ApiError && error.status === 413
          ? t('manageExhibits.images.tooLarge')
          : error instanceof ApiError && error.status === 415
            ? t('manageExhibits.images.badType')
            : `${t('manageExhibits.images.failed')} ${t(exhibitErrorKey(error))}`;
      setMessage({ error: true, text });
    } finally {
      setBusy(false);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const target = deleting;
    try {
      await deleteItemImage(exhibitId, itemId, target.id);
      onChange(images.filter((image) => image.id !== target.id));
      setMessage({ error: false, text: t('manageExhibits.images.deleted') });
    } catch (error) {
      setMessage({ error: true, text: t(exhibitErrorKey(error)) });
    }
    setDeleting(null);
  };

  return (
    <div className="item-images-section">
      <h4>{t('manageExhibits.images.heading')}</h4>
      <ul className="item-images" aria-label={t('manageExhibits.images.heading')}>
        {images.map((image, index) => (
          <li key={image.id} className="item-images__image">
            <a href={image.uri} target="_blank" rel="noopener">
              <ExhibitThumbnail
                uri={image.thumbnailUri}
                alt={t('manageExhibits.images.alt', { name: itemName, number: index + 1 })}
              />
            </a>
            {!disabled && (
              <button
                type="button"
                className="button button--secondary button--small"
                aria-label={t('manageExhibits.images.deleteLabel', { number: index + 1 })}
                onClick={() => setDeleting(image)}
              >
                {t('manageExhibits.images.delete')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {!disabled && images.length < max && (
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            {t('manageExhibits.images.add')}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            disabled={busy}
            aria-busy={busy}
            aria-describedby={`${inputId}-hint`}
            onChange={(event) => void onFile(event)}
          />
          <p className="field__hint" id={`${inputId}-hint`}>
            {t('manageExhibits.images.hint', { max })}
          </p>
        </div>
      )}
      {message && (
        <p
          role={message.error ? 'alert' : 'status'}
          className={message.error ? 'form__message form__message--error' : 'form__message'}
        >
          {message.text}
        </p>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('manageExhibits.images.deleteTitle')}
        confirmLabel={t('manageExhibits.images.delete')}
        danger
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

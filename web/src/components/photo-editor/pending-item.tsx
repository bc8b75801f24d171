import { useTranslation } from 'react-i18next';
import type { PhotoEditorWords } from './photo-editor';
import { failureText } from './failure-text';
import type { PendingPhoto } from './photo-queue';

interface PendingItemProps {
  photo: PendingPhoto;
  /** Its place among all the photos, 1-based. */
  n: number;
  words: PhotoEditorWords;
  disabled: boolean;
  /** Shows the move buttons (only before the first save: the API cannot reorder stored photos). */
  reorder: boolean;
  canMoveEarlier: boolean;
  canMoveLater: boolean;
  onMove: (by: number) => void;
  onRemove: () => void;
  /** Uploads a failed photo again (a saved record's). */
  onRetry: (() => void) | undefined;
}

/** A chosen photo not stored yet: its preview, its state and its buttons. */
export function PendingItem({
  photo,
  n,
  words,
  disabled,
  reorder,
  canMoveEarlier,
  canMoveLater,
  onMove,
  onRemove,
  onRetry,
}: PendingItemProps) {
  const { t } = useTranslation();
  const percent = Math.round(photo.progress * 100);
  const busy = photo.status === 'uploading';
  return (
    <li className="photo-editor__photo photo-editor__photo--pending" aria-busy={busy || undefined}>
      {photo.previewUri ? (
        <img
          className="photo-editor__preview"
          src={photo.previewUri}
          alt={t('photoEditor.previewAlt', { n, name: photo.name })}
          width={72}
          height={72}
        />
      ) : (
        <span className="photo-editor__preview photo-editor__preview--none">
          {photo.status === 'preparing' ? t('photoEditor.preparing') : photo.name}
        </span>
      )}
      {photo.status === 'uploading' && (
        <>
          <progress
            className="photo-editor__progress"
            max={100}
            value={percent}
            aria-label={t('photoEditor.progressLabel', { n })}
          />
          <span className="photo-editor__state">{t('photoEditor.uploading', { percent })}</span>
        </>
      )}
      {photo.failure && (
        <span className="photo-editor__state photo-editor__state--failed">
          {failureText(photo.failure, words)}
        </span>
      )}
      {!disabled && !busy && (
        <span className="photo-editor__buttons">
          {reorder && (
            <>
              <button
                type="button"
                className="button button--secondary button--small"
                aria-label={t('photoEditor.earlierLabel', { n })}
                aria-disabled={!canMoveEarlier}
                onClick={() => canMoveEarlier && onMove(-1)}
              >
                {t('photoEditor.earlier')}
              </button>
              <button
                type="button"
                className="button button--secondary button--small"
                aria-label={t('photoEditor.laterLabel', { n })}
                aria-disabled={!canMoveLater}
                onClick={() => canMoveLater && onMove(1)}
              >
                {t('photoEditor.later')}
              </button>
            </>
          )}
          {onRetry && photo.failure && 'error' in photo.failure && (
            <button
              type="button"
              className="button button--secondary button--small"
              aria-label={t('photoEditor.retryLabel', { n })}
              onClick={onRetry}
            >
              {t('photoEditor.retry')}
            </button>
          )}
          <button
            type="button"
            className="button button--secondary button--small"
            aria-label={words.removeLabel(n)}
            onClick={onRemove}
          >
            {words.remove}
          </button>
        </span>
      )}
    </li>
  );
}

import { useEffect, useId, useRef, useState, useSyncExternalStore, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../confirm-dialog';
import { NoticeMessage, type Notice } from '../notice';
import { ExhibitThumbnail } from '../exhibit/exhibit-thumbnail';
import { failureText } from './failure-text';
import { PendingItem } from './pending-item';
import { takePhotos, type PhotoProblem } from './photo-problem';
import { usePhotoQueue, type PendingPhoto, type PhotoQueue, type Upload } from './photo-queue';
import './photo-editor.css';

/** A stored photo: the full image and its thumbnail (empty while the thumbnail is being made). */
export interface Photo {
  id: string;
  uri: string;
  thumbnailUri: string;
}

/** What the editor says, in the feature's words (already translated). */
export interface PhotoEditorWords {
  heading: string;
  /** Said when there is no photo (nothing when absent). */
  none?: string;
  /** The text alternative of photo `n` of `total`. */
  alt: (n: number, total: number) => string;
  add: string;
  hint: string;
  /** Said while photos upload (nothing when absent). */
  uploading?: string;
  uploaded: string;
  remove: string;
  removeLabel: (n: number) => string;
  removeTitle: string;
  removed: string;
  /** Why a file was refused, before sending or by the API (413, 415, `too_many_images`). */
  problem: (problem: PhotoProblem) => string;
  uploadFailed: (error: unknown) => string;
  removeFailed: (error: unknown) => string;
}

interface CommonProps<P extends Photo> {
  /** The stored photos (none before the record's first save). */
  photos?: readonly P[];
  /** The most photos there may be, stored and chosen (the pickers hide at that count). */
  max: number;
  words: PhotoEditorWords;
  headingLevel: 2 | 3 | 4;
  /** Read only: no removing, no adding (e.g. a cancelled exhibit, a form being saved). */
  disabled?: boolean;
}

/** A saved record: chosen photos upload at once, removals are confirmed and take effect at once. */
interface SavedRecord<P extends Photo> {
  upload: Upload<P>;
  remove: (photo: P) => Promise<void>;
  onChange: (photos: P[]) => void;
  queue?: never;
}

/** A record not saved yet: chosen photos wait, in an order the user sets, in the page's `queue`. */
interface NewRecord {
  queue: PhotoQueue;
  upload?: never;
  remove?: never;
  onChange?: never;
}

export type PhotoEditorProps<P extends Photo> = CommonProps<P> & (SavedRecord<P> | NewRecord);

/** The files of a drag that carries files (not text or a link). */
const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * The photos of an exhibit item or a device: the stored ones (thumbnail linking to the full
 * image, a confirmed remove button) and the chosen ones not stored yet (a preview, what is
 * happening to it, a progress bar while it uploads, and remove; before the first save, also move
 * earlier and later). Photos are chosen several at once with the file picker, the camera on phones
 * ("take a photo"), or dropped on the box around them; each is resized in the browser when larger
 * than the server keeps (`lib/image-resize.ts`). A saved record's photos upload as soon as they are
 * ready; a new record's wait in the page's queue until the create call returns the id.
 */
export function PhotoEditor<P extends Photo>(props: PhotoEditorProps<P>) {
  const { photos = [], max, words, headingLevel, disabled = false } = props;
  const { t } = useTranslation();
  const id = useId();
  const headingId = `${id}-heading`;
  const ownQueue = usePhotoQueue();
  const queue = props.queue ?? ownQueue;
  const pending = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  const [removing, setRemoving] = useState<P | null>(null);
  const [message, setMessage] = useState<Notice | null>(null);
  const [dragging, setDragging] = useState(false);
  // The stored photos as last told to the page: uploads finishing one after another each add to it.
  const stored = useRef(photos);
  useEffect(() => {
    stored.current = photos;
  }, [photos]);
  const Heading = `h${headingLevel}` as const;
  const total = photos.length + pending.length;
  const saved = props.upload !== undefined;

  const uploadNow = async (upload: Upload<P>, onChange: (photos: P[]) => void) => {
    if (words.uploading) setMessage({ error: false, text: words.uploading });
    const { uploaded } = await queue.uploadAll(upload, (photo) => {
      const next = [...stored.current, photo];
      stored.current = next;
      onChange(next);
    });
    const failed = queue.getSnapshot().find((photo) => photo.failure !== null);
    if (failed?.failure) setMessage({ error: true, text: failureText(failed.failure, words) });
    else if (uploaded.length > 0) {
      setMessage({
        error: false,
        text:
          uploaded.length === 1
            ? words.uploaded
            : t('photoEditor.added', { count: uploaded.length }),
      });
    } else setMessage(null);
  };

  const addFiles = (files: readonly File[]) => {
    const { taken, problem } = takePhotos(files, total, max);
    setMessage(problem ? { error: true, text: words.problem(problem) } : null);
    if (taken.length === 0) return;
    queue.add(taken);
    if (props.upload !== undefined) void uploadNow(props.upload, props.onChange);
  };

  const retry = (photo: PendingPhoto) => {
    if (props.upload === undefined) return;
    queue.retry(photo.key);
    void uploadNow(props.upload, props.onChange);
  };

  const move = (photo: PendingPhoto, by: number) => {
    const position = queue.move(photo.key, by);
    setMessage({ error: false, text: t('photoEditor.moved', { n: position }) });
  };

  const removePending = (photo: PendingPhoto) => {
    queue.remove(photo.key);
    setMessage({ error: false, text: words.removed });
  };

  const confirmRemove = async () => {
    if (!removing || props.remove === undefined) return;
    const target = removing;
    try {
      await props.remove(target);
      props.onChange(photos.filter((photo) => photo.id !== target.id));
      setMessage({ error: false, text: words.removed });
    } catch (error) {
      setMessage({ error: true, text: words.removeFailed(error) });
    }
    setRemoving(null);
  };

  const onDrop = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    setDragging(false);
    if (!disabled && total < max) addFiles([...event.dataTransfer.files]);
  };

  const canAdd = !disabled && total < max;
  return (
    <section
      className={`photo-editor${dragging ? ' photo-editor--dragging' : ''}`}
      aria-labelledby={headingId}
      onDragOver={(event) => {
        if (!carriesFiles(event) || !canAdd) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(event) => {
        // Leaving for a child of the box is no leaving.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={onDrop}
    >
      <Heading id={headingId}>{words.heading}</Heading>
      {!saved && pending.length > 0 && (
        <p className="field__hint">{t('photoEditor.uploadOnSave')}</p>
      )}
      {total === 0 && words.none ? (
        <p className="state state--empty">{words.none}</p>
      ) : (
        total > 0 && (
          <ul className="photo-editor__list" aria-label={words.heading}>
            {photos.map((photo, index) => (
              <li key={photo.id} className="photo-editor__photo">
                <a href={photo.uri} target="_blank" rel="noopener">
                  <ExhibitThumbnail
                    uri={photo.thumbnailUri || photo.uri}
                    alt={words.alt(index + 1, total)}
                  />
                </a>
                {!disabled && (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={words.removeLabel(index + 1)}
                    onClick={() => setRemoving(photo)}
                  >
                    {words.remove}
                  </button>
                )}
              </li>
            ))}
            {pending.map((photo, index) => (
              <PendingItem
                key={photo.key}
                photo={photo}
                n={photos.length + index + 1}
                words={words}
                disabled={disabled}
                canMoveEarlier={!saved && index > 0}
                canMoveLater={!saved && index < pending.length - 1}
                reorder={!saved}
                onMove={(by) => move(photo, by)}
                onRemove={() => removePending(photo)}
                onRetry={saved ? () => retry(photo) : undefined}
              />
            ))}
          </ul>
        )
      )}
      {canAdd && (
        <div className="photo-editor__add">
          <label className="button button--secondary photo-editor__pick">
            {words.add}
            <input
              type="file"
              className="visually-hidden"
              accept="image/*"
              multiple
              aria-describedby={`${id}-hint`}
              onChange={(event) => {
                addFiles([...(event.target.files ?? [])]);
                event.target.value = '';
              }}
            />
          </label>
          {/* Phones open the camera; hidden where there is no touch screen (no camera to open). */}
          <label className="button button--secondary photo-editor__pick photo-editor__camera">
            {t('photoEditor.takePhoto')}
            <input
              type="file"
              className="visually-hidden"
              accept="image/*"
              capture="environment"
              onChange={(event) => {
                addFiles([...(event.target.files ?? [])]);
                event.target.value = '';
              }}
            />
          </label>
          <span className="photo-editor__drop" aria-hidden="true">
            {t('photoEditor.drop')}
          </span>
          <p className="field__hint photo-editor__hint" id={`${id}-hint`}>
            {words.hint}
          </p>
        </div>
      )}
      <NoticeMessage notice={message} />
      {saved && (
        <ConfirmDialog
          open={removing !== null}
          title={words.removeTitle}
          confirmLabel={words.remove}
          danger
          onConfirm={confirmRemove}
          onCancel={() => setRemoving(null)}
        />
      )}
    </section>
  );
}

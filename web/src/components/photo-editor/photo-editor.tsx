import { useId, useState, type ChangeEvent } from 'react';
import { TOO_MANY_IMAGES } from '@campus/model/error-codes';
import { ApiError } from '../../lib/api-client';
import { IMAGE_TYPES } from '../../lib/exhibit-admin-types';
import { ConfirmDialog } from '../confirm-dialog';
import { NoticeMessage, type Notice } from '../notice';
import { ExhibitThumbnail } from '../exhibit/exhibit-thumbnail';
import { photoProblem, type PhotoProblem } from './photo-problem';
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
  /** Said while a photo uploads (nothing when absent). */
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

export interface PhotoEditorProps<P extends Photo> {
  photos: readonly P[];
  /** The most photos there may be (the file input hides at that count). */
  max: number;
  upload: (file: File) => Promise<P>;
  remove: (photo: P) => Promise<void>;
  onChange: (photos: P[]) => void;
  words: PhotoEditorWords;
  headingLevel: 2 | 3 | 4;
  /** Read only: no removing, no adding (e.g. a cancelled exhibit). */
  disabled?: boolean;
}

/** The API's refusal of an upload, as one of the problems checked before sending. */
function refusal(error: unknown): PhotoProblem | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 413) return 'tooLarge';
  if (error.status === 415) return 'badType';
  if (error.code === TOO_MANY_IMAGES) return 'tooMany';
  return null;
}

/**
 * Photos that take effect at once (apart from any form): thumbnails linking to the full image, a
 * remove button each (confirmed), and a file input adding one photo per call, up to `max`. The
 * item photos of an exhibit and the photos of a device both use it.
 */
export function PhotoEditor<P extends Photo>({
  photos,
  max,
  upload,
  remove,
  onChange,
  words,
  headingLevel,
  disabled = false,
}: PhotoEditorProps<P>) {
  const inputId = useId();
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<P | null>(null);
  const [message, setMessage] = useState<Notice | null>(null);
  const Heading = `h${headingLevel}` as const;
  const total = photos.length;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = photoProblem(file, total, max);
    if (problem) {
      setMessage({ error: true, text: words.problem(problem) });
      return;
    }
    setBusy(true);
    setMessage(words.uploading ? { error: false, text: words.uploading } : null);
    try {
      const photo = await upload(file);
      onChange([...photos, photo]);
      setMessage({ error: false, text: words.uploaded });
    } catch (error) {
      const refused = refusal(error);
      setMessage({
        error: true,
        text: refused ? words.problem(refused) : words.uploadFailed(error),
      });
    } finally {
      setBusy(false);
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    const target = removing;
    try {
      await remove(target);
      onChange(photos.filter((photo) => photo.id !== target.id));
      setMessage({ error: false, text: words.removed });
    } catch (error) {
      setMessage({ error: true, text: words.removeFailed(error) });
    }
    setRemoving(null);
  };

  return (
    <section className="photo-editor" aria-labelledby={headingId}>
      <Heading id={headingId}>{words.heading}</Heading>
      {total === 0 && words.none ? (
        <p className="state state--empty">{words.none}</p>
      ) : (
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
        </ul>
      )}
      {!disabled && total < max && (
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            {words.add}
          </label>
          <input
            id={inputId}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            disabled={busy}
            aria-busy={busy}
            aria-describedby={`${inputId}-hint`}
            onChange={(event) => void onFile(event)}
          />
          <p className="field__hint" id={`${inputId}-hint`}>
            {words.hint}
          </p>
        </div>
      )}
      <NoticeMessage notice={message} />
      <ConfirmDialog
        open={removing !== null}
        title={words.removeTitle}
        confirmLabel={words.remove}
        danger
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}

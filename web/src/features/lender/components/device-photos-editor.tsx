import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { IMAGE_TYPES } from '../../../lib/exhibit-admin-types';
import type { DeviceImage } from '../../../lib/share-mode/types';
import { deleteDeviceImage } from '../api/delete-device-image';
import { uploadDeviceImage } from '../api/upload-device-image';
import { lenderErrorKey } from '../api/errors';
import { DEVICE_PHOTOS_MAX, devicePhotoProblem } from './device-photo-checks';
import '../../../components/form/form.css';
import './device-photos-editor.css';

export interface DevicePhotosEditorProps {
  deviceId: string;
  deviceName: string;
  images: readonly DeviceImage[];
}

/**
 * The photos of a device on its edit page: thumbnails (links to the full image) with a remove
 * button each (confirmed), and a file input adding one photo per call, up to 5. Uploads and
 * removals take effect at once, apart from saving the form.
 */
export function DevicePhotosEditor({ deviceId, deviceName, images }: DevicePhotosEditorProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const headingId = useId();
  const [photos, setPhotos] = useState<DeviceImage[]>([...images]);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<DeviceImage | null>(null);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const max = DEVICE_PHOTOS_MAX;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = devicePhotoProblem(file, photos.length);
    if (problem) {
      setMessage({ error: true, text: t(`devicePhotos.${problem}`, { max }) });
      return;
    }
    setBusy(true);
    setMessage({ error: false, text: t('devicePhotos.uploading') });
    try {
      const image = await uploadDeviceImage(deviceId, file);
      setPhotos((current) => [...current, image]);
      setMessage({ error: false, text: t('devicePhotos.uploaded') });
    } catch (error) {
      setMessage({ error: true, text: uploadErrorText(error) });
    } finally {
      setBusy(false);
    }
  };

  const uploadErrorText = (error: unknown): string => {
    if (error instanceof ApiError) {
      if (error.status === 413) return t('devicePhotos.tooLarge');
      if (error.status === 415) return t('devicePhotos.badType');
      if (error.code === 'too_many_images') return t('devicePhotos.tooMany', { max });
    }
    return `${t('devicePhotos.uploadFailed')} ${t(lenderErrorKey(error))}`;
  };

  const confirmRemove = async () => {
    if (!removing) return;
    const target = removing;
    try {
      await deleteDeviceImage(deviceId, target.id);
      setPhotos((current) => current.filter((image) => image.id !== target.id));
      setMessage({ error: false, text: t('devicePhotos.removed') });
    } catch (error) {
      setMessage({
        error: true,
        text: `${t('devicePhotos.removeFailed')} ${t(lenderErrorKey(error))}`,
      });
    }
    setRemoving(null);
  };

  const total = photos.length;
  return (
    <section className="lender-photos" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('devicePhotos.heading')}</h2>
      {total === 0 ? (
        <p className="state state--empty">{t('devicePhotos.none')}</p>
      ) : (
        <ul className="lender-photos__list" aria-label={t('devicePhotos.heading')}>
          {photos.map((image, index) => (
            <li key={image.id} className="lender-photos__photo">
              <a href={image.uri} target="_blank" rel="noopener">
                <img
                  src={image.thumbnailUri || image.uri}
                  alt={t('devicePhotos.alt', { name: deviceName, n: index + 1, total })}
                  width={72}
                  height={72}
                />
              </a>
              <button
                type="button"
                className="button button--secondary button--small"
                aria-label={t('devicePhotos.removeLabel', { n: index + 1 })}
                onClick={() => setRemoving(image)}
              >
                {t('devicePhotos.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {total < max && (
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            {t('devicePhotos.add')}
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
            {t('devicePhotos.hint', { max })}
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
        open={removing !== null}
        title={t('devicePhotos.removeTitle')}
        confirmLabel={t('devicePhotos.remove')}
        danger
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import type { PhotoEditorWords } from '../../../components/photo-editor/photo-editor';
import { lenderErrorKey } from '../api/errors';
import { DEVICE_PHOTOS_MAX } from '../api/upload-device-image';

/** What the photo editor says on a device's edit page. */
export function useDevicePhotoWords(deviceName: string): PhotoEditorWords {
  const { t } = useTranslation();
  const max = DEVICE_PHOTOS_MAX;
  return {
    heading: t('devicePhotos.heading'),
    none: t('devicePhotos.none'),
    alt: (n, total) => t('devicePhotos.alt', { name: deviceName, n, total }),
    add: t('devicePhotos.add'),
    hint: t('devicePhotos.hint', { max }),
    uploading: t('devicePhotos.uploading'),
    uploaded: t('devicePhotos.uploaded'),
    remove: t('devicePhotos.remove'),
    removeLabel: (n) => t('devicePhotos.removeLabel', { n }),
    removeTitle: t('devicePhotos.removeTitle'),
    removed: t('devicePhotos.removed'),
    problem: (problem) => t(`devicePhotos.${problem}`, { max }),
    uploadFailed: (error) => `${t('devicePhotos.uploadFailed')} ${t(lenderErrorKey(error))}`,
    removeFailed: (error) => `${t('devicePhotos.removeFailed')} ${t(lenderErrorKey(error))}`,
  };
}

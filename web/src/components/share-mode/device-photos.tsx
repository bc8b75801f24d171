import { useTranslation } from 'react-i18next';
import type { Device } from '../../lib/share-mode/types';
import './device-photos.css';

export interface DevicePhotosProps {
  device: Pick<Device, 'name' | 'images'>;
}

/**
 * A device's photos (the device page and a share listing's page): a row of thumbnails, each a
 * link to the full image. A device without photos renders nothing.
 */
export function DevicePhotos({ device }: DevicePhotosProps) {
  const { t } = useTranslation();
  const total = device.images.length;
  if (total === 0) return null;
  return (
    <ul className="device-photos" aria-label={t('devicePhotos.listLabel', { name: device.name })}>
      {device.images.map((image, index) => (
        <li key={image.id} className="device-photos__photo">
          <a href={image.uri} target="_blank" rel="noopener">
            <img
              src={image.thumbnailUri || image.uri}
              alt={t('devicePhotos.alt', { name: device.name, n: index + 1, total })}
              width={72}
              height={72}
              loading="lazy"
              decoding="async"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

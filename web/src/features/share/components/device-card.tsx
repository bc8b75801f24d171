import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useYen } from '../../../lib/share-mode/money';
import type { Device } from '../../../lib/share-mode/types';
import { PlaceText } from './place-text';

/** A device in the /share list: name (linking to its page), place, fee and the approval badge. */
export function DeviceCard({ device }: { device: Device }) {
  const { t } = useTranslation();
  const yen = useYen();
  return (
    <article className="device-card">
      <h2 className="device-card__name">
        <Link to={paths.shareDevice.getHref(device.id)}>{device.name}</Link>
      </h2>
      {device.requiresApproval && (
        <span className="device-card__badge">{t('share.device.needsApproval')}</span>
      )}
      <dl className="device-card__facts">
        <div>
          <dt>{t('share.device.place')}</dt>
          <dd>
            <PlaceText place={device.place} />
          </dd>
        </div>
        <div>
          <dt>{t('share.device.fee')}</dt>
          <dd>
            {device.feePerHour === 0
              ? t('share.device.free')
              : t('share.device.perHour', { amount: yen(device.feePerHour) })}
          </dd>
        </div>
      </dl>
    </article>
  );
}

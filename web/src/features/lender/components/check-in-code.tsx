import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import type { Device } from '../../../lib/share-mode/types';
import { checkInUrl } from './links';

/** The printed code's size in CSS pixels (about 6 cm on paper). */
const CODE_SIZE = 224;

/**
 * The QR code users scan at the device to check in: the address of the device's page with its
 * check-in panel open, also written out. "Print" prints the code and the device's name alone
 * (lender.css, `@media print`), to put up beside the device. Imported by the facility page only,
 * so the QR code library stays in that page's chunk.
 */
export function CheckInCode({ device }: { device: Device }) {
  const { t } = useTranslation();
  const url = checkInUrl(window.location.origin, device.id);
  return (
    <section className="lender__section" aria-labelledby="check-in-code-heading">
      <h2 id="check-in-code-heading">{t('lender.facility.code.heading')}</h2>
      <p className="lender__hint">
        {t('lender.facility.code.hint', { minutes: device.checkIn.graceMinutes })}
      </p>
      <figure className="check-in-code">
        <p className="check-in-code__name" translate="no">
          {device.name}
        </p>
        <QRCodeSVG
          value={url}
          size={CODE_SIZE}
          level="M"
          marginSize={4}
          role="img"
          aria-label={t('lender.facility.code.label', { name: device.name })}
          className="check-in-code__svg"
        />
        <figcaption className="check-in-code__caption">
          {t('lender.facility.code.caption')}
          <span className="check-in-code__url" translate="no">
            {url}
          </span>
        </figcaption>
      </figure>
      <button type="button" className="button button--secondary" onClick={() => window.print()}>
        {t('lender.facility.code.print')}
      </button>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FactList } from '../../../components/fact-list';
import type { Device } from '../../../lib/share-mode/types';
import { formatDateTime } from '../../../lib/time';
import { editHref } from './links';

/**
 * The device as a facility: a banner while a reported problem keeps it out of service, whether it
 * is in service, whether users check in (and within how many minutes) and what they are charged
 * for, with the way to change those (the device form).
 */
export function FacilityStatus({ device }: { device: Device }) {
  const { t } = useTranslation();
  const { shutDownSince, checkIn } = device;
  return (
    <section className="lender__section" aria-labelledby="facility-status-heading">
      <h2 id="facility-status-heading" translate="no">
        {device.name}
      </h2>
      {shutDownSince !== null && (
        <div className="lender__out-of-service" role="note">
          <p>
            <strong>
              {t('lender.facility.shutDown.label', { since: formatDateTime(shutDownSince) })}
            </strong>
          </p>
          <p>{t('lender.facility.shutDown.text')}</p>
        </div>
      )}
      <FactList
        className="list-page__figures"
        facts={[
          {
            term: t('lender.facility.status.state'),
            value:
              shutDownSince === null
                ? t('lender.facility.status.inService')
                : t('lender.facility.status.outOfService'),
          },
          {
            term: t('lender.facility.status.checkIn'),
            value: checkIn.required
              ? t('lender.facility.status.checkInWithin', { minutes: checkIn.graceMinutes })
              : t('lender.facility.status.checkInNone'),
          },
          {
            term: t('lender.facility.status.chargeBy'),
            value:
              device.chargeBy === 'use'
                ? t('lender.facility.status.chargeByUse')
                : t('lender.facility.status.chargeByBooking'),
          },
        ]}
      />
      <p className="lender__hint">
        {t('lender.facility.status.editHint')}{' '}
        <Link to={editHref(device.id)}>{t('lender.facility.status.editDevice')}</Link>
      </p>
    </section>
  );
}

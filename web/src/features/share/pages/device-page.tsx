import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ApiError, errorMessageKey } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDevice } from '../api/get-device';
import { Availability } from '../../../components/share-mode/availability';
import { availabilityKey } from '../../../lib/share-mode/get-availability';
import { BookingForm, type BookingFormHandle } from '../components/booking-form';
import { DeviceFacts } from '../../../components/share-mode/device-facts';
import { DevicePhotos } from '../../../components/share-mode/device-photos';
import '../share.css';

const HEADING_ID = 'device-heading';

/**
 * `/share/{id}` (not in the spec's route list, which names /share only: the page a device card
 * leads to): the device, its rules in words, its week of bookings and, signed in, the booking form.
 */
export function DevicePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { user } = useSession();
  const device = useDevice(id);
  const queryClient = useQueryClient();
  const form = useRef<BookingFormHandle>(null);
  useDocumentTitle(device.status === 'success' ? device.data.name : t('routes.shareDevice'));

  if (device.status !== 'success') {
    const notFound =
      device.status === 'error' && device.error instanceof ApiError && device.error.status === 404;
    return (
      <section className="page device-page" aria-labelledby={HEADING_ID}>
        <h1 id={HEADING_ID} className="page__title">
          {t('routes.shareDevice')}
        </h1>
        {device.status === 'loading' ? (
          <p role="status" className="state state--loading">
            {t('share.device.loading')}
          </p>
        ) : (
          <div role="alert" className="state state--error">
            <p>{notFound ? t('share.device.notFound') : t(errorMessageKey(device.error))}</p>
            {!notFound && (
              <button type="button" className="button" onClick={device.refetch}>
                {t('share.retry')}
              </button>
            )}
          </div>
        )}
        <p>
          <Link to={paths.share.getHref()}>{t('share.backToList')}</Link>
        </p>
      </section>
    );
  }

  const data = device.data;
  return (
    <article className="page device-page" aria-labelledby={HEADING_ID}>
      <p className="device-page__back">
        <Link to={paths.share.getHref()}>{t('share.backToList')}</Link>
      </p>
      <h1 id={HEADING_ID} className="page__title">
        {data.name}
      </h1>
      <DevicePhotos device={data} />
      <DeviceFacts device={data} />
      <section className="device-page__section" aria-labelledby="device-week-heading">
        <h2 id="device-week-heading">{t('share.availability.heading')}</h2>
        <p className="device-page__hint">
          {t('share.availability.hint')}
          {user && ` ${t('share.availability.pickHint')}`}
        </p>
        <Availability
          device={data}
          {...(user ? { onPickSlot: (slot) => form.current?.fill(slot) } : {})}
        />
      </section>
      <section className="device-page__section" aria-labelledby="device-booking-heading">
        <h2 id="device-booking-heading">{t('share.booking.heading')}</h2>
        {user ? (
          <BookingForm
            ref={form}
            device={data}
            onChanged={() => void queryClient.resetQueries({ queryKey: availabilityKey(data.id) })}
          />
        ) : (
          <p>
            {t('share.booking.loginRequired')}{' '}
            <Link className="button" to={paths.login.getHref(`${pathname}${search}`)}>
              {t('share.booking.login')}
            </Link>
          </p>
        )}
      </section>
    </article>
  );
}

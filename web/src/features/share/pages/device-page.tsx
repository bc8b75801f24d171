import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { errorMessageKey, hasErrorStatus } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDevice } from '../api/get-device';
import { Availability } from '../../../components/share-mode/availability';
import { BookingForm, type BookingFormHandle } from '../components/booking-form';
import { DeviceFacts } from '../../../components/share-mode/device-facts';
import { DevicePhotos } from '../../../components/share-mode/device-photos';
import type { Device } from '../../../lib/share-mode/types';
import { weekParam } from '../../../lib/share-mode/tokyo-grid';
import { QualificationGate } from '../components/qualification-gate';
import { CheckInPanel } from '../components/check-in-panel';
import { OutOfService } from '../components/out-of-service';
import { ProblemReport } from '../components/problem-report';
import '../share.css';

const HEADING_ID = 'device-heading';

/** `?checkin=1`: the address of the device's QR code, which opens the check-in panel. */
const CHECK_IN_PARAM = 'checkin';
const WEEK_PARAM = 'week';

/**
 * `/share/{id}` (not in the spec's route list, which names /share only: the page a device card
 * leads to): the device, its rules in words, its week of bookings and outages and, signed in, the
 * booking form; for a device that takes qualified users only, the user's qualification above it,
 * and the form only once qualified (else a request for training). A device out of service over a
 * reported problem says so and takes no bookings. Signed in, a problem may be reported; with
 * `?checkin=1` the caller's reservation to check in now comes first; `?week=YYYY-MM-DD` opens the
 * week of that date.
 */
export function DevicePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const { user } = useSession();
  const device = useDevice(id);
  useDocumentTitle(device.status === 'success' ? device.data.name : t('routes.shareDevice'));

  if (device.status !== 'success') {
    const notFound = device.status === 'error' && hasErrorStatus(device.error, 404);
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
  const signedIn = user !== null;
  const login = paths.login.getHref(`${pathname}${search}`);
  const outOfService = data.shutDownSince !== null;
  // `?week=` (a notice of a cancelled booking leads to its week).
  const week = params.get(WEEK_PARAM);
  const sections = (mayBook: boolean, panel?: ReactNode) => (
    <BookingSections
      device={data}
      monday={week === null ? undefined : weekParam(week)}
      signedIn={signedIn}
      mayBook={mayBook && !outOfService}
      bookable={!outOfService}
      panel={panel}
      login={login}
    />
  );
  return (
    <article className="page device-page" aria-labelledby={HEADING_ID}>
      <p className="device-page__back">
        <Link to={paths.share.getHref()}>{t('share.backToList')}</Link>
      </p>
      <h1 id={HEADING_ID} className="page__title">
        {data.name}
      </h1>
      {params.get(CHECK_IN_PARAM) === '1' && (
        <CheckInPanel deviceId={data.id} signedIn={signedIn} login={login} />
      )}
      {data.shutDownSince !== null && <OutOfService since={data.shutDownSince} />}
      <DevicePhotos device={data} />
      <DeviceFacts device={data} />
      {signedIn && data.qualification.required && !outOfService ? (
        <QualificationGate deviceId={data.id}>{sections}</QualificationGate>
      ) : (
        sections(signedIn)
      )}
      {signedIn && <ProblemReport deviceId={data.id} />}
    </article>
  );
}

interface BookingSectionsProps {
  device: Device;
  /** The week shown first (its Monday); this week when undefined. */
  monday: string | undefined;
  signedIn: boolean;
  /** Signed in and, for a device that takes qualified users only, qualified. */
  mayBook: boolean;
  /** False while the device is out of service: no booking part at all. */
  bookable: boolean;
  /** Above the booking form: the user's qualification (devices that take qualified users only). */
  panel?: ReactNode;
  /** The login address that comes back here. */
  login: string;
}

/**
 * The week of bookings and the booking form: slots to tap and the form for a user who may book;
 * the qualification panel instead of the form for one who may not; the way to log in for a visitor.
 * A device out of service shows its week only.
 */
function BookingSections({
  device,
  monday,
  signedIn,
  mayBook,
  bookable,
  panel,
  login,
}: BookingSectionsProps) {
  const { t } = useTranslation();
  const form = useRef<BookingFormHandle>(null);
  return (
    <>
      <section className="device-page__section" aria-labelledby="device-week-heading">
        <h2 id="device-week-heading">{t('share.availability.heading')}</h2>
        <p className="device-page__hint">
          {t('share.availability.hint')}
          {mayBook && ` ${t('share.availability.pickHint')}`}
        </p>
        <Availability
          device={device}
          {...(monday === undefined ? {} : { initialMonday: monday })}
          {...(mayBook ? { onPickSlot: (slot) => form.current?.fill(slot) } : {})}
        />
      </section>
      {bookable && (
        <section className="device-page__section" aria-labelledby="device-booking-heading">
          <h2 id="device-booking-heading">{t('share.booking.heading')}</h2>
          {panel}
          {mayBook && <BookingForm ref={form} device={device} />}
          {!signedIn && (
            <>
              {device.qualification.required && <p>{t('share.qualification.signedOut')}</p>}
              <p>
                {t('share.booking.loginRequired')}{' '}
                <Link className="button" to={login}>
                  {t('share.booking.login')}
                </Link>
              </p>
            </>
          )}
        </section>
      )}
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BookingFailure } from './booking-errors';

/**
 * The alert of a refused booking, with the link that puts it right: "File the usage report" when an
 * overdue report of the device blocks new bookings.
 */
export function BookingFailureAlert({ failure }: { failure: BookingFailure }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="state state--error">
      <p>{failure.text}</p>
      {failure.link !== null && (
        <p>
          <Link to={failure.link}>{t('share.booking.fileReport')}</Link>
        </p>
      )}
    </div>
  );
}

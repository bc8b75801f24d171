import { Link } from 'react-router-dom';
import type { BookingFailure } from './booking-errors';

/**
 * The alert of a refused booking, with the link that puts it right: "File the usage report" when an
 * overdue report of the device blocks new bookings, "Register for the year" when the lender asks
 * outside users to register for the session's fiscal year first.
 */
export function BookingFailureAlert({ failure }: { failure: BookingFailure }) {
  return (
    <div role="alert" className="state state--error">
      <p>{failure.text}</p>
      {failure.link !== null && (
        <p>
          <Link to={failure.link.to}>{failure.link.text}</Link>
        </p>
      )}
    </div>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FactList, type Fact } from '../../../components/fact-list';
import { paths } from '../../../lib/paths';

export interface BookingCardProps {
  /** The classes beside `reservation` (the kind and its state). */
  className: string;
  /** The id of the heading, which names the card (its actions refer to it). */
  headingId: string;
  /** The device booked or waited for: the heading links to its page. */
  device: { deviceId: string; deviceName: string };
  facts: readonly (Fact | null)[];
  /** The actions under the facts. */
  children?: ReactNode;
}

/**
 * One of the user's bookings, a reservation or a waitlist entry: an article headed by the device
 * (a link to its page), its facts, then its actions.
 */
export function BookingCard({ className, headingId, device, facts, children }: BookingCardProps) {
  return (
    <article className={`reservation ${className}`} aria-labelledby={headingId}>
      <h3 id={headingId} className="reservation__device">
        <Link to={paths.shareDevice.getHref(device.deviceId)}>{device.deviceName}</Link>
      </h3>
      <FactList className="reservation__facts" facts={facts} />
      {children}
    </article>
  );
}

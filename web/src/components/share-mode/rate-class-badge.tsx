import type { RateClass } from '@campus/model/outside-user-types';
import { useRateClassName } from './rate-class';
import './rate-class-badge.css';

interface RateClassProps {
  rateClass: RateClass;
  /** The outside user's affiliation ('' when none is known, and on campus). */
  affiliation?: string;
}

/**
 * "Industry · Acme Corp": a rate class with the affiliation when known (the name as the lender
 * wrote it, never translated), as text.
 */
export function RateClassText({ rateClass, affiliation = '' }: RateClassProps) {
  const name = useRateClassName();
  return (
    <>
      {name(rateClass)}
      {affiliation !== '' && (
        <>
          {' · '}
          <span translate="no">{affiliation}</span>
        </>
      )}
    </>
  );
}

/**
 * The class an outside user was charged at, as a badge after a space (it follows a fee, a name or
 * a device): `RateClassText` in a `list-page__status`. Nothing on campus.
 */
export function RateClassBadge({ rateClass, affiliation = '' }: RateClassProps) {
  if (rateClass === 'campus') return null;
  return (
    <>
      {' '}
      <span className="list-page__status rate-class">
        <RateClassText rateClass={rateClass} affiliation={affiliation} />
      </span>
    </>
  );
}

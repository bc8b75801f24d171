import type { RateClass } from '@campus/model/outside-user-types';
import { useTranslation } from 'react-i18next';

/**
 * Users from outside the campus (issue 33, part 4): the words of the rate classes (the badge a
 * reservation or a bill line wears is `rate-class-badge.tsx`).
 */

/** Each rate class's name (`satisfies`: a class added to the model does not compile without one). */
export const RATE_CLASS_KEYS = {
  campus: 'share.rateClass.campus',
  academic: 'share.rateClass.academic',
  industry: 'share.rateClass.industry',
} as const satisfies Record<RateClass, string>;

/** The classes an outside account's affiliation may have (all but campus), in the model's order. */
export { OUTSIDE_CLASSES } from '@campus/model/outside-user-types';

/** A rate class's name in the current language. */
export function useRateClassName(): (rateClass: RateClass) => string {
  const { t } = useTranslation();
  return (rateClass) => t(RATE_CLASS_KEYS[rateClass]);
}

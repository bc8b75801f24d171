import { useTranslation } from 'react-i18next';
import type { BookingProblem } from './booking-rules';
import { formatMinutes } from './tokyo-grid';

/** The names of the days of the week, Monday first (index 0 is ISO weekday 1). */
export const WEEKDAY_KEYS = [
  'share.week.days.mon',
  'share.week.days.tue',
  'share.week.days.wed',
  'share.week.days.thu',
  'share.week.days.fri',
  'share.week.days.sat',
  'share.week.days.sun',
] as const;

/** Words for lengths, weekdays and booking problems in the current language. */
export function useShareWords() {
  const { t } = useTranslation();

  /** 90 -> `1 h 30 min` / `1時間30分`. */
  const duration = (minutes: number): string => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (hours === 0) return t('share.duration.minutes', { minutes: rest });
    if (rest === 0) return t('share.duration.hours', { hours });
    return t('share.duration.hoursMinutes', { hours, minutes: rest });
  };

  /** ISO weekdays (1 = Monday) -> `Mon, Tue` (every day: `Every day`). */
  const weekdays = (days: readonly number[]): string =>
    days.length === 7
      ? t('share.rules.everyDay')
      : [...days]
          .sort((a, b) => a - b)
          .map((day) => t(WEEKDAY_KEYS[day - 1] ?? 'share.week.days.mon'))
          .join(t('share.rules.separator'));

  const problem = (p: BookingProblem): string => {
    switch (p.code) {
      case 'order':
        return t('share.booking.problems.order');
      case 'tooShort':
        return t('share.booking.problems.tooShort', { length: duration(p.minutes) });
      case 'tooLong':
        return t('share.booking.problems.tooLong', { length: duration(p.minutes) });
      case 'past':
        return t('share.booking.problems.past');
      case 'tooFar':
        return t('share.booking.problems.tooFar', { days: p.days });
      case 'weekday':
        return t('share.booking.problems.weekday');
      case 'hours':
        return t('share.booking.problems.hours', {
          from: formatMinutes(p.from),
          until: formatMinutes(p.until),
        });
      case 'closed':
        return p.reason
          ? t('share.booking.problems.closedBecause', { reason: p.reason })
          : t('share.booking.problems.closed');
      case 'outage':
        return t('share.booking.problems.outage', { reason: p.reason });
    }
  };

  return { duration, weekdays, problem };
}

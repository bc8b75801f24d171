import { formatMinutes } from '../../lib/share-mode/tokyo-grid';

/** The times of day from `from` to `until` (minutes, both included) every `step` minutes. */
export function timesOfDay(from: number, until: number, step: number) {
  return Array.from({ length: Math.floor((until - from) / step) + 1 }, (_, i) => {
    const minute = from + i * step;
    return { value: String(minute), label: formatMinutes(minute) };
  });
}

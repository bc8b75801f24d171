import { QueryStatus } from '../load-states';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { freeSlots, type BookingSlot } from '../../lib/share-mode/booking-rules';
import { mondayOf, tokyoDate, weekDates } from '../../lib/share-mode/tokyo-grid';
import type { Device } from '../../lib/share-mode/types';
import { WeekView } from './week-view';
import { useWeekAvailability } from '../../lib/share-mode/get-availability';

/**
 * A device's week (this week first): the busy ranges placed in the days, the bookable hours shaded.
 * With `onPickSlot`, the free slots (once the busy ranges are known) are buttons that pass their
 * slot on. After a booking (or a conflict) the page resets `availabilityKey` to fetch it again.
 */
export function Availability({
  device,
  label,
  onPickSlot,
}: {
  device: Device;
  /** The accessible name of the week (when several devices show on one page). */
  label?: string;
  onPickSlot?: (slot: BookingSlot) => void;
}) {
  const { t } = useTranslation();
  const [monday, setMonday] = useState(() => mondayOf(tokyoDate(new Date())));
  const busy = useWeekAvailability(device.id, monday);
  const now = new Date();
  return (
    <WeekView
      monday={monday}
      onMondayChange={setMonday}
      label={label ?? t('share.availability.label')}
      rules={device.rules}
      {...(onPickSlot && busy.status === 'success'
        ? {
            onPickSlot,
            freeSlots: weekDates(monday).flatMap((date) =>
              freeSlots(date, device.rules, busy.data, now),
            ),
          }
        : {})}
      blocks={
        busy.status === 'success'
          ? busy.data.map((range) => ({
              key: `${range.start}-${range.end}`,
              start: range.start,
              end: range.end,
              label: t('share.availability.booked'),
            }))
          : []
      }
    >
      <QueryStatus
        query={busy}
        loading={t('share.availability.loading')}
        failed={t('share.availability.error')}
        retry={t('share.retry')}
      />
    </WeekView>
  );
}

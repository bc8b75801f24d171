import { QueryStatus } from '../load-states';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { freeSlots, type BookingSlot } from '../../lib/share-mode/booking-rules';
import { mondayOf, tokyoDate, weekDates } from '../../lib/share-mode/tokyo-grid';
import type { Device } from '../../lib/share-mode/types';
import { WeekView } from './week-view';
import { useWeekAvailability } from '../../lib/share-mode/get-availability';

/**
 * A device's week (this week first, or `initialMonday`'s): the busy ranges and the scheduled outages ("Maintenance:
 * reason") placed in the days, the bookable hours shaded. With `onPickSlot`, the free slots (once
 * the week is known: outside busy ranges, their buffers and outages) are buttons that pass their
 * slot on. A booking (or a conflict) makes `availabilityKey` stale: the week shown stays while it
 * is fetched again.
 */
export function Availability({
  device,
  label,
  initialMonday,
  onPickSlot,
}: {
  device: Device;
  /** The accessible name of the week (when several devices show on one page). */
  label?: string;
  /** The Monday of the week shown first (`YYYY-MM-DD`); this week when absent. */
  initialMonday?: string;
  onPickSlot?: (slot: BookingSlot) => void;
}) {
  const { t } = useTranslation();
  const [monday, setMonday] = useState(() => initialMonday ?? mondayOf(tokyoDate(new Date())));
  const week = useWeekAvailability(device.id, monday);
  const now = new Date();
  return (
    <WeekView
      monday={monday}
      onMondayChange={setMonday}
      label={label ?? t('share.availability.label')}
      rules={device.rules}
      {...(onPickSlot && week.status === 'success'
        ? {
            onPickSlot,
            freeSlots: weekDates(monday).flatMap((date) =>
              freeSlots(date, device.rules, week.data.busy, now, week.data.outages),
            ),
          }
        : {})}
      blocks={
        week.status === 'success'
          ? [
              ...week.data.busy.map((range) => ({
                key: `${range.start}-${range.end}`,
                start: range.start,
                end: range.end,
                label: t('share.availability.booked'),
              })),
              ...week.data.outages.map((outage) => ({
                key: `outage-${outage.start}-${outage.end}`,
                start: outage.start,
                end: outage.end,
                label: t('share.availability.maintenance', { reason: outage.reason }),
                tone: 'outage',
              })),
            ]
          : []
      }
    >
      <QueryStatus
        query={week}
        loading={t('share.availability.loading')}
        failed={t('share.availability.error')}
        retry={t('share.retry')}
      />
    </WeekView>
  );
}

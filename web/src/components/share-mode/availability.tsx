import { QueryStatus } from '../load-states';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mondayOf, tokyoDate } from '../../lib/share-mode/tokyo-grid';
import type { Device } from '../../lib/share-mode/types';
import { WeekView } from './week-view';
import { useWeekAvailability } from '../../lib/share-mode/get-availability';

/**
 * A device's week (this week first): the busy ranges placed in the days, the bookable hours shaded.
 * After a booking (or a conflict) the page resets `availabilityKey` to fetch it again.
 */
export function Availability({
  device,
  label,
}: {
  device: Device;
  /** The accessible name of the week (when several devices show on one page). */
  label?: string;
}) {
  const { t } = useTranslation();
  const [monday, setMonday] = useState(() => mondayOf(tokyoDate(new Date())));
  const busy = useWeekAvailability(device.id, monday);
  return (
    <WeekView
      monday={monday}
      onMondayChange={setMonday}
      label={label ?? t('share.availability.label')}
      rules={device.rules}
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

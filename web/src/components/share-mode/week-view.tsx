import { useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { closureOn, type BookingSlot } from '../../lib/share-mode/booking-rules';
import {
  addDays,
  formatMinutes,
  formatYmd,
  tokyoInstant,
  tokyoParts,
  weekDates,
} from '../../lib/share-mode/tokyo-grid';
import type { BookingRules } from '../../lib/share-mode/types';
import { useInBrowser } from '../../lib/in-browser';
import { WEEKDAY_KEYS } from '../../lib/share-mode/words';
import './week-view.css';

/** Something placed in the week: a busy range or a reservation. */
export interface WeekBlock {
  key: string;
  start: string;
  end: string;
  /** Added to the accessible name and shown in the block (e.g. the device name). */
  label?: string;
  /** A modifier class (`week-view__block--<tone>`), e.g. a reservation status. */
  tone?: string;
}

export interface WeekViewProps {
  /** The Monday (Tokyo date) of the week shown. */
  monday: string;
  blocks: readonly WeekBlock[];
  /** When given, the bookable hours of each bookable day are shaded and closed days marked. */
  rules?: Pick<BookingRules, 'openFrom' | 'openUntil' | 'weekdays' | 'closures'>;
  onMondayChange: (monday: string) => void;
  /** The accessible name of the whole view. */
  label: string;
  /** Loading or error state, shown under the navigation. */
  children?: ReactNode;
  /** Free slots shown as buttons on their days; tapping one calls `onPickSlot`. */
  freeSlots?: readonly BookingSlot[];
  onPickSlot?: (slot: BookingSlot) => void;
}

const DAY_MINUTES = 24 * 60;
const MINUTE = 60_000;

interface Placed {
  key: string;
  from: number;
  until: number;
  label: string | undefined;
  tone: string | undefined;
}

/** The part of each block that falls on `date`, in minutes of that Tokyo day. */
function placeOn(date: string, blocks: readonly WeekBlock[]): Placed[] {
  const dayStart = tokyoInstant(date).getTime();
  const dayEnd = dayStart + DAY_MINUTES * MINUTE;
  return blocks.flatMap((block) => {
    const start = Math.max(new Date(block.start).getTime(), dayStart);
    const end = Math.min(new Date(block.end).getTime(), dayEnd);
    if (!(start < end)) return [];
    return [
      {
        key: block.key,
        from: (start - dayStart) / MINUTE,
        until: (end - dayStart) / MINUTE,
        label: block.label,
        tone: block.tone,
      },
    ];
  });
}

/**
 * A week (Monday to Sunday, Asia/Tokyo) with previous/next navigation: each day a column with the
 * blocks placed at their times, each block named by its time range (`10:00–11:30`), and the free
 * slots given as buttons. Shows 8:00 to 20:00, widened to the bookable hours and to every block.
 *
 * On phones (below 768 px, week-view.css) the same tree shows one day at a time, chosen in a strip
 * of the week's days: seven columns need sideways scrolling at 375 px. A CSS media query rather
 * than `matchMedia` decides, so the markup is the same at every width (no re-render on rotation,
 * no flash before a script measures) and the component tests see every day.
 *
 * The server renders its stand-in, the space it takes with `children` (the week's loading state):
 * the blocks are placed with inline styles, which the Content-Security-Policy refuses in markup
 * (`style-src 'self'`; React's style changes in the browser go through the CSSOM, which it
 * allows), and the day shown first is today, which a page the CDN kept may no longer have.
 */
export function WeekView(props: WeekViewProps) {
  const inBrowser = useInBrowser();
  if (!inBrowser) {
    return (
      <section className="week-view week-view--pending" aria-label={props.label}>
        {props.children}
      </section>
    );
  }
  return <Week {...props} />;
}

function Week({
  monday,
  blocks,
  rules,
  onMondayChange,
  label,
  children,
  freeSlots = [],
  onPickSlot,
}: WeekViewProps) {
  const { t } = useTranslation();
  const today = tokyoParts(new Date()).ymd;
  const dates = weekDates(monday);
  // The day shown on phones, by its index in the week (kept when the week changes): today when
  // this week is shown first, else Monday.
  const [dayIndex, setDayIndex] = useState(() => Math.max(0, dates.indexOf(today)));
  const days = dates.map((date) => ({ date, placed: placeOn(date, blocks) }));
  const all = days.flatMap((day) => day.placed);
  const fromHour = Math.min(
    8,
    rules ? Math.floor(rules.openFrom / 60) : 8,
    ...all.map((p) => Math.floor(p.from / 60)),
  );
  const untilHour = Math.max(
    20,
    rules ? Math.ceil(rules.openUntil / 60) : 20,
    ...all.map((p) => Math.ceil(p.until / 60)),
  );
  const span = (untilHour - fromHour) * 60;
  const position = (from: number, until: number): CSSProperties => ({
    top: `${((from - fromHour * 60) / span) * 100}%`,
    height: `${((until - from) / span) * 100}%`,
  });
  const hours = Array.from({ length: untilHour - fromHour }, (_, i) => fromHour + i);

  return (
    <section className="week-view" aria-label={label}>
      <div className="week-view__nav">
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => onMondayChange(addDays(monday, -7))}
        >
          {t('share.week.previous')}
        </button>
        <p className="week-view__range" aria-live="polite">
          {t('share.week.range', {
            from: formatYmd(monday),
            until: formatYmd(addDays(monday, 6)),
          })}
        </p>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => onMondayChange(addDays(monday, 7))}
        >
          {t('share.week.next')}
        </button>
      </div>
      {children}
      <div className="week-view__days" role="group" aria-label={t('share.week.chooseDay')}>
        {dates.map((date, index) => (
          <button
            key={date}
            type="button"
            className="week-view__day-choice"
            aria-pressed={index === dayIndex}
            onClick={() => setDayIndex(index)}
          >
            <span>{t(WEEKDAY_KEYS[index] ?? 'share.week.days.mon')}</span>{' '}
            <span>{formatYmd(date).slice(5)}</span>
          </button>
        ))}
      </div>
      <div className="week-view__scroll">
        <div
          className="week-view__grid"
          style={{ '--week-view-hours': untilHour - fromHour } as CSSProperties}
        >
          <div className="week-view__gutter" aria-hidden="true">
            <span className="week-view__day-title" />
            <div className="week-view__body">
              {hours.map((hour) => (
                <span
                  key={hour}
                  className="week-view__hour"
                  style={position(hour * 60, hour * 60 + 60)}
                >
                  {formatMinutes(hour * 60)}
                </span>
              ))}
            </div>
          </div>
          {days.map(({ date, placed }, index) => {
            const dayName = t(WEEKDAY_KEYS[index] ?? 'share.week.days.mon');
            const dayLabel = `${dayName} ${formatYmd(date)}`;
            const closure = rules ? closureOn(date, rules) : undefined;
            const bookable = rules !== undefined && rules.weekdays.includes(index + 1) && !closure;
            const free = onPickSlot ? freeSlots.filter((slot) => slot.date === date) : [];
            const modifiers = [
              date === today ? ' week-view__day--today' : '',
              index === dayIndex ? ' week-view__day--chosen' : '',
            ].join('');
            return (
              <div key={date} className={`week-view__day${modifiers}`}>
                <p className="week-view__day-title">
                  <span>{dayName}</span> <span>{formatYmd(date).slice(5)}</span>
                  {closure && (
                    <span className="week-view__closed">
                      {t('share.week.closed', { reason: closure.reason })}
                    </span>
                  )}
                </p>
                <div className="week-view__body">
                  {bookable && (
                    <div
                      className="week-view__open"
                      style={position(rules.openFrom, rules.openUntil)}
                      aria-hidden="true"
                    />
                  )}
                  <ul className="week-view__blocks" aria-label={dayLabel}>
                    {placed.map((p) => {
                      const range = `${formatMinutes(p.from)}–${formatMinutes(p.until)}`;
                      return (
                        <li
                          key={p.key}
                          className={`week-view__block${p.tone ? ` week-view__block--${p.tone}` : ''}`}
                          style={position(p.from, p.until)}
                          aria-label={
                            p.label
                              ? t('share.week.blockWithLabel', { range, label: p.label })
                              : t('share.week.block', { range })
                          }
                        >
                          <span className="week-view__block-time">{range}</span>
                          {p.label && <span className="week-view__block-label">{p.label}</span>}
                        </li>
                      );
                    })}
                  </ul>
                  {free.map((slot) => {
                    const range = `${formatMinutes(slot.start)}–${formatMinutes(slot.end)}`;
                    return (
                      <button
                        key={slot.start}
                        type="button"
                        className="week-view__slot"
                        style={position(slot.start, slot.end)}
                        aria-label={t('share.week.freeSlot', {
                          day: dayName,
                          date: formatYmd(date),
                          range,
                        })}
                        onClick={() => onPickSlot?.(slot)}
                      >
                        {range}
                      </button>
                    );
                  })}
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}

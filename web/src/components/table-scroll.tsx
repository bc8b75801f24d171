import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { useBrowserLayoutEffect } from '../lib/browser-layout-effect';
import { useTranslation } from 'react-i18next';
import './table-scroll.css';

export interface TableScrollProps {
  /** The box's accessible name, like its table's: a text, or the id of a heading that names it. */
  label?: string;
  labelledBy?: string;
  children: ReactNode;
}

/** Which sides of a box hide content that scrolling sideways would show. */
interface HiddenSides {
  start: boolean;
  end: boolean;
}

/**
 * The box every table of the app sits in (`DataTable`, `QueryTable`, the group's member table): a
 * table wider than the screen scrolls sideways inside it, never the page, and then shows a cue: a
 * line saying the table scrolls sideways, and a shadow on each edge that hides columns. The box is a
 * stop in the tab order, so keyboards can scroll it (WCAG 2.1.1), named like its table.
 *
 * The route walk of the browser tests (emulators/test/direct-entry.test.ts) checks at 375 px that a
 * table wider than its box shows this cue, and that no table cell is squeezed.
 */
export function TableScroll({ label, labelledBy, children }: TableScrollProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const hidden = useHiddenSides(box);
  return (
    <div
      className="table-scroll"
      data-hidden-start={hidden.start || undefined}
      data-hidden-end={hidden.end || undefined}
    >
      {(hidden.start || hidden.end) && (
        // For the eyes: a screen reader reads the table's cells in order, whatever the width.
        <p className="table-scroll__cue" aria-hidden="true">
          {t('table.scrollCue')}
        </p>
      )}
      <div className="table-scroll__frame">
        <div
          ref={box}
          className="table-scroll__box"
          role="region"
          tabIndex={0}
          aria-label={labelledBy === undefined ? label : undefined}
          aria-labelledby={labelledBy}
        >
          {children}
        </div>
      </div>
    </div>
  );
}

/**
 * Measures before the first paint, and again when the box or its table changes size or the box
 * scrolls. Without ResizeObserver (jsdom) nothing is hidden.
 */
function useHiddenSides(ref: RefObject<HTMLElement | null>): HiddenSides {
  const [sides, setSides] = useState<HiddenSides>({ start: false, end: false });
  useBrowserLayoutEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      // A pixel of slack: zoomed layouts round widths.
      const start = box.scrollLeft > 1;
      const end = box.scrollWidth - box.clientWidth - box.scrollLeft > 1;
      setSides((old) => (old.start === start && old.end === end ? old : { start, end }));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    box.addEventListener('scroll', measure, { passive: true });
    measure();
    return () => {
      observer.disconnect();
      box.removeEventListener('scroll', measure);
    };
  }, [ref]);
  return sides;
}

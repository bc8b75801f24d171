import { useEffect, useRef, useState } from 'react';
import { useConfirmShownNotices } from '../api/confirm-notice';
import type { NoticeRow } from '../api/types';
import type { CounterKind, CounterRole } from '../counters';
import { useRows } from '../use-rows';
import { RowList } from './row-list';

/** Header panels show 5 rows per page (spec section 9). */
export const PANEL_PAGE_SIZE = 5;

const FIRST_PAGE: Record<CounterRole, number> = { owner: 0, customer: 0 };

export interface PanelRowsProps {
  kind: CounterKind;
  role: CounterRole;
  open: boolean;
}

/**
 * The rows of a header panel's selected tab (lazily loaded with the date code). Each opening fetches
 * afresh from the first page; while closed the last rows stay (hidden), so a group-switch prompt
 * opened from a row outlives the panel closing. When the panel closes, the first notice of each tab
 * that was shown is confirmed if it was not (spec section 2, Header), then the counters refresh.
 */
export default function PanelRows({ kind, role, open }: PanelRowsProps) {
  const [offsets, setOffsets] = useState(FIRST_PAGE);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    // Adjusting state to the prop: each opening starts again at the first page.
    setWasOpen(open);
    if (open) setOffsets(FIRST_PAGE);
  }

  const offset = offsets[role];
  const result = useRows(kind, role, PANEL_PAGE_SIZE, offset);
  const { refetch } = result;
  const { run: confirmShown } = useConfirmShownNotices();

  // The first notice of each tab shown during this opening.
  const shown = useRef<Partial<Record<CounterRole, NoticeRow>>>({});
  const firstNotice =
    kind === 'notice' && open && offset === 0 && result.status === 'success'
      ? (result.data.rows[0] as NoticeRow | undefined)
      : undefined;
  useEffect(() => {
    if (firstNotice) shown.current[role] = firstNotice;
  }, [firstNotice, role]);

  const openRef = useRef(open);
  useEffect(() => {
    const opened = !openRef.current && open;
    const closed = openRef.current && !open;
    openRef.current = open;
    // Each opening reads the rows afresh (the last ones stay shown until they arrive).
    if (opened) refetch();
    if (!closed) return;
    const pending = Object.values(shown.current).filter(
      (notice): notice is NoticeRow => notice !== undefined && !notice.confirmedAt,
    );
    shown.current = {};
    if (pending.length === 0) return;
    void confirmShown(
      pending.map((notice) => notice.id),
      { onError: console.warn },
    );
  }, [open, refetch, confirmShown]);

  return (
    <RowList
      kind={kind}
      result={result}
      offset={offset}
      limit={PANEL_PAGE_SIZE}
      onOffsetChange={(next) => setOffsets((current) => ({ ...current, [role]: next }))}
      messageClassName="navbox__empty"
    />
  );
}

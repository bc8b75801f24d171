import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState, useSyncExternalStore } from 'react';
import { loadChunk } from '../../../lib/chunk-reload';
import { allMessages } from '../../../lib/i18n';

/** The line itself with what it needs (its API call, formats, styles) and the rest of the messages. */
const ImpactBand = lazy(() =>
  loadChunk(() => Promise.all([import('./impact-band'), allMessages()])).then(([module]) => ({
    default: module.ImpactBand,
  })),
);

/** The cache key the search results start with (`useExhibitSearch`). */
const LISTING_KEY = ['/exhibits'];

/**
 * Where the home page's reuse-impact line goes: a small chunk whose only work is to wait for the
 * listing (the search results answered, or failed), then load the line, so the first load of `/`
 * lists one chunk to fetch for it and the line never competes with the cards (issue 17's budget).
 */
export function ImpactBandSlot() {
  const cache = useQueryClient().getQueryCache();
  // Told when a query changes: not when one is created, which happens while a component renders.
  const subscribe = useCallback(
    (listener: () => void) =>
      cache.subscribe((event) => {
        if (event.type === 'updated') listener();
      }),
    [cache],
  );
  const isListed = () =>
    cache.findAll({ queryKey: LISTING_KEY }).some((query) => query.state.status !== 'pending');
  const listed = useSyncExternalStore(subscribe, isListed, isListed);
  // Once shown it stays, while later pages of results load.
  const [shown, setShown] = useState(false);
  if (listed && !shown) setShown(true);
  if (!shown) return null;
  return BAND;
}

/** One element for every render: see `IMPACT_BAND` in home-page.tsx (React error #421). */
const BAND = (
  <Suspense fallback={null}>
    <ImpactBand />
  </Suspense>
);

import type { ComponentType } from 'react';
import { loadChunk } from '../lib/chunk-reload';

/** A route's page, loaded on first use (a failed chunk load reloads the page once, `loadChunk`). */
export type LazyPage = () => Promise<ComponentType>;

/** The page `pick` chooses from the module `load` imports. */
export const lazyPage =
  <M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage =>
  () =>
    loadChunk(load).then(pick);

import type { BlockRow, BlocksResponse } from '@campus/model/moderation-types';
import { api } from '../../../lib/api-client';
import { cacheUpdate } from '../../../lib/use-api-mutation';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/**
 * GET /api/v1/home/blocks: every account the current identity (the user, or the selected group)
 * blocks, newest first.
 */
export type { BlockRow, BlocksResponse };

/** The cache key of the blocks (updated from the answer of a block or an unblock). */
export const BLOCKS_KEY = ['/home/blocks'];

export function getBlocks(signal?: AbortSignal): Promise<BlocksResponse> {
  return api.get<BlocksResponse>('/home/blocks', { ...(signal ? { signal } : {}) });
}

export function useBlocks(): QueryResult<BlockRow[]> {
  return useQuery(BLOCKS_KEY, (signal) => getBlocks(signal).then(({ blocks }) => blocks));
}

/** Rewrites the cached blocks (`updates` of a block or an unblock). */
export const blocksUpdate = (update: (rows: BlockRow[]) => BlockRow[]) =>
  cacheUpdate<BlockRow[]>(BLOCKS_KEY, (rows = []) => update(rows));

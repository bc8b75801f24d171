import type { BlockRow, BlocksResponse } from '@campus/model/moderation-types';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
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

/**
 * Changes the cached blocks after a block or an unblock, from the server's answer: the blocks on
 * screen follow at once, without reading them again.
 */
export function useUpdateBlocks(): (update: (rows: BlockRow[]) => BlockRow[]) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (update) => queryClient.setQueryData<BlockRow[]>(BLOCKS_KEY, (rows) => update(rows ?? [])),
    [queryClient],
  );
}

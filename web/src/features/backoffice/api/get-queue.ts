import { api } from '../../../lib/api-client';
import type { BackofficeStage } from '../../../lib/exhibit-admin-types';
import { useQuery, type QueryResult } from '../../../lib/use-query';
import { stagePath, type QueueResponse, type QueueStatus } from './types';

/** GET /api/v1/home/backoffice/{junk|funds}?status&keyword&limit&offset (the stage's role). */

export interface QueueQuery {
  status: QueueStatus;
  keyword: string;
  limit: number;
  offset: number;
}

export function getQueue(
  stage: BackofficeStage,
  { status, keyword, limit, offset }: QueueQuery,
  signal?: AbortSignal,
): Promise<QueueResponse> {
  return api.get<QueueResponse>(stagePath(stage), {
    query: { status, keyword: keyword.trim() || undefined, limit, offset },
    ...(signal ? { signal } : {}),
  });
}

export function useQueue(stage: BackofficeStage, query: QueueQuery): QueryResult<QueueResponse> {
  const { status, keyword, limit, offset } = query;
  return useQuery([stagePath(stage), { status, keyword, limit, offset }], (signal) =>
    getQueue(stage, { status, keyword, limit, offset }, signal),
  );
}

import { api } from '../../../lib/api-client';
import type {
  ApprovalEntry,
  BackofficeStage,
  ManagedExhibit,
} from '../../../lib/exhibit-admin-types';
import { useQuery, type QueryResult } from '../../../lib/use-query';
import { stagePath } from './types';

/** GET /api/v1/home/backoffice/{stage}/{id}: the exhibit with its items, asset info and history. */

/** The exhibit as an officer sees it: `ownApplication` when it is theirs or their group's. */
export interface ApplicationExhibit extends ManagedExhibit {
  ownApplication?: boolean;
}

export interface Application {
  exhibit: ApplicationExhibit;
  approvals: ApprovalEntry[];
}

interface ApplicationResponse {
  exhibit: ApplicationExhibit & { approvals?: ApprovalEntry[] };
  approvals?: ApprovalEntry[];
}

/** The cache key of an application (stale after a decision). */
export const applicationKey = (stage: BackofficeStage, id: string) => [stagePath(stage), id];

export async function getApplication(
  stage: BackofficeStage,
  id: string,
  signal?: AbortSignal,
): Promise<Application> {
  const { exhibit, approvals } = await api.get<ApplicationResponse>(
    `${stagePath(stage)}/${encodeURIComponent(id)}`,
    signal ? { signal } : {},
  );
  // The history comes beside the exhibit (or inside it).
  return { exhibit, approvals: approvals ?? exhibit.approvals ?? [] };
}

export function useApplication(stage: BackofficeStage, id: string): QueryResult<Application> {
  return useQuery(applicationKey(stage, id), (signal) => getApplication(stage, id, signal));
}

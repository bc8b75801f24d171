import type { RegistrationSettingsResponse } from '@campus/model/outside-user-types';
import { api } from '../../../lib/api-client';
import { useQuery, type QueryResult } from '../../../lib/use-query';

export type { RegistrationSettingsResponse };

/**
 * GET /api/v1/home/lender/registration: whether the acting identity, as lender, asks users from
 * outside the campus to register with it each fiscal year, for what fee, on what terms.
 */
export function getRegistrationSettings(
  signal?: AbortSignal,
): Promise<RegistrationSettingsResponse> {
  return api.get<RegistrationSettingsResponse>(
    '/home/lender/registration',
    signal ? { signal } : {},
  );
}

/** The cache key of the settings (saving writes the answer in its place). */
export const REGISTRATION_SETTINGS_KEY = ['/home/lender/registration'];

/** The settings, loaded afresh on each visit: the form takes them once. */
export function useRegistrationSettings(): QueryResult<RegistrationSettingsResponse> {
  return useQuery(REGISTRATION_SETTINGS_KEY, getRegistrationSettings, { formLoad: true });
}

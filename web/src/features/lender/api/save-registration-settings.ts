import type { RegistrationSettings } from '@campus/model/outside-user-types';
import { api } from '../../../lib/api-client';
import { cacheUpdate, useApiMutation } from '../../../lib/use-api-mutation';
import {
  REGISTRATION_SETTINGS_KEY,
  type RegistrationSettingsResponse,
} from './get-registration-settings';

/**
 * PUT /api/v1/home/lender/registration `{required, fee, terms}`: the acting lender's settings (400
 * `validation_error` on their fields).
 */
export function saveRegistrationSettings(
  settings: RegistrationSettings,
): Promise<RegistrationSettingsResponse> {
  return api.put<RegistrationSettingsResponse>('/home/lender/registration', { body: settings });
}

/** Saves the settings; the page keeps the answer. */
export function useSaveRegistrationSettings() {
  return useApiMutation<RegistrationSettings, RegistrationSettingsResponse>({
    call: saveRegistrationSettings,
    invalidates: () => [],
    updates: (_settings, answer) => [cacheUpdate(REGISTRATION_SETTINGS_KEY, () => answer)],
  });
}

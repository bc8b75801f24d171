import type { TFunction } from 'i18next';
import { signInWithToken } from '../features/auth/sign-in';
import { withGlobalErrors } from '../lib/global-errors';
import { switchGroupWithToken } from '../lib/profile';

/**
 * The switch `GroupParam` asks for, in a chunk of its own: only an address carrying `?group=`
 * loads it (with Firebase's custom-token sign-in), so the first load of every other page stays as
 * small as it was. Inside the global error wrapper: a failure is rolled back and told.
 */
export async function switchToGroupParam(group: string, t: TFunction): Promise<void> {
  await withGlobalErrors(() => switchGroupWithToken(group, signInWithToken), { t });
}

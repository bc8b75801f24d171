import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { handleGlobally } from '../../../lib/global-errors';

/**
 * A refusal the page does not word itself, told by the global error wrapper (spec section 7), as
 * `useGlobalErrors` does for the calls it runs: the `onError` of a change's `run`.
 */
export function useTellGlobally(): (error: unknown) => void {
  const { t } = useTranslation();
  return useCallback((error: unknown) => handleGlobally(error, { t }), [t]);
}

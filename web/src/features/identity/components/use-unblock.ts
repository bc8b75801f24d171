import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toasts';
import { useUnblockAccount } from '../api/unblock-account';
import { useTellGlobally } from './tell-globally';

/**
 * Unblocking as the account card and the blocks page word it: a toast once done, a refusal told
 * by the global error wrapper. `busy` is the account being unblocked (null when none is).
 */
export function useUnblock() {
  const { t } = useTranslation();
  const tellGlobally = useTellGlobally();
  const unblocking = useUnblockAccount();
  const unblock = (accountId: string) =>
    unblocking.run(accountId, {
      onSuccess: () => showToast({ error: false, text: t('blocks.unblockDone') }),
      onError: tellGlobally,
    });
  return { unblock, busy: unblocking.isPending ? unblocking.variables : null };
}

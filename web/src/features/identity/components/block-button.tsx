import { useTranslation } from 'react-i18next';
import { useConfirmedAction } from '../../../components/confirmed-action';
import { ConfirmedActionDialog } from '../../../components/confirmed-action-dialog';
import { showToast } from '../../../lib/toasts';
import { useBlockAccount } from '../api/block-account';
import { useBlocks } from '../api/get-blocks';
import { useTellGlobally } from './tell-globally';
import { useUnblock } from './use-unblock';

/**
 * Block an account (after a confirmation that says what it stops), or unblock it when the current
 * identity blocks it already (`GET /home/blocks`). Nothing shows until the blocks are known. The
 * cached blocks follow each change at once; a failure is told by the global error wrapper.
 */
export function BlockButton({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const tellGlobally = useTellGlobally();
  const blocks = useBlocks();
  const blocking = useBlockAccount(accountId);
  const { unblock, busy: unblocking } = useUnblock();
  const busy = unblocking !== null;

  const block = useConfirmedAction(() =>
    blocking.run(undefined, {
      onSuccess: () => showToast({ error: false, text: t('blocks.blockDone') }),
      onError: tellGlobally,
    }),
  );

  if (blocks.status !== 'success') return null;
  const blocked = blocks.data.some((row) => row.accountId === accountId);

  if (blocked) {
    return (
      <div className="block-button">
        <p className="block-button__state">{t('blocks.blocking')}</p>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void unblock(accountId)}
        >
          {t('blocks.unblock')}
        </button>
      </div>
    );
  }
  return (
    <div className="block-button">
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => block.ask()}
      >
        {t('blocks.block')}
      </button>
      <ConfirmedActionDialog
        action={block}
        title={t('blocks.blockTitle')}
        confirmLabel={t('blocks.block')}
      >
        {t('blocks.blockText')}
      </ConfirmedActionDialog>
    </div>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmedAction } from '../../../components/confirmed-action';
import { ConfirmedActionDialog } from '../../../components/confirmed-action-dialog';
import { useGlobalErrors } from '../../../lib/global-errors';
import { showToast } from '../../../lib/toasts';
import { blockAccount } from '../api/block-account';
import { BLOCKS_KEY, useBlocks, type BlockRow } from '../api/get-blocks';
import { unblockAccount } from '../api/unblock-account';

/**
 * Block an account (after a confirmation that says what it stops), or unblock it when the current
 * identity blocks it already (`GET /home/blocks`). Nothing shows until the blocks are known. The
 * cached blocks follow each change at once; a failure is told by the global error wrapper.
 */
export function BlockButton({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const run = useGlobalErrors();
  const blocks = useBlocks();
  const [busy, setBusy] = useState(false);
  const setBlocks = (update: (rows: BlockRow[]) => BlockRow[]) =>
    queryClient.setQueryData<BlockRow[]>(BLOCKS_KEY, (rows) => update(rows ?? []));

  const block = useConfirmedAction(async () => {
    const outcome = await run(() => blockAccount(accountId));
    if (!outcome.ok) return false;
    const added = outcome.value.block;
    setBlocks((rows) => [added, ...rows.filter((row) => row.accountId !== accountId)]);
    showToast({ error: false, text: t('blocks.blockDone') });
    return true;
  });

  const unblock = async () => {
    setBusy(true);
    const outcome = await run(() => unblockAccount(accountId));
    setBusy(false);
    if (!outcome.ok) return;
    setBlocks((rows) => rows.filter((row) => row.accountId !== accountId));
    showToast({ error: false, text: t('blocks.unblockDone') });
  };

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
          onClick={() => void unblock()}
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

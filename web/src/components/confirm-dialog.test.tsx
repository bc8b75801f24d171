import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import ja from '../locales/ja.json';
import { i18n, initI18n } from '../lib/i18n';
import { ConfirmDialog } from './confirm-dialog';

beforeAll(async () => {
  await initI18n('ja');
});

function Harness({ onConfirm }: { onConfirm: () => void | Promise<void> }) {
  const [open, setOpen] = useState(false);
  return (
    <I18nextProvider i18n={i18n}>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <ConfirmDialog
        open={open}
        title="Delete?"
        onConfirm={async () => {
          await onConfirm();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      >
        <p>It cannot be undone.</p>
      </ConfirmDialog>
    </I18nextProvider>
  );
}

describe('ConfirmDialog', () => {
  it('is a labelled, described modal dialog; focus starts on cancel and returns on close', async () => {
    const user = userEvent.setup();
    render(<Harness onConfirm={vi.fn()} />);
    const opener = screen.getByRole('button', { name: 'open' });

    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Delete?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('It cannot be undone.');
    expect(screen.getByRole('button', { name: ja.dialog.cancel })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: ja.dialog.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('Escape cancels; Tab stays inside the dialog', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'open' }));

    await user.tab();
    expect(screen.getByRole('button', { name: ja.dialog.ok })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: ja.dialog.cancel })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: ja.dialog.ok })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirming waits for the action with both buttons disabled', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'open' }));

    await user.click(screen.getByRole('button', { name: ja.dialog.ok }));

    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: ja.dialog.ok })).toBeDisabled();
    expect(screen.getByRole('button', { name: ja.dialog.cancel })).toBeDisabled();
    finish();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

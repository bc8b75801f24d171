import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import ja from '../locales/ja.json';
import { i18n, initI18n } from '../lib/i18n';
import { useConfirmedAction } from './confirmed-action';
import { ConfirmedActionDialog } from './confirmed-action-dialog';

beforeAll(async () => {
  await initI18n('ja');
});

function Harness({
  act,
  then,
}: {
  act: (value: string) => Promise<void | boolean>;
  then: () => void;
}) {
  const action = useConfirmedAction(act, then);
  return (
    <I18nextProvider i18n={i18n}>
      <button type="button" onClick={() => action.ask('lab-a')}>
        switch
      </button>
      <ConfirmedActionDialog
        action={action}
        title="Switch?"
        confirmLabel="Yes"
        failedText="It failed."
        errorClassName="error"
      >
        {`To ${action.asked?.value ?? ''}`}
      </ConfirmedActionDialog>
    </I18nextProvider>
  );
}

describe('useConfirmedAction with ConfirmedActionDialog', () => {
  it('asks about the value, then takes the action with it, closes and goes on', async () => {
    const act = vi.fn(() => Promise.resolve());
    const then = vi.fn();
    const user = userEvent.setup();
    render(<Harness act={act} then={then} />);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'switch' }));
    expect(screen.getByRole('dialog', { name: 'Switch?' })).toHaveTextContent('To lab-a');
    await user.click(screen.getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(act).toHaveBeenCalledWith('lab-a');
    expect(then).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes nothing on cancel', async () => {
    const act = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    render(<Harness act={act} then={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'switch' }));
    await user.click(screen.getByRole('button', { name: ja.dialog.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(act).not.toHaveBeenCalled();
  });

  it('a failure is logged, closes the dialog and alerts until the next attempt', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const then = vi.fn();
    const user = userEvent.setup();
    render(<Harness act={() => Promise.reject(new Error('offline'))} then={then} />);
    await user.click(screen.getByRole('button', { name: 'switch' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('It failed.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(then).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(new Error('offline'));

    await user.click(screen.getByRole('button', { name: 'switch' }));
    expect(screen.queryByRole('alert')).toBeNull();
    error.mockRestore();
  });

  it('an action that resolves false (told by the global error wrapper) closes quietly and goes no further', async () => {
    const then = vi.fn();
    const user = userEvent.setup();
    render(<Harness act={() => Promise.resolve(false)} then={then} />);
    await user.click(screen.getByRole('button', { name: 'switch' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(then).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

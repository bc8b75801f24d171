import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ActionButtons, type ActionTone } from './action-buttons';

const TONES: Record<string, ActionTone> = {
  approve: 'primary',
  reject: 'secondary',
  cancel: 'danger',
};

describe('ActionButtons', () => {
  it('shows one button per action, in order, styled by its tone; a click chooses it', async () => {
    const onChoose = vi.fn();
    const user = userEvent.setup();
    render(
      <ActionButtons
        className="row"
        actions={['approve', 'reject', 'cancel']}
        labelOf={(action) => action.toUpperCase()}
        toneOf={(action) => TONES[action] ?? 'primary'}
        onChoose={onChoose}
      />,
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => [b.textContent, b.className])).toEqual([
      ['APPROVE', 'button'],
      ['REJECT', 'button button--secondary'],
      ['CANCEL', 'button button--danger'],
    ]);
    expect(buttons[0]?.parentElement).toHaveClass('row');

    await user.click(screen.getByRole('button', { name: 'REJECT' }));
    expect(onChoose).toHaveBeenCalledWith('reject');
  });

  it('small buttons for a dense row', () => {
    render(
      <ActionButtons
        className="row"
        small
        actions={['approve', 'reject']}
        labelOf={(action) => action}
        toneOf={(action) => TONES[action] ?? 'primary'}
        onChoose={vi.fn()}
      />,
    );
    expect(screen.getAllByRole('button').map((b) => b.className)).toEqual([
      'button button--small',
      'button button--secondary button--small',
    ]);
  });

  it('a named group when labelled, a plain row otherwise', () => {
    const row = (label?: string) => (
      <ActionButtons
        className="row"
        label={label}
        actions={['approve']}
        labelOf={(action) => action}
        toneOf={() => 'secondary'}
        onChoose={vi.fn()}
      />
    );
    const { rerender } = render(row('Quick replies'));
    expect(screen.getByRole('group', { name: 'Quick replies' })).toContainElement(
      screen.getByRole('button', { name: 'approve' }),
    );
    rerender(row());
    expect(screen.queryByRole('group')).toBeNull();
  });
});

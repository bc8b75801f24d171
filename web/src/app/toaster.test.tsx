import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { NoticeMessage, type Notice } from '../components/notice';
import { toastStore } from '../lib/toasts';
import { renderInRouter } from '../testing/test-utils';

const region = () => document.querySelector<HTMLElement>('.toaster')!;

describe('Toaster', () => {
  it('announces done notes politely and errors as alerts, in live regions always present', async () => {
    await renderInRouter(<p>page</p>, { language: 'en' });
    const [alert, status] = region().querySelectorAll('[aria-live]');
    expect(alert).toHaveAttribute('aria-live', 'assertive');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();

    act(() => {
      toastStore.show({ error: false, text: 'Saved' });
      toastStore.show({ error: true, text: 'Refused' });
    });
    expect(status).toHaveTextContent('Saved');
    expect(alert).toHaveTextContent('Refused');
  });

  it('closes a toast with its close button', async () => {
    await renderInRouter(<p>page</p>, { language: 'en' });
    act(() => {
      toastStore.show({ error: true, text: 'Refused' });
    });
    await userEvent.click(screen.getByRole('button', { name: en.toast.close }));
    expect(screen.queryByText('Refused')).not.toBeInTheDocument();
  });
});

describe('NoticeMessage', () => {
  function Outcome({ notice }: { notice: Notice }) {
    const [shown, setShown] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setShown(!shown)}>
          toggle
        </button>
        {shown && <NoticeMessage notice={notice} />}
      </>
    );
  }

  it('tells each new notice once as a toast, and renders nothing in place', async () => {
    const notice: Notice = { error: false, text: 'Approved' };
    const { container } = await renderInRouter(<Outcome notice={notice} />, { language: 'en' });
    expect(await within(region()).findByText('Approved')).toBeInTheDocument();
    expect(container.querySelector('.form__message')).toBeNull();

    act(() => toastStore.reset());
    // Shown again with the same notice (the same outcome): not told twice.
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(within(region()).queryByText('Approved')).not.toBeInTheDocument();
  });
});

import { useState, type ReactNode } from 'react';

type CopyState = 'copied' | 'failed' | null;

/**
 * A button that copies `text` to the clipboard, then says so (or that it could not: the clipboard
 * exists only in secure contexts, and a browser may refuse). Used for join links and calendar
 * addresses.
 */
export function CopyButton({
  text,
  copiedText,
  failedText,
  className = 'button button--secondary',
  children,
}: {
  text: string;
  copiedText: string;
  failedText: string;
  className?: string;
  children: ReactNode;
}) {
  const [state, setState] = useState<CopyState>(null);

  async function copy() {
    try {
      // Undefined outside secure contexts.
      if (!navigator.clipboard) throw new Error('The clipboard is not available');
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch (failure) {
      console.warn('Copying failed', failure);
      setState('failed');
    }
  }

  return (
    <>
      <button type="button" className={className} onClick={() => void copy()}>
        {children}
      </button>
      {state === 'copied' && (
        <p role="status" className="form__message">
          {copiedText}
        </p>
      )}
      {state === 'failed' && (
        <p role="alert" className="form__message form__message--error">
          {failedText}
        </p>
      )}
    </>
  );
}

import { useEffect } from 'react';
import { showToast } from '../lib/toasts';

/** The outcome of an action. */
export interface Notice {
  /** A refusal or failure (an alert) rather than a done note (a status). */
  error: boolean;
  text: string;
}

/** Notices already told: a component shown again with the same notice does not tell it twice. */
const told = new WeakSet<Notice>();

/**
 * Tells a notice as a toast (`lib/toasts.ts`) when it appears, so the outcome is seen wherever the
 * button was; renders nothing in place. A new notice object is a new outcome, even with equal text.
 */
export function NoticeMessage({ notice }: { notice: Notice | null | undefined }) {
  useEffect(() => {
    if (!notice || told.has(notice)) return;
    told.add(notice);
    showToast(notice);
  }, [notice]);
  return null;
}

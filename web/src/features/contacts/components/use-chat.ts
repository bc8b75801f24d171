import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage, Contact } from '../api/contact-types';
import { getContact } from '../api/get-contact';
import { getLatestMessages } from '../api/get-messages';
import { markRead } from '../api/mark-read';

/** How often the chat asks for new messages while the page is visible. */
export const POLL_INTERVAL_MS = 15_000;

export type Loadable<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

const lastIdOf = (messages: readonly ChatMessage[]) => messages.at(-1)?.id ?? null;

/**
 * A chat's contact and messages. Reloading keeps what is shown until the new answer arrives (a
 * step does not blank the page). Messages are polled every 15 s while the page is visible (and
 * when it becomes visible again); the caller's side is marked read when the chat opens and
 * whenever new messages arrive. A new system message (a step by the other side) reloads the contact.
 */
export function useChat(id: string) {
  const [contact, setContact] = useState<Loadable<Contact>>({ status: 'loading' });
  const [messages, setMessages] = useState<Loadable<ChatMessage[]>>({ status: 'loading' });
  const lastId = useRef<string | null | undefined>(undefined);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const reloadContact = useCallback(async () => {
    try {
      const { contact: next } = await getContact(id);
      if (alive.current) setContact({ status: 'success', data: next });
    } catch (error) {
      if (alive.current) {
        setContact((current) =>
          current.status === 'success' ? current : { status: 'error', error },
        );
      }
    }
  }, [id]);

  const reloadMessages = useCallback(
    async (background: boolean) => {
      try {
        const { messages: next } = await getLatestMessages(id, { background });
        if (!alive.current) return;
        setMessages({ status: 'success', data: next });
        const newest = lastIdOf(next);
        const first = lastId.current === undefined;
        if (first || newest !== lastId.current) {
          const previous = lastId.current;
          lastId.current = newest;
          markRead(id).catch((error: unknown) =>
            console.warn('Marking the chat read failed', error),
          );
          if (!first) {
            const seen = next.findIndex((message) => message.id === previous);
            if (next.slice(seen + 1).some((message) => message.kind === 'system')) {
              void reloadContact();
            }
          }
        }
      } catch (error) {
        if (!alive.current) return;
        setMessages((current) =>
          current.status === 'success' ? current : { status: 'error', error },
        );
      }
    },
    [id, reloadContact],
  );

  // The page is keyed by the contact id: this runs once per chat.
  useEffect(() => {
    lastId.current = undefined;
    void reloadContact();
    void reloadMessages(false);
  }, [reloadContact, reloadMessages]);

  useEffect(() => {
    const poll = () => {
      if (document.visibilityState === 'visible') void reloadMessages(true);
    };
    const timer = window.setInterval(poll, POLL_INTERVAL_MS);
    document.addEventListener('visibilitychange', poll);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', poll);
    };
  }, [reloadMessages]);

  /** After a step or the viewer's own message: both again. */
  const reload = useCallback(() => {
    void reloadContact();
    void reloadMessages(true);
  }, [reloadContact, reloadMessages]);

  return {
    contact,
    messages,
    reload,
    retry: () => {
      setContact({ status: 'loading' });
      setMessages({ status: 'loading' });
      reload();
    },
  };
}

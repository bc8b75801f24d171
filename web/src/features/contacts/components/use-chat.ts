import { useCallback, useEffect, useRef, useState } from 'react';
import { loadChunk } from '../../../lib/chunk-reload';
import { loadFirestore } from '../../../lib/firestore-loader';
import type { ChatMessage, Contact } from '../api/contact-types';
import { getContact } from '../api/get-contact';
import { getLatestMessages } from '../api/get-messages';
import { markRead } from '../api/mark-read';

/** How often the chat asks the API for new messages while its live listener is not working. */
export const POLL_INTERVAL_MS = 15_000;

export type Loadable<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

const lastIdOf = (messages: readonly ChatMessage[]) => messages.at(-1)?.id ?? null;

/**
 * A chat's contact and messages. Reloading keeps what is shown until the new answer arrives (a
 * step does not blank the page). The messages are first read from the API, then followed live by a
 * Firestore listener (`watch-messages.ts`, loaded lazily with the SDK): a message of the other side
 * shows within a second. While the listener is not live (still loading, served from the cache,
 * refused, Firestore unreachable) the API is polled every 15 s while the page is visible (and when
 * it becomes visible again). The caller's side is marked read when the chat opens and whenever new
 * messages arrive. A new system message (a step by the other side) reloads the contact.
 */
export function useChat(id: string) {
  const [contact, setContact] = useState<Loadable<Contact>>({ status: 'loading' });
  const [messages, setMessages] = useState<Loadable<ChatMessage[]>>({ status: 'loading' });
  const lastId = useRef<string | null | undefined>(undefined);
  const alive = useRef(true);
  /** Whether the Firestore listener delivers what the server has: then the API is not polled. */
  const live = useRef(false);

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

  /** Shows `next` (from the API or the listener), marking read and reloading the contact as due. */
  const receive = useCallback(
    (next: ChatMessage[]) => {
      setMessages({ status: 'success', data: next });
      const newest = lastIdOf(next);
      const first = lastId.current === undefined;
      if (!first && newest === lastId.current) return;
      const previous = lastId.current;
      lastId.current = newest;
      markRead(id).catch((error: unknown) => console.warn('Marking the chat read failed', error));
      if (!first) {
        const seen = next.findIndex((message) => message.id === previous);
        if (next.slice(seen + 1).some((message) => message.kind === 'system')) {
          void reloadContact();
        }
      }
    },
    [id, reloadContact],
  );

  const reloadMessages = useCallback(
    async (background: boolean) => {
      try {
        const { messages: next } = await getLatestMessages(id, { background });
        // Once the live listener has shown messages, an API answer can only be as new or older.
        if (!alive.current || (live.current && lastId.current !== undefined)) return;
        receive(next);
      } catch (error) {
        if (!alive.current) return;
        setMessages((current) =>
          current.status === 'success' ? current : { status: 'error', error },
        );
      }
    },
    [id, receive],
  );

  // The page is keyed by the contact id: this runs once per chat.
  useEffect(() => {
    lastId.current = undefined;
    void reloadContact();
    void reloadMessages(false);
  }, [reloadContact, reloadMessages]);

  useEffect(() => {
    let stop: (() => void) | null = null;
    let stopped = false;
    const fallBack = (error: unknown) => {
      live.current = false;
      console.warn('The live chat is not available; polling instead', error);
    };
    Promise.all([loadFirestore(), loadChunk(() => import('../api/watch-messages'))]).then(
      ([firestore, { watchMessages }]) => {
        if (stopped) return;
        stop = watchMessages(firestore, id, {
          next(next) {
            live.current = next !== null;
            if (next !== null && alive.current) receive(next);
          },
          error: fallBack,
        });
      },
      fallBack,
    );
    return () => {
      stopped = true;
      live.current = false;
      stop?.();
    };
  }, [id, receive]);

  useEffect(() => {
    const poll = () => {
      if (document.visibilityState === 'visible' && !live.current) void reloadMessages(true);
    };
    const timer = window.setInterval(poll, POLL_INTERVAL_MS);
    document.addEventListener('visibilitychange', poll);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', poll);
    };
  }, [reloadMessages]);

  /** After a step or the viewer's own message: both again (the listener brings live messages). */
  const reload = useCallback(() => {
    void reloadContact();
    if (!live.current) void reloadMessages(true);
  }, [reloadContact, reloadMessages]);

  return {
    contact,
    messages,
    reload,
    retry: () => {
      setContact({ status: 'loading' });
      setMessages({ status: 'loading' });
      // Read as if the chat opened again, whatever the listener showed before.
      lastId.current = undefined;
      void reloadContact();
      void reloadMessages(false);
    },
  };
}

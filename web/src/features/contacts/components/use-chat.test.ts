import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { setUpPageTests } from '../../../testing/page-test';
import type { ChatMessage } from '../api/contact-types';
import type { MessagesObserver } from '../api/watch-messages';
import { contactFixture, messageFixture } from '../testing/fixtures';
import { POLL_INTERVAL_MS, useChat } from './use-chat';

/**
 * The chat's live listener and its polling fallback. The Firestore listener itself is exercised in
 * the browser (emulators/test/live-chat.test.ts); here the SDK's edge is replaced, so these tests
 * pin what the hook does with what the listener reports.
 */
const observers: MessagesObserver[] = [];
vi.mock('../../../lib/firestore-loader', () => ({
  loadFirestore: () => Promise.resolve({}),
}));
vi.mock('../api/watch-messages', () => ({
  watchMessages: (_firestore: unknown, _id: string, observer: MessagesObserver) => {
    observers.push(observer);
    return () => undefined;
  },
}));

setUpPageTests({ quietWarnings: true, signedIn: true });

const FIRST: ChatMessage[] = [messageFixture({ id: 'm1', side: 'customer', body: '伺えます。' })];
const REPLY = messageFixture({ id: 'm2', side: 'customer', body: '新しいメッセージ' });

function chatApi() {
  return stubApi({
    'GET /home/contacts/c1': { body: { contact: contactFixture({ side: 'owner' }) } },
    'GET /home/contacts/c1/messages': { body: { messages: FIRST, total: FIRST.length } },
    'POST /home/contacts/c1/read': { status: 204 },
  });
}

async function openChat() {
  observers.length = 0;
  const api = chatApi();
  const hook = renderHook(() => useChat('c1'));
  await waitFor(() => expect(hook.result.current.messages.status).toBe('success'));
  await waitFor(() => expect(observers).toHaveLength(1));
  const observer = observers[0];
  if (observer === undefined) throw new Error('no listener');
  return { ...api, hook, observer };
}

const bodies = (hook: Awaited<ReturnType<typeof openChat>>['hook']) => {
  const { messages } = hook.result.current;
  return messages.status === 'success' ? messages.data.map((m) => m.body) : [];
};

describe('useChat with the live listener', () => {
  it('when the listener delivers a new message, then it shows at once, is marked read, and the API is not polled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { hook, observer, calls } = await openChat();
    await waitFor(() => expect(calls('POST /home/contacts/c1/read')).toHaveLength(1));

    act(() => observer.next([...FIRST, REPLY]));

    expect(bodies(hook)).toEqual(['伺えます。', '新しいメッセージ']);
    await waitFor(() => expect(calls('POST /home/contacts/c1/read')).toHaveLength(2));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 2);
    });
    expect(calls('GET /home/contacts/c1/messages')).toHaveLength(1);
  });

  it('when the listener is refused, or serves only its cache, then the API is polled again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { observer, calls } = await openChat();
    act(() => observer.next(FIRST));
    act(() => observer.next(null)); // connection lost: the cache answers
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    });
    expect(calls('GET /home/contacts/c1/messages')).toHaveLength(2);

    act(() => observer.next(FIRST));
    act(() => observer.error(new Error('permission-denied')));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    });
    expect(calls('GET /home/contacts/c1/messages')).toHaveLength(3);
  });

  it('when the listener brings a system message of the other side, then the contact is reloaded', async () => {
    const { observer, calls } = await openChat();
    expect(calls('GET /home/contacts/c1')).toHaveLength(1);
    act(() =>
      observer.next([
        ...FIRST,
        messageFixture({ id: 'm3', side: null, kind: 'system', body: 'withdraw' }),
      ]),
    );
    await waitFor(() => expect(calls('GET /home/contacts/c1')).toHaveLength(2));
  });
});

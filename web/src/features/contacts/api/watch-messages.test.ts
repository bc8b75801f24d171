import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { toChatMessage } from './watch-messages';

describe('toChatMessage', () => {
  it('words a stored message as the API does, leaving out who of a group wrote it', () => {
    const at = Timestamp.fromDate(new Date('2024-04-01T01:02:03.456Z'));
    expect(
      toChatMessage('m1', { side: 'owner', kind: 'text', body: 'はい', byUid: 'u1', at }),
    ).toEqual({
      id: 'm1',
      side: 'owner',
      kind: 'text',
      body: 'はい',
      at: '2024-04-01T01:02:03.456Z',
    });
    expect(toChatMessage('m2', { side: null, kind: 'system', body: 'handover', at })).toEqual({
      id: 'm2',
      side: null,
      kind: 'system',
      body: 'handover',
      at: '2024-04-01T01:02:03.456Z',
    });
  });

  it('shows no body of a message the moderators hid, whatever the document keeps', () => {
    const at = Timestamp.fromDate(new Date('2024-04-01T01:02:03.456Z'));
    expect(
      toChatMessage('m3', { side: 'customer', kind: 'removed', body: '電話番号', at }),
    ).toEqual({
      id: 'm3',
      side: 'customer',
      kind: 'removed',
      body: '',
      at: '2024-04-01T01:02:03.456Z',
    });
  });
});

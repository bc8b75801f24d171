import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { type NoticeDraft, noticeDoc } from './notices';

describe('noticeDoc', () => {
  it('stores the creation time as a Timestamp and keeps the rest as drafted', () => {
    const draft: NoticeDraft = {
      accountId: 'a1',
      role: 'owner',
      kind: 'new_comment',
      exhibitId: 'e1',
      exhibitTitle: 'Desk',
      favorite: null,
      comment: { accountName: 'Bob' },
      createdAt: new Date('2026-11-24T00:00:00Z'),
      confirmedAt: null,
    };
    const doc = noticeDoc(draft);
    expect(doc.createdAt).toEqual(Timestamp.fromDate(draft.createdAt));
    expect({ ...doc, createdAt: draft.createdAt }).toEqual(draft);
  });
});

import type { ChatMessage, Contact } from '../api/contact-types';

/** A contact as its `side` sees it (the API's shape), open by default. */
export function contactFixture(overrides: Partial<Contact> = {}): Contact {
  return {
    id: 'c1',
    exhibitId: 'ex-1',
    exhibitTitle: '木製の机',
    ownerId: 'owner-1',
    customerId: 'acc-u1',
    side: 'owner',
    status: 'open',
    view: 'open',
    loan: false,
    loanDays: null,
    message: '研究室で使いたいです。',
    items: [
      { itemId: 'item-1', name: '木製の机', quantity: 1, handedOver: 0 },
      { itemId: 'item-2', name: '材料力学', quantity: 2, handedOver: 0 },
    ],
    installationPlace: '工学部1号館 203',
    locationManager: '鈴木 次郎',
    locationManagerEmail: 'suzuki@campus.example.ac.jp',
    pickupAt: null,
    returnDueAt: null,
    unread: false,
    evaluated: { owner: false, customer: false },
    evaluations: null,
    createdAt: '2024-04-01T00:00:00.000Z',
    updatedAt: '2024-04-02T03:04:05.000Z',
    ...overrides,
  };
}

export function messageFixture(overrides: Partial<ChatMessage> & { id: string }): ChatMessage {
  return {
    side: 'customer',
    kind: 'text',
    body: 'こんにちは',
    at: '2024-04-01T01:00:00.000Z',
    ...overrides,
  };
}

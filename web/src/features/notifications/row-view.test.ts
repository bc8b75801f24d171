import { describe, expect, it } from 'vitest';
import type { AnyRow } from './api/types';
import { currentAccountId, toRowView } from './row-view';
import { AT, notice, todo, unread } from './testing-rows';

describe('toRowView', () => {
  it('a to-do leads to the chat of its side', () => {
    expect(toRowView('todo', todo(1))).toMatchObject({
      key: 'todo-t1',
      kind: 'chat_owner',
      role: 'owner',
      href: '/manage/exhibit/contact/chat/c1',
      at: AT,
      notice: null,
    });
    expect(toRowView('todo', todo(2, { side: 'customer', kind: 'receipt' })).href).toBe(
      '/manage/receipt/contact/chat/c2',
    );
  });

  it('a notice leads to the exhibit and names the favorite or the commenter', () => {
    expect(toRowView('notice', notice(1, { favorite: { name: '佐藤' } }))).toMatchObject({
      href: '/exhibits/ex-1',
      name: '佐藤',
      notice: { id: 'n1', confirmed: false },
    });
    expect(
      toRowView('notice', notice(2, { comment: { accountName: '鈴木' }, confirmedAt: AT })),
    ).toMatchObject({ name: '鈴木', notice: { id: 'n2', confirmed: true } });
  });

  it('share-mode rows lead to the reservations of their side; the approval to its week', () => {
    expect(
      toRowView(
        'todo',
        todo(4, { kind: 'approve_reservation', contactId: '', reservationId: 'r 1' }),
      ),
    ).toMatchObject({
      kind: 'approve_reservation',
      href: '/manage/lender/reservations?reservation=r%201',
    });
    expect(
      toRowView(
        'notice',
        notice(5, { kind: 'reservation_approved', role: 'customer', reservationId: 'r1' }),
      ).href,
    ).toBe('/manage/user/reservations');
    expect(
      toRowView('notice', notice(6, { kind: 'reservation_cancelled', reservationId: 'r2' })).href,
    ).toBe('/manage/lender/reservations');
  });

  it("a budget holder's to-do leads to their budget reviews; the decision to the user's reservations", () => {
    expect(
      toRowView(
        'todo',
        todo(7, { kind: 'approve_budget', contactId: '', reservationId: 'r3', exhibitId: 'dev-1' }),
      ),
    ).toMatchObject({ kind: 'approve_budget', href: '/manage/user/budget-reviews' });
    for (const kind of [
      'budget_approved',
      'budget_rejected',
      'assistance_accepted',
      'assistance_declined',
    ] as const) {
      expect(
        toRowView('notice', notice(8, { kind, role: 'customer', reservationId: 'r3' })).href,
      ).toBe('/manage/user/reservations');
    }
  });

  it("a staff member's request for assistance leads to their page of assisted sessions", () => {
    expect(
      toRowView(
        'todo',
        todo(9, {
          kind: 'assist_reservation',
          contactId: '',
          reservationId: 'r4',
          exhibitId: 'dev-1',
        }),
      ),
    ).toMatchObject({ kind: 'assist_reservation', href: '/manage/lender/staff' });
  });

  it("an overdue usage report's notice leads to the report's page, on either side", () => {
    for (const role of ['customer', 'owner'] as const) {
      expect(
        toRowView('notice', notice(11, { kind: 'usage_report_overdue', role, reservationId: 'r6' }))
          .href,
      ).toBe('/manage/user/reservations/r6/report');
    }
  });

  it("a usage report's to-dos, to file it or to confirm it, lead to the report's page", () => {
    for (const kind of ['report_usage', 'confirm_report'] as const) {
      expect(
        toRowView('todo', todo(10, { kind, contactId: '', reservationId: 'r5', exhibitId: 'd1' })),
      ).toMatchObject({ kind, href: '/manage/user/reservations/r5/report' });
    }
  });

  it("a training request leads to the lender's qualifications page of the device", () => {
    expect(
      toRowView(
        'todo',
        todo(12, { kind: 'train_user', contactId: '', reservationId: null, exhibitId: 'dev 1' }),
      ),
    ).toMatchObject({
      kind: 'train_user',
      role: 'owner',
      href: '/manage/lender/devices/dev%201/qualifications',
    });
  });

  it("a reported problem leads to the lender's page of the device's outages and problems", () => {
    expect(
      toRowView(
        'todo',
        todo(14, {
          kind: 'resolve_problem',
          contactId: '',
          reservationId: null,
          exhibitId: 'dev 1',
        }),
      ),
    ).toMatchObject({
      kind: 'resolve_problem',
      role: 'owner',
      href: '/manage/lender/devices/dev%201/facility',
    });
  });

  it("an offer of a freed slot leads to the user's reservations, where it is accepted", () => {
    expect(
      toRowView(
        'todo',
        todo(15, {
          kind: 'waitlist_offer',
          side: 'customer',
          contactId: '',
          reservationId: null,
          exhibitId: 'dev-1',
        }),
      ),
    ).toMatchObject({ kind: 'waitlist_offer', href: '/manage/user/reservations' });
  });

  it.each([
    'reservation_outage_cancelled',
    'device_shut_down',
    'device_restored',
    'reservation_released',
  ] as const)("a %s notice leads to the user's reservations", (kind) => {
    const view = (reservationId: string | null) =>
      toRowView(
        'notice',
        notice(16, { kind, role: 'customer', exhibitId: 'dev-1', reservationId }),
      );
    expect(view('r1')).toMatchObject({ kind, href: '/manage/user/reservations' });
    // Not to the device (an exhibit), even without the reservation.
    expect(view(null).href).toBe('/manage/user/reservations');
  });

  it.each(['qualification_granted', 'qualification_revoked', 'qualification_lapsing'] as const)(
    'a %s notice leads to the page of the device',
    (kind) => {
      expect(
        toRowView('notice', notice(13, { kind, role: 'customer', exhibitId: 'dev-1' })).href,
      ).toBe('/share/dev-1');
    },
  );

  it('an unread chat leads to the chat at its newest message time', () => {
    expect(toRowView('unread', unread(3, { side: 'customer' }))).toMatchObject({
      key: 'unread-c3-customer',
      kind: 'unread',
      href: '/manage/receipt/contact/chat/c3',
      at: AT,
    });
  });

  it.each([
    // To the owner: their page of the exhibit (or listing) they cannot publish now.
    ['exhibit_unpublished', 'exhibit', 'ex-1', '/manage/exhibit/reuse/ex-1'],
    ['exhibit_unpublished', 'share_exhibit', 'ex-1', '/manage/exhibit/share/ex-1'],
    // To the author and the reporters: the exhibit the post or report was on...
    ['content_hidden', 'comment', 'ex-1', '/exhibits/ex-1'],
    ['report_actioned', 'exhibit', 'ex-1', '/exhibits/ex-1'],
    ['report_dismissed', 'comment', 'ex-1', '/exhibits/ex-1'],
    // ...or, about no exhibit (an account), the notices themselves.
    ['report_actioned', 'account', '', '/notification/notice?role=customer'],
    ['report_dismissed', 'account', '', '/notification/notice?role=customer'],
    ['content_hidden', 'message', '', '/notification/notice?role=customer'],
    // A suspension: the user's account page.
    ['account_suspended', 'account', '', '/manage/account'],
  ] as const)(
    'a %s notice about a %s (exhibit %j) leads to %s',
    (kind, targetKind, exhibitId, href) => {
      const view = toRowView(
        'notice',
        notice(7, {
          kind,
          role: 'customer',
          exhibitId,
          moderation: { reason: '規約違反', until: null, targetKind },
        }),
      );
      expect(view.href).toBe(href);
      expect(view.moderation).toEqual({ reason: '規約違反', until: null });
    },
  );

  it.each(['wanted_matched', 'wanted_offered', 'application_won', 'application_lost'] as const)(
    'a %s notice leads to its exhibit',
    (kind) => {
      expect(toRowView('notice', notice(8, { kind, role: 'customer' })).href).toBe(
        '/exhibits/ex-8',
      );
    },
  );

  it("a wanted notice carries the post's title and the offer's message", () => {
    const view = toRowView(
      'notice',
      notice(9, { kind: 'wanted_offered', wanted: { id: 'w1', title: '本棚', message: 'どうぞ' } }),
    );
    expect(view.wanted).toEqual({ title: '本棚', message: 'どうぞ' });
    expect(view.savedSearch).toBeNull();
  });

  it('a saved-search notice leads to the home page searching again, with its name and count', () => {
    const view = toRowView(
      'notice',
      notice(10, {
        kind: 'saved_search_matched',
        savedSearch: {
          id: 's1',
          name: '机',
          query: {
            keywords: ['机'],
            kind: 'furniture',
            areas: ['north'],
            tags: ['desk'],
            inStock: true,
          },
          count: 3,
        },
      }),
    );
    expect(view.href).toBe('/?keywords=%E6%9C%BA&kind=furniture&areas=north&inStock=true&tag=desk');
    expect(view.savedSearch).toEqual({ name: '机', count: 3 });
    expect(toRowView('notice', notice(11, { kind: 'saved_search_matched' })).href).toBe('/');
  });

  it('other rows carry no moderation detail', () => {
    expect(toRowView('notice', notice(1)).moderation).toBeNull();
    expect(toRowView('todo', todo(1)).moderation).toBeNull();
    expect(toRowView('unread', unread(1)).moderation).toBeNull();
    expect(toRowView('todo', todo(1))).toMatchObject({ wanted: null, savedSearch: null });
    expect(toRowView('unread', unread(1))).toMatchObject({ wanted: null, savedSearch: null });
  });

  it('tolerates missing fields', () => {
    const view = toRowView('todo', { id: 'x' } as AnyRow);
    expect(view).toMatchObject({ role: 'owner', exhibitTitle: '', cancelled: false, at: '' });
  });
});

describe('currentAccountId', () => {
  it('is the selected group, else the user', () => {
    expect(currentAccountId('u1', 'lab-a')).toBe('lab-a');
    expect(currentAccountId('u1', null)).toBe('u1');
  });
});

import { describe, expect, it } from 'vitest';
import type { ApprovalStatus } from '../../model/exhibit';
import {
  type ApprovalState,
  type ExhibitSnapshot,
  afterEdit,
  assertEditAllowed,
  assertRemovable,
  cancel,
  changedFields,
  decide,
  isSearchable,
  needsReapproval,
  publish,
  submit,
  unpublish,
} from './approval';
import { errorOf } from '../../../test/app-errors';

const state = (
  approvalStatus: ApprovalStatus,
  extra: Partial<ApprovalState> = {},
): ApprovalState => ({
  approvalStatus,
  published: false,
  cancelled: false,
  ...extra,
});

const snapshot = (): ExhibitSnapshot => ({
  title: 'Desks',
  description: 'Two desks',
  itemManager: 'Sato',
  managerEmail: 'sato@example.ac.jp',
  place: { areaId: 'a1', buildingId: 'b1', room: '101' },
  pickupFrom: 1000,
  pickupUntil: 2000,
  secretariatId: 's1',
  memo: '',
  expiresAt: 3000,
  loan: true,
  loanDays: 14,
  items: [
    {
      id: 'i1',
      name: 'Desk',
      description: '',
      categoryId: 'desk',
      condition: 'clean',
      book: null,
      assetInfo: {
        assetCategory: 'consumable',
        assetNumber: '',
        budgetSource: 'operation',
        projectCode: '',
        acquisitionDate: null,
        acquisitionPrice: null,
      },
    },
  ],
});

describe('submit', () => {
  it.each(['not_yet', 'junk_rejected', 'funds_rejected'] as const)(
    'when the exhibit is %s, then it waits for the junk officer unpublished',
    (status) => {
      expect(submit(state(status))).toEqual({
        action: 'submitted',
        from: status,
        to: 'wait_junk',
        published: false,
      });
    },
  );

  it.each(['wait_junk', 'wait_funds', 'approved'] as const)(
    'when the exhibit is %s, then 409 invalid_transition',
    (status) => {
      expect(errorOf(() => submit(state(status)))).toEqual({
        status: 409,
        code: 'invalid_transition',
      });
    },
  );

  it('when the exhibit was cancelled, then 409 exhibit_cancelled', () => {
    expect(errorOf(() => submit(state('not_yet', { cancelled: true })))?.code).toBe(
      'exhibit_cancelled',
    );
  });
});

describe('decide', () => {
  it('when the junk officer approves, then approved and published', () => {
    expect(decide(state('wait_junk'), 'junk', 'approved')).toEqual({
      action: 'approved',
      from: 'wait_junk',
      to: 'approved',
      published: true,
    });
  });

  it('when the junk officer rejects, then junk_rejected unpublished', () => {
    expect(decide(state('wait_junk'), 'junk', 'rejected')).toMatchObject({
      action: 'rejected',
      to: 'junk_rejected',
      published: false,
    });
  });

  it('when the junk officer propagates, then wait_funds', () => {
    expect(decide(state('wait_junk'), 'junk', 'propagated')).toMatchObject({
      action: 'propagated',
      to: 'wait_funds',
      published: false,
    });
  });

  it('when the funds officer approves or rejects, then approved or funds_rejected', () => {
    expect(decide(state('wait_funds'), 'funds', 'approved')).toMatchObject({
      to: 'approved',
      published: true,
    });
    expect(decide(state('wait_funds'), 'funds', 'rejected')).toMatchObject({
      to: 'funds_rejected',
      published: false,
    });
  });

  it('when the funds officer propagates, then 400 validation_error', () => {
    expect(errorOf(() => decide(state('wait_funds'), 'funds', 'propagated'))).toEqual({
      status: 400,
      code: 'validation_error',
    });
  });

  it.each([
    ['junk', 'not_yet'],
    ['junk', 'wait_funds'],
    ['junk', 'approved'],
    ['funds', 'wait_junk'],
    ['funds', 'funds_rejected'],
  ] as const)('when the %s stage decides on %s, then 409 invalid_transition', (stage, status) => {
    expect(errorOf(() => decide(state(status), stage, 'approved'))).toEqual({
      status: 409,
      code: 'invalid_transition',
    });
  });

  it('when the exhibit was cancelled, then 409 exhibit_cancelled', () => {
    expect(
      errorOf(() => decide(state('wait_junk', { cancelled: true }), 'junk', 'approved'))?.code,
    ).toBe('exhibit_cancelled');
  });
});

describe('publish, unpublish, cancel', () => {
  it('when approved, then publish sets published', () => {
    expect(publish(state('approved'))).toMatchObject({ action: 'published', published: true });
  });

  it.each(['not_yet', 'wait_junk', 'wait_funds', 'junk_rejected', 'funds_rejected'] as const)(
    'when %s, then publish is 409 not_approved',
    (status) => {
      expect(errorOf(() => publish(state(status)))).toEqual({ status: 409, code: 'not_approved' });
    },
  );

  it('when unpublishing in any state, then unpublished and the status stays', () => {
    expect(unpublish(state('approved', { published: true }))).toEqual({
      action: 'unpublished',
      from: 'approved',
      to: 'approved',
      published: false,
    });
    expect(unpublish(state('wait_junk')).to).toBe('wait_junk');
  });

  it('when cancelling, then unpublished; a second cancel is 409 exhibit_cancelled', () => {
    expect(cancel(state('approved', { published: true }))).toMatchObject({
      action: 'cancelled',
      to: 'approved',
      published: false,
    });
    const cancelled = state('approved', { cancelled: true });
    expect(errorOf(() => cancel(cancelled))?.code).toBe('exhibit_cancelled');
    expect(errorOf(() => publish(cancelled))?.code).toBe('exhibit_cancelled');
    expect(errorOf(() => unpublish(cancelled))?.code).toBe('exhibit_cancelled');
  });

  it('searchable only when approved, published and not cancelled', () => {
    expect(isSearchable(state('approved', { published: true }))).toBe(true);
    expect(isSearchable(state('approved'))).toBe(false);
    expect(isSearchable(state('approved', { published: true, cancelled: true }))).toBe(false);
    expect(isSearchable(state('wait_junk', { published: true }))).toBe(false);
  });
});

describe('needsReapproval and afterEdit', () => {
  it('when only texts, place or dates change, then no re-approval', () => {
    const after = { ...snapshot(), title: 'New', description: 'x', memo: 'm', expiresAt: 9 };
    after.items = after.items.map((item) => ({
      ...item,
      name: 'Table',
      condition: 'dirty' as const,
    }));
    expect(needsReapproval(snapshot(), after)).toBe(false);
  });

  it('when an item is added, then re-approval', () => {
    const after = snapshot();
    after.items.push({ ...snapshot().items[0]!, id: undefined });
    expect(needsReapproval(snapshot(), after)).toBe(true);
  });

  it('when an item asset info changes, then re-approval', () => {
    const after = snapshot();
    after.items[0]!.assetInfo = { ...after.items[0]!.assetInfo, acquisitionPrice: 100 };
    expect(needsReapproval(snapshot(), after)).toBe(true);
  });

  it('when the secretariat changes, then re-approval', () => {
    expect(needsReapproval(snapshot(), { ...snapshot(), secretariatId: 's2' })).toBe(true);
  });

  it('when the exhibit switches between lending and giving, then no re-approval', () => {
    // The officers approve the asset info; lending changes how it is handed, not what it is.
    expect(needsReapproval(snapshot(), { ...snapshot(), loan: false, loanDays: null })).toBe(false);
  });

  it('when an item is removed only, then no re-approval', () => {
    const before = snapshot();
    before.items.push({ ...snapshot().items[0]!, id: 'i2' });
    expect(needsReapproval(before, snapshot())).toBe(false);
  });

  it.each(['wait_junk', 'wait_funds', 'approved', 'junk_rejected', 'funds_rejected'] as const)(
    'when an approval-relevant edit hits %s, then wait_junk unpublished (resubmitted)',
    (status) => {
      expect(
        afterEdit(state(status, { published: true }), snapshot(), {
          ...snapshot(),
          secretariatId: 's2',
        }),
      ).toEqual({ action: 'resubmitted', from: status, to: 'wait_junk', published: false });
    },
  );

  it('when the exhibit is not_yet or the edit is harmless, then nothing changes', () => {
    expect(
      afterEdit(state('not_yet'), snapshot(), { ...snapshot(), secretariatId: 's2' }),
    ).toBeNull();
    expect(afterEdit(state('approved'), snapshot(), { ...snapshot(), title: 'x' })).toBeNull();
  });

  it('when the exhibit was cancelled, then 409 exhibit_cancelled', () => {
    expect(
      errorOf(() => afterEdit(state('not_yet', { cancelled: true }), snapshot(), snapshot()))?.code,
    ).toBe('exhibit_cancelled');
  });
});

describe('assertEditAllowed (open contacts)', () => {
  it('when contacts are open and only the allowed fields change, then allowed', () => {
    const after = {
      ...snapshot(),
      description: 'x',
      memo: 'm',
      itemManager: 'Ito',
      managerEmail: 'ito@example.ac.jp',
      pickupFrom: 1,
      pickupUntil: 2,
      expiresAt: 3,
    };
    expect(changedFields(snapshot(), after).sort()).toEqual(
      [
        'description',
        'expiresAt',
        'itemManager',
        'managerEmail',
        'memo',
        'pickupFrom',
        'pickupUntil',
      ].sort(),
    );
    expect(errorOf(() => assertEditAllowed(1, snapshot(), after))).toBeUndefined();
  });

  it.each([
    ['title', { title: 'x' }],
    ['place', { place: { areaId: 'a1', buildingId: 'b1', room: '102' } }],
    ['secretariat', { secretariatId: 's2' }],
    ['lending choice', { loan: false, loanDays: null }],
  ] as const)(
    'when contacts are open and the %s changes, then 409 exhibit_has_contacts',
    (_, change) => {
      expect(errorOf(() => assertEditAllowed(2, snapshot(), { ...snapshot(), ...change }))).toEqual(
        {
          status: 409,
          code: 'exhibit_has_contacts',
        },
      );
    },
  );

  it('when contacts are open and only the loan period changes, then allowed', () => {
    // Each contact keeps the period it was made under; the default only reaches new ones.
    const after = { ...snapshot(), loanDays: 30 };
    expect(changedFields(snapshot(), after)).toEqual(['loanDays']);
    expect(errorOf(() => assertEditAllowed(1, snapshot(), after))).toBeUndefined();
  });

  it('when contacts are open and an item changes, then 409 exhibit_has_contacts', () => {
    const after = snapshot();
    after.items[0]!.name = 'Table';
    expect(errorOf(() => assertEditAllowed(1, snapshot(), after))?.code).toBe(
      'exhibit_has_contacts',
    );
  });

  it('when no contact is open, then anything may change', () => {
    expect(
      errorOf(() => assertEditAllowed(0, snapshot(), { ...snapshot(), title: 'x' })),
    ).toBeUndefined();
  });
});

describe('assertRemovable', () => {
  const items = [
    { id: 'i1', tradeCount: 0 },
    { id: 'i2', tradeCount: 1 },
  ];

  it('when a removed item has no trades and another remains, then allowed', () => {
    expect(errorOf(() => assertRemovable(items, ['i1']))).toBeUndefined();
  });

  it('when a removed item has trades, then 409 item_has_trades', () => {
    expect(errorOf(() => assertRemovable(items, ['i2']))).toEqual({
      status: 409,
      code: 'item_has_trades',
    });
  });

  it('when the last item is removed, then 409 last_item unless a new one is added', () => {
    expect(errorOf(() => assertRemovable([{ id: 'i1', tradeCount: 0 }], ['i1']))).toEqual({
      status: 409,
      code: 'last_item',
    });
    expect(
      errorOf(() => assertRemovable([{ id: 'i1', tradeCount: 0 }], ['i1'], 1)),
    ).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { favoriteNotice } from './service';

const NOW = new Date('2026-04-01T00:00:00Z');
const exhibit = { id: 'e1', title: 'Desk', ownerId: 'alice' };

describe('favoriteNotice', () => {
  it('when someone else favorites, then new_favorite to the owner with the name', () => {
    expect(favoriteNotice({ exhibit, favoriterId: 'bob', favoriterName: 'Bob', now: NOW })).toEqual(
      {
        accountId: 'alice',
        role: 'owner',
        kind: 'new_favorite',
        exhibitId: 'e1',
        exhibitTitle: 'Desk',
        favorite: { name: 'Bob' },
        comment: null,
        createdAt: NOW,
        confirmedAt: null,
      },
    );
  });

  it('when the owner favorites the own exhibit, then no notice', () => {
    expect(
      favoriteNotice({ exhibit, favoriterId: 'alice', favoriterName: 'Alice', now: NOW }),
    ).toBeNull();
  });
});

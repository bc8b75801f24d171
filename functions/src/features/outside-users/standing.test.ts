import { describe, expect, it } from 'vitest';
import { assertMayBook, type BookerStanding, registrationPath } from './standing';

const at = (iso: string) => new Date(`${iso}+09:00`);
const outside = (patch: Partial<BookerStanding> = {}): BookerStanding => ({
  rateClass: 'academic',
  affiliation: { kind: 'academic', name: 'Tohoku University' },
  registration: { required: true, fee: 5000, terms: '' },
  registeredYears: new Set([2026]),
  ...patch,
});
const codeOf = (run: () => unknown) => {
  try {
    run();
    return null;
  } catch (error) {
    return (error as { code: string; link?: string }).code;
  }
};

describe('assertMayBook', () => {
  it('answers the class of a user who may book the session', () => {
    expect(assertMayBook(outside(), 'lab-1', at('2027-03-31T10:00:00'))).toBe('academic');
  });

  it('refuses an outside account without an affiliation', () => {
    const standing = outside({ rateClass: null, affiliation: null });
    expect(codeOf(() => assertMayBook(standing, 'lab-1', at('2026-12-01T10:00:00')))).toBe(
      'affiliation_required',
    );
  });

  it("refuses a session of a fiscal year without registration, linking to that year's page", () => {
    // 1 April 2027 is fiscal year 2027, registered for 2026 only.
    const start = at('2027-04-01T10:00:00');
    expect(codeOf(() => assertMayBook(outside(), 'lab-1', start))).toBe('registration_required');
    try {
      assertMayBook(outside(), 'lab 1', start);
    } catch (error) {
      expect((error as { link: string }).link).toBe(registrationPath('lab 1', 2027));
      expect(registrationPath('lab 1', 2027)).toBe(
        '/manage/user/registrations/lab%201?fiscalYear=2027',
      );
    }
    // A lender asking for none, and campus users, book without one.
    const free = outside({ registration: { required: false, fee: 0, terms: '' } });
    expect(assertMayBook(free, 'lab-1', start)).toBe('academic');
    expect(assertMayBook(outside({ rateClass: 'campus' }), 'lab-1', start)).toBe('campus');
  });
});

import { describe, expect, it } from 'vitest';
import { feesOf, rateClassOf, registrationIdOf, registrationNeeded } from './rate-class';

const at = (iso: string) => new Date(`${iso}+09:00`);

describe('rate classes', () => {
  it('charge groups and campus accounts on campus, outside accounts by their affiliation', () => {
    const outside = { kind: 'user' as const, onCampusDomain: false };
    expect(rateClassOf({ kind: 'group', onCampusDomain: false, affiliation: null })).toBe('campus');
    expect(rateClassOf({ kind: 'user', onCampusDomain: true, affiliation: null })).toBe('campus');
    expect(
      rateClassOf({ ...outside, affiliation: { kind: 'academic', name: 'Tohoku University' } }),
    ).toBe('academic');
    expect(rateClassOf({ ...outside, affiliation: { kind: 'industry', name: 'ACME K.K.' } })).toBe(
      'industry',
    );
    // An outside account without an affiliation has no class yet: it cannot book.
    expect(rateClassOf({ ...outside, affiliation: null })).toBeNull();
  });

  it('read a device saved before rate classes as its one fee for every class', () => {
    expect(feesOf({ feePerHour: 3000 })).toEqual({ campus: 3000, academic: 3000, industry: 3000 });
    expect(feesOf({ feePerHour: 3000, outsideFees: { academic: 4500, industry: 12000 } })).toEqual({
      campus: 3000,
      academic: 4500,
      industry: 12000,
    });
  });
});

describe('yearly registration', () => {
  const registered = new Set([2026]);
  const required = { required: true };

  it('is needed by outside classes of a lender requiring it, for the fiscal year of the session', () => {
    expect(registrationNeeded(required, 'academic', at('2027-03-31T10:00:00'), registered)).toBe(
      false,
    );
    // April starts a new fiscal year: last year's registration does not cover it.
    expect(registrationNeeded(required, 'academic', at('2027-04-01T10:00:00'), registered)).toBe(
      true,
    );
    expect(registrationNeeded(required, 'industry', at('2026-05-01T10:00:00'), new Set())).toBe(
      true,
    );
  });

  it('is never needed on campus, nor where the lender asks for none', () => {
    expect(registrationNeeded(required, 'campus', at('2026-05-01T10:00:00'), new Set())).toBe(
      false,
    );
    expect(
      registrationNeeded({ required: false }, 'industry', at('2026-05-01T10:00:00'), new Set()),
    ).toBe(false);
  });

  it('is one document per lender, user and fiscal year', () => {
    expect(registrationIdOf('lab-1', 'u1', 2026)).toBe('lab-1_u1_2026');
  });
});

import { describe, expect, it } from 'vitest';
import { isInStage, keywordGrams, keywordsOf, statusesOf } from './service';

describe('statusesOf and isInStage', () => {
  it('all is every status of the stage', () => {
    expect(statusesOf('junk', 'all')).toEqual([
      'wait_junk',
      'junk_rejected',
      'wait_funds',
      'approved',
    ]);
    expect(statusesOf('funds', 'all')).toEqual(['wait_funds', 'funds_rejected', 'approved']);
    expect(statusesOf('junk', 'wait_junk')).toEqual(['wait_junk']);
  });

  it('an officer sees only the statuses of their stage', () => {
    expect(isInStage('junk', 'not_yet')).toBe(false);
    expect(isInStage('funds', 'wait_junk')).toBe(false);
    expect(isInStage('funds', 'approved')).toBe(true);
  });
});

describe('keywords', () => {
  it('splits on white space and picks at most max grams', () => {
    expect(keywordsOf('  desk   机 ')).toEqual(['desk', '机']);
    expect(keywordsOf('!!! ・ desk')).toEqual(['desk']);
    expect(keywordGrams(['microscope', 'oscilloscope'], 4)).toHaveLength(4);
    expect(keywordGrams([])).toEqual([]);
  });
});

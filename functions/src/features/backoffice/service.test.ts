import { describe, expect, it } from 'vitest';
import { csvCell, isInStage, keywordGrams, keywordsOf, statusesOf, toCsv } from './service';

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

describe('CSV', () => {
  it('quotes cells with comma, quote or line breaks (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(true)).toBe('true');
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])(
    'guards the formula-like cell %j with a leading quote',
    (value) => {
      expect(
        csvCell(value)
          .replace(/^"/, '')
          .startsWith(`'${value.slice(0, 1)}`),
      ).toBe(true);
    },
  );

  it('starts with a BOM, ends every line with CRLF', () => {
    expect(toCsv(['a', 'b'], [['1', '=x,y']])).toBe('\uFEFFa,b\r\n1,"\'=x,y"\r\n');
  });
});

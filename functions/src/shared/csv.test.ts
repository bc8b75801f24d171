import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

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

import { describe, expect, it } from 'vitest';
// The server's own rules: the forms must refuse exactly what they refuse.
import {
  CALENDAR_DATE_YEARS as SERVER_CALENDAR_YEARS,
  DATE_TIME_YEARS as SERVER_DATE_TIME_YEARS,
} from '@campus/model/dates';
import { hasNoControlCharacters, isWellFormedText } from '@campus/model/text';
import { CALENDAR_DATE_YEARS, DATE_TIME_YEARS, inYears, textProblem } from './text-rules';

const SAMPLES = [
  'plain',
  '吾輩は猫である',
  '😀 emoji',
  'a\tb',
  'a\nb',
  'a\r\nb',
  'a\rb',
  'a\u0000b',
  'a\u0007b',
  'a\u007fb',
  'a\u0085b',
  '\u001b[31m',
  'a\ud800',
  '\udc00a',
  '\udc00\ud800',
  'ｶﾀｶﾅ\u3000',
];

describe('text rules mirror the server (functions/src/model/primitives.ts)', () => {
  it.each(SAMPLES)('when the text is %j, then form and server agree in one and many lines', (s) => {
    for (const multiline of [false, true]) {
      const server =
        isWellFormedText(s) && hasNoControlCharacters(s.replace(/\r\n?/g, '\n'), multiline);
      expect(textProblem(s, multiline) === null, `multiline: ${multiline}`).toBe(server);
    }
  });

  it('when a text has a lone surrogate, then it is malformed; a control character, control', () => {
    expect(textProblem('a\ud800', false)).toBe('malformed');
    expect(textProblem('a\tb', false)).toBe('control');
    expect(textProblem('a\tb', true)).toBeNull();
  });

  it('when dates are bounded, then by the same years as the server', () => {
    expect(DATE_TIME_YEARS).toEqual(SERVER_DATE_TIME_YEARS);
    expect(CALENDAR_DATE_YEARS).toEqual(SERVER_CALENDAR_YEARS);
    expect(inYears('2000-01-01T00:00', DATE_TIME_YEARS)).toBe(true);
    expect(inYears('1999-12-31T23:59', DATE_TIME_YEARS)).toBe(false);
    expect(inYears('2101-01-01', CALENDAR_DATE_YEARS)).toBe(false);
  });
});

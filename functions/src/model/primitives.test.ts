import { describe, expect, it } from 'vitest';
import {
  calendarDateSchema,
  dateTimeSchema,
  idSchema,
  isId,
  lookupIdSchema,
  monthSchema,
  multilineText,
  requiredText,
  text,
} from './primitives';
import { hasNoControlCharacters, isWellFormedText } from './text';

const accepts = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('idSchema', () => {
  it.each(['a', 'abc-DEF_123', 'X'.repeat(128), 'Gx3bQ9sLm2TtYvK1pZ0a', '_x', 'x__', '__x', '_'])(
    'when the id is %j, then it is accepted',
    (id) => {
      expect(accepts(idSchema, id)).toBe(true);
      expect(isId(id)).toBe(true);
    },
  );

  it.each([
    ['empty', ''],
    ['too long', 'X'.repeat(129)],
    ['reserved', '__x__'],
    ['reserved', '__name__'],
    ['reserved', '____'],
    ['a slash', 'a/b'],
    ['the current directory', '.'],
    ['the parent directory', '..'],
    ['a dot', 'a.b'],
    ['a space', 'a b'],
    ['a backtick', '`a`'],
    ['non-ASCII', 'café'],
    ['a lone surrogate', 'a\ud800'],
    ['a control character', 'a\u0000'],
  ])('when the id has %s (%j), then it is refused with one message', (_what, id) => {
    const result = idSchema.safeParse(id);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(isId(id)).toBe(false);
  });

  it.each([42, null, undefined, ['a'], { id: 'a' }])(
    'when the id is %j, then it is refused',
    (v) => {
      expect(accepts(idSchema, v)).toBe(false);
    },
  );
});

describe('lookupIdSchema', () => {
  it.each(['main-campus', 'office-desk', 'a', 'a1-b2'])('when %j, then accepted', (id) => {
    expect(accepts(lookupIdSchema, id)).toBe(true);
  });

  it.each(['', '__name__', '__x__', 'a.b', '`a`', 'a/b', '..', 'Main-Campus', '-a', 'a--b', 'a_b'])(
    'when %j (not kebab-case: unsafe as a field name), then refused',
    (id) => {
      expect(accepts(lookupIdSchema, id)).toBe(false);
    },
  );
});

describe('text schemas', () => {
  it('when text has surrounding spaces, then it is trimmed (ideographic space too)', () => {
    expect(text(10).parse('  a b \u3000')).toBe('a b');
  });

  it.each([
    ['a lone high surrogate', 'ok\ud800'],
    ['a lone low surrogate', '\udc00ok'],
    ['reversed surrogates', '\udc00\ud800'],
    ['NUL', 'a\u0000b'],
    ['BEL', 'a\u0007b'],
    ['DEL', 'a\u007fb'],
    ['a C1 control (NEL)', 'a\u0085b'],
    ['ESC', 'a\u001b[31mb'],
  ])('when text holds %s, then single- and multi-line text refuse it', (_what, value) => {
    expect(accepts(text(50), value)).toBe(false);
    expect(accepts(multilineText(50), value)).toBe(false);
  });

  it.each([
    ['a line feed', 'a\nb'],
    ['a tab', 'a\tb'],
    ['a carriage return', 'a\rb'],
  ])('when text holds %s, then only multi-line text accepts it', (_what, value) => {
    expect(accepts(text(50), value)).toBe(false);
    expect(accepts(multilineText(50), value)).toBe(true);
  });

  it('when multi-line text has CRLF or CR line ends, then they become LF', () => {
    expect(multilineText(50).parse('a\r\nb\rc\n')).toBe('a\nb\nc');
  });

  it.each(['😀', '吾輩は猫である', 'e\u0301', '👩‍👩‍👧', 'Ａｌｐｈａ'])(
    'when text is well-formed Unicode (%j), then it is accepted',
    (value) => {
      expect(text(50).parse(value)).toBe(value);
    },
  );

  it('when text is longer than max after trimming, then it is refused; at max it passes', () => {
    expect(accepts(text(3), ' abc ')).toBe(true);
    expect(accepts(text(3), 'abcd')).toBe(false);
  });

  it('when required text is empty or blank, then it is refused', () => {
    expect(accepts(requiredText(5), '')).toBe(false);
    expect(accepts(requiredText(5), ' \n ')).toBe(false);
    expect(accepts(text(5), '')).toBe(true);
  });

  it('when text is not a string, then it is refused', () => {
    expect(accepts(text(5), 42)).toBe(false);
    expect(accepts(text(5), null)).toBe(false);
  });

  it('when checked directly, then isWellFormedText and hasNoControlCharacters agree', () => {
    expect(isWellFormedText('a😀')).toBe(true);
    expect(isWellFormedText('a\ud83d')).toBe(false);
    expect(hasNoControlCharacters('a\tb', true)).toBe(true);
    expect(hasNoControlCharacters('a\tb', false)).toBe(false);
    expect(hasNoControlCharacters('a\u0000b', true)).toBe(false);
  });
});

describe('dates', () => {
  it.each([
    '2000-01-01T00:00:00+09:00',
    '2026-04-01T10:00:00+09:00',
    '2026-04-01T01:00:00.000Z',
    '2100-12-31T23:59:59Z',
  ])('when the date-time is %j, then it is accepted', (value) => {
    expect(accepts(dateTimeSchema, value)).toBe(true);
  });

  it.each([
    '0000-01-01T00:00:00Z',
    '0001-01-01T00:00:00+09:00',
    '1999-12-31T23:59:59Z',
    '2101-01-01T00:00:00Z',
    '9999-12-31T23:59:59Z',
    '2026-02-30T10:00:00+09:00',
    '2026-04-01T10:00:00',
    '2026-04-01',
    'tomorrow',
    '',
  ])('when the date-time is %j, then it is refused with one message', (value) => {
    const result = dateTimeSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
  });

  it.each(['1900-01-01', '1985-04-01', '2024-02-29', '2100-12-31'])(
    'when the calendar date is %j, then it is accepted',
    (value) => {
      expect(accepts(calendarDateSchema, value)).toBe(true);
    },
  );

  it.each([
    '0000-01-01',
    '0001-01-01',
    '1899-12-31',
    '2101-01-01',
    '9999-12-31',
    '2023-02-29',
    '2024-13-01',
    '2024-1-1',
  ])('when the calendar date is %j, then it is refused with one message', (value) => {
    const result = calendarDateSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
  });

  it.each([
    ['2026-04', true],
    ['2000-01', true],
    ['2100-12', true],
    ['0000-01', false],
    ['0001-01', false],
    ['9999-12', false],
    ['2026-13', false],
    ['2026-4', false],
  ])('when the month is %j, then accepted is %s', (value, ok) => {
    expect(accepts(monthSchema, value)).toBe(ok);
  });
});

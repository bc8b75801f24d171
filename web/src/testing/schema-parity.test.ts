import { describe, expect, it } from 'vitest';
import { chars, field, fieldsOf, limitRows } from './schema-parity';

interface Values {
  name: string;
  count: number;
}
const valid = (patch: Partial<Values> = {}): Values => ({ name: 'a', count: 1, ...patch });

describe('the parity row builders', () => {
  it('limitRows accepts the maximum and refuses one step beyond it', () => {
    expect(limitRows('count', 10, (count) => valid({ count }))).toEqual([
      { name: 'count at the limit (10)', input: { name: 'a', count: 10 }, valid: true },
      { name: 'count beyond the limit (11)', input: { name: 'a', count: 11 }, valid: false },
    ]);
    expect(
      limitRows('count', 240, (count) => valid({ count }), 15).map((row) => row.input),
    ).toEqual([valid({ count: 240 }), valid({ count: 255 })]);
  });

  it('a field names its rows and sets the value through its builder', () => {
    const name = field('name', (name: string) => valid({ name }));
    expect(name.accepts('lines', 'a\nb')).toEqual({
      name: 'name: lines',
      input: { name: 'a\nb', count: 1 },
      valid: true,
    });
    expect(name.refuses('a tab', 'a\tb')).toEqual({
      name: 'name: a tab',
      input: { name: 'a\tb', count: 1 },
      valid: false,
    });
    expect(name.upTo(3, chars)).toEqual([
      { name: 'name at the limit (3)', input: { name: 'xxx', count: 1 }, valid: true },
      { name: 'name beyond the limit (4)', input: { name: 'xxxx', count: 1 }, valid: false },
    ]);
  });

  it('a field accepts its minimum and refuses one step below it', () => {
    const count = field('count', (count: number) => valid({ count }));
    expect(count.from(15, Number, 15)).toEqual([
      { name: 'count at the minimum (15)', input: { name: 'a', count: 15 }, valid: true },
      { name: 'count below the minimum (0)', input: { name: 'a', count: 0 }, valid: false },
    ]);
    expect(count.from(1, Number).map((row) => row.input.count)).toEqual([1, 0]);
  });

  it('fieldsOf gives each key it is asked for a field named after it that sets only that key', () => {
    const { name, count } = fieldsOf(valid);
    expect(name.refuses('empty', '')).toEqual({
      name: 'name: empty',
      input: { name: '', count: 1 },
      valid: false,
    });
    expect(count.upTo(5, Number).map((row) => [row.name, row.input])).toEqual([
      ['count at the limit (5)', { name: 'a', count: 5 }],
      ['count beyond the limit (6)', { name: 'a', count: 6 }],
    ]);
  });

  it("a text field's families: one line refuses tabs, line feeds, NULs and lone surrogates", () => {
    const name = field('name', (name: string) => valid({ name }));
    expect(name.oneLine('ab').map((row) => [row.name, row.input.name, row.valid])).toEqual([
      ['name: a tab', 'ab\tab', false],
      ['name: a line feed', 'ab\nab', false],
      ['name: a NUL', 'ab\u0000ab', false],
      ['name: a lone surrogate', 'ab\ud83d', false],
    ]);
  });

  it("a text field's families: many lines take lines and tabs, not NULs or lone surrogates", () => {
    const name = field('name', (name: string) => valid({ name }));
    expect(name.multiLine('ab').map((row) => [row.name, row.input.name, row.valid])).toEqual([
      ['name: lines and tabs', 'ab\n\tab\r\nab', true],
      ['name: a NUL', 'ab\u0000ab', false],
      ['name: a lone surrogate', 'ab\ud83d', false],
    ]);
  });
  it("an e-mail address: the server's rules and its longest address", () => {
    const mail = field('mail', (mail: string) => ({ mail }));
    const rows = mail.email(20);
    expect(rows.map((row) => [row.name, row.valid])).toEqual([
      ['mail: missing', false],
      ['mail: no domain', false],
      ['mail: two dots', false],
      ['mail: no top-level domain', false],
      ['mail: a one-letter top-level domain', false],
      ['mail: a plus', true],
      ['mail at the limit (20)', true],
      ['mail beyond the limit (21)', false],
    ]);
    expect(rows.at(-2)?.input.mail).toBe('aaaaaa@example.ac.jp');
  });

  it('a project code: nothing, a digit less or more, a letter', () => {
    const code = field('code', (code: string) => ({ code }));
    expect(code.asProjectCode('123456789012').map((row) => [row.name, row.input.code])).toEqual([
      ['code: missing', ''],
      ['code: 11 digits', '23456789012'],
      ['code: 13 digits', '1234567890123'],
      ['code: a letter', '12345678901A'],
    ]);
  });

  it('a whole number: its bounds, a fraction, a negative, spaces around', () => {
    const days = field('days', (days: string) => ({ days }));
    expect(days.wholeNumber(1, 30).map((row) => [row.name, row.input.days, row.valid])).toEqual([
      ['days at the minimum (1)', '1', true],
      ['days below the minimum (0)', '0', false],
      ['days at the limit (30)', '30', true],
      ['days beyond the limit (31)', '31', false],
      ['days: a fraction', '1.5', false],
      ['days: negative', '-5', false],
      ['days: between spaces', ' 30 ', true],
    ]);
  });
});

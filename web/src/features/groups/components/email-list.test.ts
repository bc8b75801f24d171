import { describe, expect, it } from 'vitest';
import { isEmail, parseEmailList } from './email-list';

describe('parseEmailList', () => {
  it('splits on commas, semicolons, spaces, new lines and Japanese separators', () => {
    expect(
      parseEmailList(
        ' a@x.ac.jp, b@x.ac.jp;c@x.ac.jp\nd@x.ac.jp\te@x.ac.jp、f@x.ac.jp　g@x.ac.jp ',
      ),
    ).toEqual([
      'a@x.ac.jp',
      'b@x.ac.jp',
      'c@x.ac.jp',
      'd@x.ac.jp',
      'e@x.ac.jp',
      'f@x.ac.jp',
      'g@x.ac.jp',
    ]);
  });

  it('drops repeats, ignoring case, keeping the first spelling', () => {
    expect(parseEmailList('A@x.ac.jp a@x.ac.jp b@x.ac.jp A@X.AC.JP')).toEqual([
      'A@x.ac.jp',
      'b@x.ac.jp',
    ]);
  });

  it('is empty for blank text', () => {
    expect(parseEmailList('')).toEqual([]);
    expect(parseEmailList(' ,\n ')).toEqual([]);
  });
});

describe('isEmail', () => {
  it.each(['hanako@campus.example.ac.jp', 'first.last+tag@x.jp', "o'neil@x.com"])(
    'accepts %s',
    (address) => expect(isEmail(address)).toBe(true),
  );

  it.each(['hanako', 'hanako@', '@x.jp', 'a@b', 'a..b@x.jp', '.a@x.jp', 'a.@x.jp', 'a@x.j'])(
    'rejects %s',
    (address) => expect(isEmail(address)).toBe(false),
  );
});

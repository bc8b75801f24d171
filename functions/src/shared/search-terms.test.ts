import { describe, expect, it } from 'vitest';
import {
  decodeGram,
  encodeGram,
  matchesKeywords,
  normalizeText,
  queryGramsOf,
  rawSearchGramsOf,
  searchGramsOf,
  tokensOf,
} from './search-terms';

/** What the Firestore query sees: every query gram of every keyword is in the document's map. */
function gramsMatch(texts: string[], keywords: string[]): boolean {
  const grams = searchGramsOf(texts);
  return keywords.every((k) => queryGramsOf(k).every((g) => grams[g] === true));
}

/** Query plus in-memory verification, as the search service does. */
function finds(texts: string[], keywords: string[]): boolean {
  return gramsMatch(texts, keywords) && matchesKeywords(texts, keywords);
}

describe('normalizeText', () => {
  it.each([
    ['ＡＢＣ', 'abc'],
    ['ｲｽ', 'いす'],
    ['イス', 'いす'],
    ['オフィス椅子', 'おふぃす椅子'],
    ['ｶﾞｯｺｳ', 'がっこう'],
    ['コーヒー', 'こーひー'],
    ['Office CHAIR', 'office chair'],
    ['１２３', '123'],
    ['ヽヾ', 'ゝゞ'],
  ])('when %s, then %s', (input, expected) => {
    expect(normalizeText(input)).toBe(expected);
  });
});

describe('tokensOf', () => {
  it('when text mixes scripts and punctuation, then CJK runs and words are split apart', () => {
    expect(tokensOf(normalizeText('A4用紙、ノート（新品）iPhone 15'))).toEqual([
      { kind: 'word', text: 'a4' },
      { kind: 'cjk', text: '用紙' },
      { kind: 'cjk', text: 'のーと' },
      { kind: 'cjk', text: '新品' },
      { kind: 'word', text: 'iphone' },
      { kind: 'word', text: '15' },
    ]);
  });
});

describe('grams', () => {
  it('when a CJK run is indexed, then it gives its unigrams and bigrams', () => {
    expect([...rawSearchGramsOf(['机と椅子'])].sort()).toEqual(
      ['机', 'と', '椅', '子', '机と', 'と椅', '椅子'].sort(),
    );
  });
  it('when a Latin word is indexed, then it gives its trigrams and 1-2 character prefixes', () => {
    expect([...rawSearchGramsOf(['Chair'])].sort()).toEqual(
      ['c', 'ch', 'cha', 'hai', 'air'].sort(),
    );
    expect([...rawSearchGramsOf(['PC'])].sort()).toEqual(['p', 'pc']);
  });
  it('when a gram is encoded, then the key is a simple field name that decodes back', () => {
    for (const gram of ['椅子', 'abc', 'x', '🪑']) {
      const key = encodeGram(gram);
      expect(key).toMatch(/^[a-z][0-9a-f]*$/);
      expect(decodeGram(key)).toBe(gram);
    }
    expect(encodeGram('椅子')).toHaveLength(13);
  });
  it('when texts have no letters or digits, then there are no grams', () => {
    expect(searchGramsOf(['', '  ・、！'])).toEqual({});
    expect(queryGramsOf('！？')).toEqual([]);
  });
  it('when a keyword repeats a gram, then the query lists it once', () => {
    expect(queryGramsOf('ままま')).toEqual([encodeGram('まま')]);
  });
});

describe('search matching (grams + verification)', () => {
  it.each<[string, string[], string[], boolean]>([
    ['a kanji keyword inside a longer run', ['オフィス椅子'], ['椅子'], true],
    ['half-width katakana against katakana', ['イス'], ['ｲｽ'], true],
    ['katakana against half-width katakana', ['ｲｽ'], ['イス'], true],
    ['hiragana against katakana', ['イス'], ['いす'], true],
    ['katakana against hiragana', ['いす'], ['イス'], true],
    ['upper-case Latin against lower-case', ['office chair'], ['CHAIR'], true],
    ['full-width Latin against ASCII', ['abc notebook'], ['ＡＢＣ'], true],
    ['ASCII against full-width Latin', ['ＡＢＣノート'], ['abc'], true],
    ['a one-character kanji keyword', ['オフィス椅子'], ['椅'], true],
    ['a one-character kanji not in the text', ['オフィス椅子'], ['机'], false],
    ['a one-character kanji in a one-character run', ['大 机'], ['机'], true],
    ['all keywords present (AND)', ['木製の机と椅子'], ['机', '椅子'], true],
    ['one keyword missing (AND)', ['木製の机と椅子'], ['机', 'ソファ'], false],
    ['a keyword found in another text', ['本棚', '説明: スチール製'], ['本棚', 'スチール'], true],
    ['a short Latin keyword starting a word', ['USB cable'], ['us'], true],
    ['a short Latin keyword in the middle of a word', ['USB cable'], ['ab'], false],
    ['a Latin keyword in the middle of a word', ['office chair'], ['hair'], true],
    ['digits', ['ThinkPad X1 2019'], ['2019'], true],
    ['a keyword with a space (both parts)', ['office chair'], ['office chair'], true],
    ['a keyword with the long-vowel mark', ['コーヒーメーカー'], ['コーヒー'], true],
    ['nothing in common', ['office chair'], ['desk'], false],
  ])('when %s, then %s', (_name, texts, keywords, expected) => {
    expect(finds(texts, keywords)).toBe(expected);
  });

  it('when the grams over-approximate, then verification drops the false positive', () => {
    // "東京都" and "京都大学" give the bigrams of "東京都大" (東京, 京都, 都大) without the string.
    const texts = ['東京都', '京都大学'];
    expect(gramsMatch(texts, ['東京都大'])).toBe(true);
    expect(finds(texts, ['東京都大'])).toBe(false);
  });

  it('when no keywords are given, then everything matches', () => {
    expect(finds(['anything'], [])).toBe(true);
  });
});

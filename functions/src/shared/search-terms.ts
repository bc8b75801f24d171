/**
 * Search terms (contract "Search"): text normalisation and the n-grams stored in an exhibit's
 * `grams` map and queried with equality filters. Pure functions, no Firebase.
 *
 * - Normalise: NFKC (full-width ASCII -> ASCII, half-width katakana -> full-width), lower-case,
 *   katakana -> hiragana; the long-vowel mark `ー` is kept. Anything that is neither a letter nor a
 *   digit separates tokens.
 * - Tokens: runs of CJK characters (kanji, hiragana, katakana turned hiragana, `ー`, `々`) and words
 *   of other letters and digits (Latin, digits, ...).
 * - Index: a CJK run gives every character (unigram) and every pair of neighbours (bigram); a word
 *   of 1-2 characters gives itself, a longer word its trigrams and its 1- and 2-character prefixes
 *   (so a short Latin keyword matches words starting with it).
 * - Query: a keyword's grams are ANDed; a one-character CJK run queries its unigram, a longer run
 *   its bigrams; a word of 1-2 characters its prefix gram, a longer word its trigrams.
 * - Keys: Firestore field names must be safe in dotted paths, so a gram is stored as `g` followed
 *   by the hex of its UTF-8 (a kanji bigram: 13 characters, a Latin trigram: 7).
 *
 * n-grams over-approximate (the bigrams of "abcd" also occur in "abxbcd"), so candidates are
 * verified with {@link matchesKeyword} against the normalised text.
 */

/** The map on an exhibit document holding its grams. */
export const GRAMS_FIELD = 'grams';

const KATAKANA_TO_HIRAGANA = /[\u30a1-\u30f6\u30fd\u30fe]/g;

/** NFKC, lower-case, katakana -> hiragana. Punctuation and spaces are kept (tokens split them). */
export function normalizeText(s: string): string {
  return s
    .normalize('NFKC')
    .toLowerCase()
    .replace(KATAKANA_TO_HIRAGANA, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆]/u;
const WORD = /[\p{L}\p{N}]/u;

export interface Token {
  kind: 'cjk' | 'word';
  text: string;
}

/** Splits already normalised text into CJK runs and words; everything else separates. */
export function tokensOf(normalized: string): Token[] {
  const tokens: Token[] = [];
  let current: Token | undefined;
  for (const c of normalized) {
    const kind = CJK.test(c) ? 'cjk' : WORD.test(c) ? 'word' : undefined;
    if (kind === undefined) {
      current = undefined;
    } else if (current?.kind === kind) {
      current.text += c;
    } else {
      current = { kind, text: c };
      tokens.push(current);
    }
  }
  return tokens;
}

/** The field name of a gram: `g` + hex of its UTF-8. */
export function encodeGram(gram: string): string {
  return `g${Buffer.from(gram, 'utf8').toString('hex')}`;
}

/** Inverse of {@link encodeGram} (tests and debugging). */
export function decodeGram(key: string): string {
  return Buffer.from(key.slice(1), 'hex').toString('utf8');
}

function indexGramsOfToken(token: Token, into: Set<string>): void {
  const chars = Array.from(token.text);
  if (token.kind === 'cjk') {
    chars.forEach((c, i) => {
      into.add(c);
      const next = chars[i + 1];
      if (next !== undefined) into.add(c + next);
    });
    return;
  }
  if (chars.length <= 2) {
    into.add(token.text);
    if (chars.length === 2) into.add(chars[0] ?? '');
    return;
  }
  into.add(chars[0] ?? '');
  into.add(chars.slice(0, 2).join(''));
  for (let i = 0; i + 3 <= chars.length; i += 1) into.add(chars.slice(i, i + 3).join(''));
}

function queryGramsOfToken(token: Token, into: Set<string>): void {
  const chars = Array.from(token.text);
  if (token.kind === 'cjk') {
    if (chars.length === 1) into.add(token.text);
    for (let i = 0; i + 2 <= chars.length; i += 1) into.add(chars.slice(i, i + 2).join(''));
    return;
  }
  if (chars.length <= 2) {
    into.add(token.text);
    return;
  }
  for (let i = 0; i + 3 <= chars.length; i += 1) into.add(chars.slice(i, i + 3).join(''));
}

/** Raw (unencoded) index grams of some texts; see {@link searchGramsOf}. */
export function rawSearchGramsOf(texts: string[]): Set<string> {
  const grams = new Set<string>();
  for (const text of texts) {
    for (const token of tokensOf(normalizeText(text))) indexGramsOfToken(token, grams);
  }
  grams.delete('');
  return grams;
}

/** The `grams` map of an exhibit: its searchable texts' grams, encoded as field names. */
export function searchGramsOf(texts: string[]): Record<string, true> {
  const map: Record<string, true> = {};
  for (const gram of rawSearchGramsOf(texts)) map[encodeGram(gram)] = true;
  return map;
}

/** Raw (unencoded) query grams of one keyword; see {@link queryGramsOf}. */
export function rawQueryGramsOf(keyword: string): string[] {
  const grams = new Set<string>();
  for (const token of tokensOf(normalizeText(keyword))) queryGramsOfToken(token, grams);
  grams.delete('');
  return [...grams];
}

/**
 * The encoded grams a document must all have to match `keyword`. Empty for a keyword without
 * letters or digits (it matches everything).
 */
export function queryGramsOf(keyword: string): string[] {
  return rawQueryGramsOf(keyword).map(encodeGram);
}

/** The normalised text that candidates are verified against (texts joined by a newline). */
export function searchTextOf(texts: string[]): string {
  return texts.map(normalizeText).join('\n');
}

/**
 * True when every token of `keyword` occurs in `normalizedText` (from {@link searchTextOf}); a short
 * word (1-2 characters) must start a word there, like its prefix gram.
 */
export function matchesKeyword(normalizedText: string, keyword: string): boolean {
  const tokens = tokensOf(normalizeText(keyword));
  return tokens.every((token) => {
    if (token.kind === 'word' && Array.from(token.text).length <= 2) {
      return tokensOf(normalizedText).some(
        (t) => t.kind === 'word' && t.text.startsWith(token.text),
      );
    }
    return normalizedText.includes(token.text);
  });
}

/** True when the texts match every keyword (keywords are ANDed). */
export function matchesKeywords(texts: string[], keywords: string[]): boolean {
  return matchesKeywordsIn(searchTextOf(texts), keywords);
}

/** {@link matchesKeywords} on a text already normalised by {@link searchTextOf}. */
export function matchesKeywordsIn(normalizedText: string, keywords: string[]): boolean {
  return keywords.every((k) => matchesKeyword(normalizedText, k));
}

/**
 * The searchable texts of an exhibit, whose grams its `grams` map holds: title, description, item
 * names and descriptions, book authors and publishers, and its categories' names in both languages.
 */
export function exhibitSearchTexts(exhibit: {
  title: string;
  description: string;
  items: readonly {
    name: string;
    description: string;
    book?: { author: string; publisher: string } | null;
  }[];
  /** The names of its items' categories, in both languages. */
  categoryNames?: readonly string[];
}): string[] {
  const texts = [exhibit.title, exhibit.description];
  for (const item of exhibit.items) {
    texts.push(item.name, item.description);
    if (item.book) texts.push(item.book.author, item.book.publisher);
  }
  texts.push(...(exhibit.categoryNames ?? []));
  return texts;
}

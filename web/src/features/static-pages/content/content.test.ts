import { describe, expect, it } from 'vitest';
import { en } from './en';
import { ja } from './ja';
import type { StaticContent } from './types';

/** Fields that are not text: they must be equal in every language (anchors, dates, link targets). */
const SHARED_FIELDS = new Set(['id', 'updated', 'page', 'ordered']);

/**
 * Every difference in shape between two documents: a key, an array length or a type that differs,
 * a shared field whose value differs, or an empty string or list in either. Empty when they match.
 */
function differences(a: unknown, b: unknown, path: string): string[] {
  const key = path.split('.').at(-1) ?? '';
  if (typeof a !== typeof b || Array.isArray(a) !== Array.isArray(b)) {
    return [`${path}: ${typeof a} in ja, ${typeof b} in en`];
  }
  if (typeof a === 'string' && typeof b === 'string') {
    const found: string[] = [];
    if (a.trim() === '') found.push(`${path}: empty in ja`);
    if (b.trim() === '') found.push(`${path}: empty in en`);
    if (SHARED_FIELDS.has(key) && a !== b) found.push(`${path}: '${a}' in ja, '${b}' in en`);
    return found;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    const found: string[] = [];
    if (a.length !== b.length) found.push(`${path}: ${a.length} entries in ja, ${b.length} in en`);
    if (a.length === 0 || b.length === 0) found.push(`${path}: empty list`);
    for (let index = 0; index < Math.min(a.length, b.length); index += 1) {
      found.push(...differences(a[index], b[index], `${path}[${index}]`));
    }
    return found;
  }
  if (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null) {
    const keysA = Object.keys(a);
    const keysB = Object.keys(b);
    const found = [
      ...keysA.filter((k) => !keysB.includes(k)).map((k) => `${path}.${k}: only in ja`),
      ...keysB.filter((k) => !keysA.includes(k)).map((k) => `${path}.${k}: only in en`),
    ];
    for (const k of keysA.filter((k) => keysB.includes(k))) {
      found.push(...differences(a[k as keyof typeof a], b[k as keyof typeof b], `${path}.${k}`));
    }
    return found;
  }
  if (typeof a === 'function') return []; // labels: checked by calling them below
  return a === b ? [] : [`${path}: ${String(a)} in ja, ${String(b)} in en`];
}

const documents = { ja, en } as const satisfies Record<string, StaticContent>;

describe('static page content', () => {
  it('is tagged with its own language', () => {
    expect(ja.language).toBe('ja');
    expect(en.language).toBe('en');
  });

  it('has the same structure in ja and en, with no empty strings or lists', () => {
    const { language: _ja, ...restJa } = ja;
    const { language: _en, ...restEn } = en;
    expect(differences(restJa, restEn, 'content')).toEqual([]);
  });

  it('finds a difference when one language has an extra paragraph or an empty answer (self-check)', () => {
    const [first, ...rest] = en.terms.articles;
    if (!first) throw new Error('no articles');
    const extraParagraph = {
      ...en.terms,
      articles: [{ ...first, paragraphs: [...first.paragraphs, 'Extra.'] }, ...rest],
    };
    expect(differences(ja.terms, extraParagraph, 'terms')).toEqual([
      'terms.articles[0].paragraphs: 1 entries in ja, 2 in en',
    ]);
    const emptyIntro = { ...en.faq, intro: ' ' };
    expect(differences(ja.faq, emptyIntro, 'faq')).toEqual(['faq.intro: empty in en']);
  });

  it.each(Object.entries(documents))('%s: section ids are unique within each page', (_, doc) => {
    const pages = {
      faq: doc.faq.sections.map((section) => section.id),
      terms: [...doc.terms.articles.map((article) => article.id), 'supplementary'],
      privacy: doc.privacy.sections.map((section) => section.id),
      about: doc.about.sections.map((section) => section.id),
    };
    for (const [page, ids] of Object.entries(pages)) {
      expect(new Set(ids).size, page).toBe(ids.length);
      for (const id of ids) expect(id, page).toMatch(/^[a-z][a-z0-9-]*$/);
    }
  });

  it('has 12 to 16 articles of terms, and 15 or more FAQ questions in 7 topics', () => {
    expect(ja.terms.articles.length).toBeGreaterThanOrEqual(12);
    expect(ja.terms.articles.length).toBeLessThanOrEqual(16);
    expect(ja.faq.sections.map((section) => section.id)).toEqual([
      'getting-started',
      'listing',
      'approval',
      'receiving',
      'groups',
      'sharing',
      'account',
    ]);
    const questions = ja.faq.sections.flatMap((section) => section.items);
    expect(questions.length).toBeGreaterThanOrEqual(15);
  });

  const prohibited = {
    ja: [
      /^個人の私物/,
      /^パソコン/,
      /^カメラ/,
      /^リース・レンタル品/,
      /^建物付帯設備/,
      /^処分が制限された資産/,
      /^セットの一部のみの出品/,
    ],
    en: [
      /^Private items/,
      /^PCs/,
      /^Cameras/,
      /^Leased or rented items/,
      /^Building fixtures/,
      /^Assets whose disposal is restricted/,
      /^Partial bundles/,
    ],
  } as const;

  it.each(Object.entries(documents))(
    '%s: the terms list all seven prohibited items (spec section 5), as Article 7',
    (language, doc) => {
      const index = doc.terms.articles.findIndex((article) => article.id === 'prohibited-items');
      // Article 7: the prohibited-conduct article and the FAQ refer to it by number.
      expect(index + 1).toBe(7);
      const [first] = doc.terms.articles[index]?.paragraphs ?? [];
      if (typeof first !== 'object') throw new Error('the article does not start with a list');
      const patterns = prohibited[language as keyof typeof prohibited];
      expect(first.list).toHaveLength(patterns.length);
      first.list.forEach((item, itemIndex) => expect(item).toMatch(patterns[itemIndex] ?? /^$/));

      const faqList = doc.faq.sections
        .flatMap((section) => section.items)
        .flatMap((item) => item.answer)
        .find((paragraph) => typeof paragraph === 'object' && paragraph.list === first.list);
      expect(faqList, 'the FAQ shows the same list').toBeDefined();
    },
  );

  it.each([
    ['ja', '第7条', '第7条（出品禁止物品）'],
    ['en', 'Article 7', 'Article 7 (Prohibited items)'],
  ] as const)(
    '%s: cross-references and headings use the article numbers',
    (language, ref, heading) => {
      const doc = documents[language];
      const conduct = doc.terms.articles.find((article) => article.id === 'prohibited-conduct');
      expect(JSON.stringify(conduct)).toContain(ref);
      const article = doc.terms.articles[6];
      expect(article && doc.labels.articleHeading(7, article.heading)).toBe(heading);
    },
  );

  it('numbers paragraphs in each language’s legal style', () => {
    expect(ja.labels.paragraphNumber(2)).toBe('２');
    expect(ja.labels.paragraphNumber(12)).toBe('１２');
    expect(en.labels.paragraphNumber(2)).toBe('(2)');
  });

  it('states the facts the privacy policy must cover, in both languages', () => {
    for (const doc of [ja, en]) {
      const text = JSON.stringify(doc.privacy);
      expect(text).toContain('asia-northeast1');
      expect(text).toContain('Firebase');
      expect(text).toContain('365');
      expect(text).toContain('lang');
    }
    expect(JSON.stringify(ja.privacy)).toContain('退会したユーザーです');
    expect(JSON.stringify(en.privacy)).toContain('This user has withdrawn');
  });
});

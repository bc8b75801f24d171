import { describe, expect, it } from 'vitest';
import type { PublishContentInput } from '../../model/content-types';
import { DEFAULT_DOCUMENTS, DEFAULTS_PUBLISHED_AT, versionId } from './defaults';
import {
  etagOf,
  knownSlug,
  planPublication,
  planSeed,
  termsVersionOf,
  toContentDocument,
} from './service';

const NOW = new Date('2027-01-05T03:00:00Z');
const EDITOR = { uid: 'misaki', name: '高橋 美咲' };
const input = (fields: Partial<PublishContentInput> = {}): PublishContentInput => ({
  lang: 'ja',
  title: '利用規約',
  body: '## 第1条（目的） {#purpose}\n\n本規約は…',
  baseVersion: 1,
  editorial: false,
  ...fields,
});

describe('knownSlug', () => {
  it('when the slug names a document, then it is kept; otherwise 404', () => {
    expect(knownSlug('terms')).toBe('terms');
    expect(() => knownSlug('imprint')).toThrow(expect.objectContaining({ status: 404 }));
  });
});

describe('toContentDocument', () => {
  it('when nothing is stored, then the built-in text is version 1 of the first terms version', () => {
    expect(toContentDocument('terms', 'en', undefined, undefined)).toEqual({
      slug: 'terms',
      lang: 'en',
      title: DEFAULT_DOCUMENTS.en.terms.title,
      body: DEFAULT_DOCUMENTS.en.terms.body,
      version: 1,
      updatedAt: DEFAULTS_PUBLISHED_AT,
      termsVersion: 1,
    });
  });

  it('when the other language raised the terms version, then the document carries the raised one', () => {
    const { published } = planPublication('terms', undefined, input(), EDITOR, NOW);
    const document = toContentDocument('terms', 'ja', published, {
      languages: { ja: { version: 2 }, en: { version: 2 } },
      termsVersion: 3,
    });
    expect(document).toMatchObject({ version: 2, termsVersion: 3, updatedAt: NOW.toISOString() });
  });

  it('when the document is not the terms, then it has no terms version', () => {
    expect(toContentDocument('faq', 'ja', undefined, undefined).termsVersion).toBeNull();
  });
});

describe('planPublication', () => {
  it('when a language is published the first time, then the built-in text is kept as version 1', () => {
    const plan = planPublication('terms', undefined, input(), EDITOR, NOW);
    expect(plan.versions.map((v) => [v.id, v.publishedBy.uid])).toEqual([
      ['ja-000001', null],
      ['ja-000002', 'misaki'],
    ]);
    expect(plan.doc).toEqual({ languages: { ja: { version: 2 } }, termsVersion: 2 });
    expect(plan.published).toMatchObject({ baseVersion: 1, termsVersion: 2, editorial: false });
  });

  it('when the base is not the current version of the language, then 409 content_changed', () => {
    const doc = { languages: { ja: { version: 3 } }, termsVersion: 3 };
    expect(() => planPublication('terms', doc, input({ baseVersion: 2 }), EDITOR, NOW)).toThrow(
      expect.objectContaining({ status: 409, code: 'content_changed' }),
    );
  });

  it('when the other language changed meanwhile, then this one still publishes on its own base', () => {
    const doc = { languages: { ja: { version: 3 }, en: { version: 5 } }, termsVersion: 6 };
    const plan = planPublication('terms', doc, input({ baseVersion: 3 }), EDITOR, NOW);
    expect(plan.versions.map((v) => v.id)).toEqual([versionId('ja', 4)]);
    expect(plan.doc).toEqual({
      languages: { ja: { version: 4 }, en: { version: 5 } },
      termsVersion: 7,
    });
  });

  it('when the terms are published as an editorial fix, then the terms version stays', () => {
    const doc = { languages: { ja: { version: 2 } }, termsVersion: 2 };
    const plan = planPublication(
      'terms',
      doc,
      input({ baseVersion: 2, editorial: true }),
      EDITOR,
      NOW,
    );
    expect(plan.doc.termsVersion).toBe(2);
    expect(plan.published).toMatchObject({ version: 3, editorial: true, termsVersion: 2 });
  });

  it('when another document is published, then no terms version is kept', () => {
    const plan = planPublication('faq', undefined, input(), EDITOR, NOW);
    expect(plan.doc).toEqual({ languages: { ja: { version: 2 } } });
    expect(plan.published.termsVersion).toBeNull();
  });
});

describe('planSeed', () => {
  it('when nothing is stored, then both built-in texts become version 1', () => {
    const plan = planSeed('terms', undefined);
    expect(plan?.versions.map((v) => v.id)).toEqual(['ja-000001', 'en-000001']);
    expect(plan?.doc).toEqual({
      languages: { ja: { version: 1 }, en: { version: 1 } },
      termsVersion: 1,
    });
  });

  it('when a language was published already, then only the other is seeded, and then nothing', () => {
    const doc = { languages: { ja: { version: 4 } }, termsVersion: 4 };
    expect(planSeed('terms', doc)?.doc).toEqual({
      languages: { ja: { version: 4 }, en: { version: 1 } },
      termsVersion: 4,
    });
    expect(planSeed('terms', { languages: { ja: { version: 4 }, en: { version: 1 } } })).toBeNull();
  });
});

describe('termsVersionOf and etagOf', () => {
  it('reads the first version while nothing is stored', () => {
    expect(termsVersionOf(undefined)).toBe(1);
    expect(termsVersionOf({ languages: {}, termsVersion: 5 })).toBe(5);
  });

  it('gives equal bodies equal strong tags and different bodies different ones', () => {
    expect(etagOf({ a: 1 })).toBe(etagOf({ a: 1 }));
    expect(etagOf({ a: 1 })).not.toBe(etagOf({ a: 2 }));
    expect(etagOf({ a: 1 })).toMatch(/^"[\w-]+"$/);
  });
});

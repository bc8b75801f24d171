import { describe, expect, it } from 'vitest';
import { CONTENT_SLUGS } from '../../model/content-types';
import { DEFAULT_DOCUMENTS, parseDefaultText } from './defaults';

/** `## heading {#id}` lines: the anchors (URL fragments) of a document, with their levels. */
function anchors(body: string): string[] {
  return [...body.matchAll(/^(#{2,6}) .*\{#([a-z0-9-]+)\}$/gm)].map(
    ([, level, id]) => `${level} ${id}`,
  );
}

/** The outline: heading levels, numbered and bulleted list items, in order. */
function outline(body: string): string[] {
  return [...body.matchAll(/^(#{2,6}) |^(\d+)\. |^(-) /gm)].map((match) => match[0].trim());
}

describe('the built-in documents', () => {
  it.each(CONTENT_SLUGS)('%s has the same anchors and outline in ja and en', (slug) => {
    const { ja, en } = DEFAULT_DOCUMENTS;
    expect(anchors(en[slug].body)).toEqual(anchors(ja[slug].body));
    expect(outline(en[slug].body)).toEqual(outline(ja[slug].body));
  });

  it.each(CONTENT_SLUGS)('every section of %s has an anchor, each once', (slug) => {
    for (const { body } of Object.values(DEFAULT_DOCUMENTS).map((docs) => docs[slug])) {
      const sections = body.match(/^## .*$/gm) ?? [];
      const ids = anchors(body).filter((anchor) => anchor.startsWith('## '));
      expect(sections.length).toBeGreaterThan(0);
      expect(ids).toHaveLength(sections.length);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('keeps the numbered articles of the terms', () => {
    const { ja, en } = DEFAULT_DOCUMENTS;
    expect(ja.terms.body).toContain('## 第7条（出品禁止物品） {#prohibited-items}');
    expect(en.terms.body).toContain('## Article 7 (Prohibited items) {#prohibited-items}');
    expect(ja.terms.body).toContain('**２**　前項に定める者');
  });
});

describe('a built-in text file', () => {
  it('when it is "# title", an empty line, the body and a newline, then those are its parts', () => {
    expect(parseDefaultText('a.md', '# About\n\nLine one\n\nLine two\n')).toEqual({
      title: 'About',
      body: 'Line one\n\nLine two',
    });
    expect(DEFAULT_DOCUMENTS.ja.terms.title).toBe('利用規約');
  });

  it('when the title line or the final newline is missing, then it is refused by name', () => {
    expect(() => parseDefaultText('x.md', 'About\n\nbody\n')).toThrow(/x\.md/);
    expect(() => parseDefaultText('y.md', '# About\n\nbody')).toThrow(/y\.md/);
  });
});

import { describe, expect, it } from 'vitest';
import { DESCRIPTION_LENGTH_MAX, excerpt, pageHead, type PagePreview } from './page-head';
import { pageHtml } from './page-html';

const ORIGIN = 'https://market.example.ac.jp';
const CHAIR: PagePreview = {
  title: 'Office chair',
  description: 'A chair with\n  armrests & "wheels".',
  imagePath: '/api/v1/images/ex-1/it-1/ph-1',
  path: '/exhibits/ex-1',
};

describe('pageHead', () => {
  it('gives a listing its title, description, photo, address and language as preview tags', () => {
    const head = pageHead(CHAIR, { language: 'ja', origin: ORIGIN, indexable: false });

    expect(head.split('\n')).toEqual([
      '<title>Office chair | キャンパスマーケット</title>',
      '<meta name="description" content="A chair with armrests &amp; &quot;wheels&quot;." />',
      '<link rel="canonical" href="https://market.example.ac.jp/exhibits/ex-1" />',
      '<meta property="og:type" content="article" />',
      '<meta property="og:site_name" content="キャンパスマーケット" />',
      '<meta property="og:title" content="Office chair" />',
      '<meta property="og:description" content="A chair with armrests &amp; &quot;wheels&quot;." />',
      '<meta property="og:image" content="https://market.example.ac.jp/api/v1/images/ex-1/it-1/ph-1" />',
      '<meta property="og:url" content="https://market.example.ac.jp/exhibits/ex-1" />',
      '<meta property="og:locale" content="ja_JP" />',
      '<meta name="twitter:card" content="summary_large_image" />',
      '<meta name="robots" content="noindex" />',
    ]);
  });

  it('in English, names the product and the locale in English; indexable, drops noindex', () => {
    const head = pageHead(CHAIR, { language: 'en', origin: ORIGIN, indexable: true });

    expect(head).toContain('<title>Office chair | Campus Marketplace</title>');
    expect(head).toContain('<meta property="og:locale" content="en_US" />');
    expect(head).not.toContain('robots');
  });

  it('without a photo, shows the product image', () => {
    const head = pageHead(
      { ...CHAIR, imagePath: null },
      { language: 'ja', origin: ORIGIN, indexable: false },
    );

    expect(head).toContain(
      '<meta property="og:image" content="https://market.example.ac.jp/og-image.png" />',
    );
  });

  it('escapes what the owner wrote, so a title cannot open a tag', () => {
    const head = pageHead(
      { ...CHAIR, title: '</title><script>alert(1)</script>' },
      { language: 'ja', origin: ORIGIN, indexable: false },
    );

    expect(head).not.toContain('<script>');
    expect(head).toContain('&lt;/title&gt;&lt;script&gt;');
  });

  it('a page that is not there has the product title, no preview, and is never indexed', () => {
    expect(pageHead(null, { language: 'en', origin: ORIGIN, indexable: true })).toBe(
      '<title>Campus Marketplace</title>\n<meta name="robots" content="noindex" />',
    );
  });
});

describe('excerpt', () => {
  it('keeps a short text whole, on one line', () => {
    expect(excerpt('  two\n\nlines ')).toBe('two lines');
  });

  it(`cuts a long text to ${DESCRIPTION_LENGTH_MAX} characters with an ellipsis, counting Japanese characters as one`, () => {
    const long = '椅子'.repeat(DESCRIPTION_LENGTH_MAX);
    const cut = excerpt(long);

    expect([...cut]).toHaveLength(DESCRIPTION_LENGTH_MAX);
    expect(cut.endsWith('…')).toBe(true);
    expect(excerpt('a'.repeat(DESCRIPTION_LENGTH_MAX))).toBe('a'.repeat(DESCRIPTION_LENGTH_MAX));
  });
});

describe('pageHtml', () => {
  const template =
    '<!doctype html>\n<html lang="ja">\n  <head>\n    <meta charset="UTF-8" />\n    <title>キャンパスマーケット</title>\n  </head>\n  <body class="reuse">\n    <div id="root"></div>\n  </body>\n</html>\n';

  it("puts the page's head in place of the template's title and the reader's language on <html>", () => {
    // `$&` would be the matched title in a replacement string: the head goes in as it is.
    const html = pageHtml(template, { head: '<title>$& Chair</title>', language: 'en' });

    expect(html).toBe(
      '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <title>$& Chair</title>\n  </head>\n  <body class="reuse">\n    <div id="root"></div>\n  </body>\n</html>\n',
    );
  });
});

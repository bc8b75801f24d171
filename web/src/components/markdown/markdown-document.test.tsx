import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MarkdownDocument, type MarkdownDocumentProps } from './markdown-document';

const TERMS = [
  '本規約は…',
  '## 第1条（目的） {#purpose}',
  '目的の本文',
  '**２**　第2項',
  '## 第7条（出品禁止物品） {#prohibited-items}',
  '次の物品は出品できません。',
  '1. パソコン\n2. カメラ',
].join('\n\n');

function renderDocument(props: MarkdownDocumentProps) {
  return render(
    <MemoryRouter>
      <MarkdownDocument {...props} />
    </MemoryRouter>,
  );
}

describe('MarkdownDocument', () => {
  it('when headings carry {#id}, then each opens a section with that id, listed in the table of contents', () => {
    const { container } = renderDocument({ body: TERMS, toc: '目次', legal: true });

    const section = container.querySelector('section#prohibited-items');
    expect(section).not.toBeNull();
    expect(within(section as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      /^第7条（出品禁止物品）$/,
    );
    expect(section).toHaveAccessibleName('第7条（出品禁止物品）');
    const toc = screen.getByRole('navigation', { name: '目次' });
    expect(within(toc).getByRole('link', { name: '第7条（出品禁止物品）' })).toHaveAttribute(
      'href',
      '#prohibited-items',
    );
    expect(section?.querySelector('ol')).toHaveClass('static-page__list--legal');
    expect(screen.getByText('２').tagName).toBe('STRONG');
  });

  it('when a section uses a reference defined in another, or shows ## in a code block, then it reads as one document', () => {
    const { container } = renderDocument({
      body: [
        'See [the guide][guide].',
        '## Code {#code}',
        '```',
        '## not a heading',
        '```',
        '## Links {#links}',
        'Also [the guide][guide].',
        '[guide]: https://example.org/guide',
      ].join('\n\n'),
      toc: 'Contents',
    });

    expect(screen.getAllByRole('link', { name: 'the guide' })).toHaveLength(2);
    expect(container.querySelectorAll('section')).toHaveLength(2);
    expect(container.querySelector('section#code pre')).toHaveTextContent('## not a heading');
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#code', '#links']);
    // In the order of the page: the lead, the table of contents, the sections.
    expect([...container.children].map((child) => child.tagName)).toEqual([
      'P',
      'NAV',
      'SECTION',
      'SECTION',
    ]);
  });

  it('when the document is an FAQ, then each question folds its answer in a <details>', () => {
    const { container } = renderDocument({
      body: '## 出品 {#listing}\n\n### 何を出品できますか？\n\n家具や書籍です。\n\n### 費用は？\n\n無償です。',
      faq: true,
    });
    const details = container.querySelectorAll('details');
    expect(details).toHaveLength(2);
    expect(details[0]?.querySelector('summary')).toHaveTextContent('何を出品できますか？');
    expect(details[0]).toHaveTextContent('家具や書籍です。');
  });

  it('when embedded, then headings are one level lower and carry no ids', () => {
    const { container } = renderDocument({ body: TERMS, embedded: true, legal: true });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(container.querySelector('[id]')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('when the markdown holds raw HTML or a script link, then neither reaches the page', () => {
    const { container } = renderDocument({
      body: '<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[x](javascript:alert(3)) [ok](/faq) [site](https://example.org)',
    });
    expect(container.querySelector('script, img')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
    expect(container.innerHTML).not.toContain('javascript:');
    expect(screen.getByRole('link', { name: 'ok' })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('link', { name: 'site' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });
});

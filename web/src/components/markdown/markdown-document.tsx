import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link, useInRouterContext } from 'react-router-dom';
import {
  documentParts,
  type StructureOptions,
  rehypeDocumentStructure,
  rehypeTableOfContents,
  remarkHeadingAnchors,
} from './document-structure';

export type MarkdownDocumentProps = StructureOptions & {
  /** Markdown (CommonMark), written by officers: never trusted as HTML. */
  body: string;
};

/** An in-app path (`/faq`) goes through the router where there is one; any other link is plain. */
function DocumentLink({
  href,
  children,
  node: _node,
  ...rest
}: ComponentProps<'a'> & { node?: unknown }) {
  const inRouter = useInRouterContext();
  if (inRouter && href?.startsWith('/') === true && !href.startsWith('//')) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  const external = href !== undefined && /^https?:/i.test(href);
  return (
    <a href={href} {...rest} {...(external ? { rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

const components: Components = { a: DocumentLink };

/**
 * A static document (FAQ, terms, privacy, about) or its editor's preview, from markdown. Safe by
 * construction: react-markdown builds React elements, raw HTML in the source is dropped
 * (`skipHtml`; no rehype-raw), and link targets other than http(s), mailto, tel and relative ones
 * are removed (its default `urlTransform`). Loaded only in the chunks of the pages that show one.
 *
 * Each `##` section is a part of its own (`documentParts`): the text before the first, the table
 * of contents, then the sections, each parsed by its own component, so a server-rendered document
 * is hydrated in slices (a transition yields between components, never inside one).
 */
export function MarkdownDocument({ body, ...structure }: MarkdownDocumentProps) {
  if (structure.embedded === true) return <MarkdownPart body={body} structure={structure} />;
  const { lead, sections, headings } = documentParts(body);
  return (
    <>
      <MarkdownPart body={lead} structure={structure} />
      {structure.toc !== undefined && (
        <Markdown
          skipHtml
          remarkPlugins={[remarkHeadingAnchors]}
          rehypePlugins={[[rehypeTableOfContents, { label: structure.toc }]]}
        >
          {headings}
        </Markdown>
      )}
      {sections.map((section, index) => (
        // The sections of a document never move: their place is their identity.
        <MarkdownPart key={index} body={section} structure={structure} />
      ))}
    </>
  );
}

function MarkdownPart({ body, structure }: { body: string; structure: StructureOptions }) {
  return (
    <Markdown
      skipHtml
      components={components}
      remarkPlugins={[[remarkHeadingAnchors, { keep: structure.embedded !== true }]]}
      rehypePlugins={[[rehypeDocumentStructure, structure]]}
    >
      {body}
    </Markdown>
  );
}

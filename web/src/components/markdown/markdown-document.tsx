import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link, useInRouterContext } from 'react-router-dom';
import {
  type StructureOptions,
  rehypeDocumentStructure,
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
 */
export function MarkdownDocument({ body, ...structure }: MarkdownDocumentProps) {
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

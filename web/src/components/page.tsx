import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';

export interface PageProps {
  /** The id of the `<h1>`, which names the page's section (and a list that refers to it). */
  headingId: string;
  /** The heading, which is also the tab title. */
  title: string;
  /** The feature's class beside `page` ("lender"). */
  className: string;
  /** Beside the heading, in the title bar of a list page: the create link or the export button. */
  action?: ReactNode;
  children: ReactNode;
}

/**
 * A page's frame: the section named by its heading, the tab title, and (on a list page) the title
 * bar with the heading and its action. The page puts its filters, messages and list inside.
 */
export function Page({ headingId, title, className, action, children }: PageProps) {
  useDocumentTitle(title);
  const heading = (
    <h1 id={headingId} className="page__title">
      {title}
    </h1>
  );
  return (
    <section className={`page ${className}`} aria-labelledby={headingId}>
      {action === undefined ? (
        heading
      ) : (
        <div className="list-page__title-bar">
          {heading}
          {action}
        </div>
      )}
      {children}
    </section>
  );
}

import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../lib/use-document-title';
import { QueryView, type QueryViewProps } from './query-view';

export interface QueryPageProps<T> extends QueryViewProps<T> {
  /** The page section's classes: `page` and the feature's (`page lender`). */
  className: string;
  /** The page's title: the tab's and the heading's. */
  title: string;
  /** A heading other than the title (e.g. the name of what was loaded). */
  heading?: ReactNode;
  /** Above the heading: the way back. */
  back?: { to: string; label: string };
  /** Between the heading and the content: a note on what was just done. */
  note?: ReactNode;
}

/**
 * A page whose content is made of one query's answer (a form to create or edit a thing, an
 * application to decide): the way back, the heading, a note, then the query's loading note, its
 * failure or the content. The page keeps the query and what saving does.
 */
export function QueryPage<T>({
  className,
  title,
  heading = title,
  back,
  note,
  ...view
}: QueryPageProps<T>) {
  useDocumentTitle(title);
  const headingId = useId();
  return (
    <section className={className} aria-labelledby={headingId}>
      {back && (
        <p>
          <Link to={back.to}>{back.label}</Link>
        </p>
      )}
      <h1 id={headingId} className="page__title">
        {heading}
      </h1>
      {note}
      <QueryView {...view} />
    </section>
  );
}

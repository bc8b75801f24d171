import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';

interface MessagePageProps {
  /** The heading's id, which labels the section. */
  headingId: string;
  title: string;
  message: string;
  /** The label of the button-styled link home. */
  home: string;
  /**
   * After an error home is a plain link, so it is loaded afresh rather than rendered from the
   * failed state; otherwise a router link.
   */
  reload?: boolean;
  /** The big status code above the title (decorative: the title says it). */
  statusCode?: string;
  /** The section is an alert (the fatal page, shown without any layout to announce it). */
  alert?: boolean;
}

/** The shape every error page shares: a title, one sentence and the way home. */
export function MessagePage({
  headingId,
  title,
  message,
  home,
  reload = false,
  statusCode,
  alert = false,
}: MessagePageProps) {
  return (
    <section
      className="page page--message"
      role={alert ? 'alert' : undefined}
      aria-labelledby={headingId}
    >
      {statusCode && (
        <p className="page__status-code" aria-hidden="true">
          {statusCode}
        </p>
      )}
      <h1 id={headingId} className="page__title">
        {title}
      </h1>
      <p>{message}</p>
      <p>
        {reload ? (
          <a href={paths.home.getHref()} className="button">
            {home}
          </a>
        ) : (
          <Link to={paths.home.getHref()} className="button">
            {home}
          </Link>
        )}
      </p>
    </section>
  );
}

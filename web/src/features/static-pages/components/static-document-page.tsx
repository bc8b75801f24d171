import type { ContentSlug } from '@campus/model/content-types';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Loading } from '../../../components/load-states';
import { MarkdownDocument } from '../../../components/markdown/markdown-document';
import type { Language } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { TOKYO_OFFSET } from '@campus/model/tokyo-offset';
import { useContent, type ContentDocument } from '../api/get-content';
import { LoadError } from './load-error';
import '../static-pages.css';

/**
 * A publication date as a calendar date of the Tokyo zone: 2026年11月20日 / November 20, 2026. The
 * instant is shifted by Tokyo's fixed offset and read in UTC: a formatter of the Tokyo zone loads
 * the zone data first, a long task on a phone's CPU while the page is taken over.
 */
function formatDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(new Date(iso).getTime() + TOKYO_OFFSET),
  );
}

interface StaticDocumentPageProps {
  slug: ContentSlug;
  /** The legal documents show when they last changed. */
  showUpdated?: boolean;
  /** A table of contents of the sections (the long documents). */
  withContents?: boolean;
}

/**
 * `/faq`, `/terms`, `/privacy` and `/about`: the current version of the document in the app's
 * language (`GET /contents/{slug}`), its title as the page's h1 and the browser title, rendered from
 * markdown. Until it is there, the page's own name is the h1, above the loading status or the
 * failure with a retry.
 */
export function StaticDocumentPage({
  slug,
  showUpdated = false,
  withContents = false,
}: StaticDocumentPageProps) {
  const { t } = useTranslation();
  const query = useContent(slug);
  const title = query.status === 'success' ? query.data.title : t(`routes.${slug}`);
  useDocumentTitle(title);
  if (query.status === 'success') {
    return (
      <StaticArticle
        document={query.data}
        showUpdated={showUpdated}
        toc={withContents ? t('contents.toc') : undefined}
      />
    );
  }
  return (
    <section className="static-page" aria-labelledby={`${slug}-title`}>
      <h1 id={`${slug}-title`} className="static-page__title">
        {title}
      </h1>
      {query.status === 'loading' ? (
        <Loading message={t('app.loading')} />
      ) : (
        <LoadError message={t('contents.loadFailed')} error={query.error} onRetry={query.refetch} />
      )}
    </section>
  );
}

function StaticArticle({
  document,
  showUpdated,
  toc,
}: {
  document: ContentDocument;
  showUpdated: boolean;
  toc: string | undefined;
}) {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const titleId = `${document.slug}-title`;

  // The document arrives after the browser looked for the `#fragment`: go to it once it is there.
  useEffect(() => {
    if (hash.length > 1)
      globalThis.document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, document]);

  return (
    <article className="static-page" lang={document.lang} aria-labelledby={titleId}>
      <header className="static-page__header">
        <h1 id={titleId} className="static-page__title">
          {document.title}
        </h1>
        {showUpdated && (
          <p className="static-page__updated">
            {t('contents.lastUpdated')}
            <time dateTime={document.updatedAt}>
              {formatDate(document.updatedAt, document.lang)}
            </time>
          </p>
        )}
      </header>
      <MarkdownDocument
        body={document.body}
        toc={toc}
        faq={document.slug === 'faq'}
        legal={document.slug === 'terms'}
      />
    </article>
  );
}

import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/i18n';
import { APP_ZONE } from '../../../lib/zone';
import type { IsoDate, PageLabels, Paragraph, StaticContent } from '../content/types';
import { useStaticDocument } from '../content/use-static-content';
import '../static-pages.css';

/** `2026-11-20` -> 2026年11月20日 / November 20, 2026 (a calendar date of the Tokyo zone). */
function formatDate(date: IsoDate, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: APP_ZONE }).format(
    new Date(`${date}T00:00:00+09:00`),
  );
}

interface StaticArticleProps {
  /** Prefix of the element ids (the h1 is `<id>-title`). */
  id: string;
  /** Language of the text (the one loaded, which may differ from the UI's if it fell back). */
  language: Language;
  title: string;
  /** Date the document was last updated, shown under the title with its label. */
  updated?: { label: string; date: IsoDate };
  children: ReactNode;
}

/** The body of a help or legal page: an article with its h1, in the app's default layout. */
function StaticArticle({ id, language, title, updated, children }: StaticArticleProps) {
  return (
    <article className="static-page" lang={language} aria-labelledby={`${id}-title`}>
      <header className="static-page__header">
        <h1 id={`${id}-title`} className="static-page__title">
          {title}
        </h1>
        {updated && (
          <p className="static-page__updated">
            {updated.label}
            <time dateTime={updated.date}>{formatDate(updated.date, language)}</time>
          </p>
        )}
      </header>
      {children}
    </article>
  );
}

interface ParagraphsProps {
  paragraphs: readonly Paragraph[];
  /**
   * Legal style (the terms): paragraphs after the first are numbered with `paragraphNumber`, and
   * lists are numbered items (号).
   */
  paragraphNumber?: (number: number) => string;
}

/** Paragraphs, each possibly followed by its list. */
export function Paragraphs({ paragraphs, paragraphNumber }: ParagraphsProps) {
  const rendered = paragraphs.map((paragraph, index) => {
    const text = typeof paragraph === 'string' ? paragraph : paragraph.text;
    const number = paragraphNumber && index > 0 ? paragraphNumber(index + 1) : undefined;
    const body = (
      <p className="static-page__paragraph">
        {number && <span className="static-page__paragraph-number">{number}</span>}
        {text}
      </p>
    );
    if (typeof paragraph === 'string') return <Fragment key={index}>{body}</Fragment>;

    const items = paragraph.list.map((item, itemIndex) => <li key={itemIndex}>{item}</li>);
    return (
      <Fragment key={index}>
        {body}
        {paragraphNumber ? (
          <ol className="static-page__list static-page__list--legal">{items}</ol>
        ) : paragraph.ordered ? (
          <ol className="static-page__list static-page__list--steps">{items}</ol>
        ) : (
          <ul className="static-page__list">{items}</ul>
        )}
      </Fragment>
    );
  });
  return <>{rendered}</>;
}

interface TableOfContentsProps {
  label: string;
  entries: readonly { id: string; text: string }[];
}

/** In-page links to the sections (their ids are the URL fragments). */
function TableOfContents({ label, entries }: TableOfContentsProps) {
  return (
    <nav className="static-page__toc" aria-label={label}>
      <p className="static-page__toc-label" aria-hidden="true">
        {label}
      </p>
      <ol className="static-page__toc-list">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

interface DocumentSectionProps {
  id: string;
  heading: string;
  children: ReactNode;
}

/** A titled section that the table of contents can link to. */
export function DocumentSection({ id, heading, children }: DocumentSectionProps) {
  return (
    <section id={id} className="static-page__section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="static-page__heading">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** Shown while a language's documents load for the first time (the app's own loading text). */
function StaticPageLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="state state--loading">
      {t('app.loading')}
    </p>
  );
}

interface TitledSection {
  readonly id: string;
  readonly heading: string;
}

interface SectionsWithContentsProps<S extends TitledSection> {
  /** Accessible name of the table of contents. */
  label: string;
  sections: readonly S[];
  /** A section's content under its heading. */
  children: (section: S) => ReactNode;
}

/** A table of contents, then each section it links to under its heading. */
export function SectionsWithContents<S extends TitledSection>({
  label,
  sections,
  children,
}: SectionsWithContentsProps<S>) {
  return (
    <>
      <TableOfContents
        label={label}
        entries={sections.map(({ id, heading }) => ({ id, text: heading }))}
      />
      {sections.map((section) => (
        <DocumentSection key={section.id} id={section.id} heading={section.heading}>
          {children(section)}
        </DocumentSection>
      ))}
    </>
  );
}

/** What a page's document has: a title, and (the legal ones) the date it was last updated. */
interface PageDocument {
  readonly title: string;
  readonly updated?: IsoDate;
}

interface StaticDocumentPageProps<T extends PageDocument> {
  /** Prefix of the element ids (the h1 is `<id>-title`). */
  id: string;
  /** The page's document among the loaded ones. */
  pick: (content: StaticContent) => T;
  /** The article's body, below its title. */
  children: (document: T, labels: PageLabels) => ReactNode;
}

/**
 * A help or legal page: its document in the current language as an article with its title (and
 * the date it was last updated, if it has one), the browser title set to it; a loading status
 * while the language loads for the first time.
 */
export function StaticDocumentPage<T extends PageDocument>({
  id,
  pick,
  children,
}: StaticDocumentPageProps<T>) {
  const page = useStaticDocument(pick);
  if (!page) return <StaticPageLoading />;

  const { document, labels, language } = page;
  return (
    <StaticArticle
      id={id}
      language={language}
      title={document.title}
      updated={
        document.updated === undefined
          ? undefined
          : { label: labels.lastUpdated, date: document.updated }
      }
    >
      {children(document, labels)}
    </StaticArticle>
  );
}

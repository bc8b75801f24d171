import {
  DocumentSection,
  Paragraphs,
  StaticArticle,
  StaticPageLoading,
  TableOfContents,
} from '../components/static-article';
import { useStaticDocument } from '../content/use-static-content';

/** `/terms`: the terms of use (利用規約), articles numbered 第1条… / Article 1… */
export function TermsPage() {
  const page = useStaticDocument((content) => content.terms);
  if (!page) return <StaticPageLoading />;

  const { document: terms, labels, language } = page;
  const articles = terms.articles.map((article, index) => ({
    ...article,
    heading: labels.articleHeading(index + 1, article.heading),
  }));

  return (
    <StaticArticle
      id="terms"
      language={language}
      title={terms.title}
      updated={{ label: labels.lastUpdated, date: terms.updated }}
    >
      <Paragraphs paragraphs={terms.preamble} />
      <TableOfContents
        label={labels.contents}
        entries={articles.map(({ id, heading }) => ({ id, text: heading }))}
      />
      {articles.map((article) => (
        <DocumentSection key={article.id} id={article.id} heading={article.heading}>
          <Paragraphs paragraphs={article.paragraphs} paragraphNumber={labels.paragraphNumber} />
        </DocumentSection>
      ))}
      <DocumentSection id="supplementary" heading={terms.supplementary.heading}>
        <Paragraphs paragraphs={terms.supplementary.paragraphs} />
      </DocumentSection>
    </StaticArticle>
  );
}

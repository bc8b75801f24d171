import {
  DocumentSection,
  Paragraphs,
  SectionsWithContents,
  StaticDocumentPage,
} from '../components/static-article';

/** `/terms`: the terms of use (利用規約), articles numbered 第1条… / Article 1… */
export function TermsPage() {
  return (
    <StaticDocumentPage id="terms" pick={(content) => content.terms}>
      {(terms, labels) => (
        <>
          <Paragraphs paragraphs={terms.preamble} />
          <SectionsWithContents
            label={labels.contents}
            sections={terms.articles.map((article, index) => ({
              ...article,
              heading: labels.articleHeading(index + 1, article.heading),
            }))}
          >
            {(article) => (
              <Paragraphs
                paragraphs={article.paragraphs}
                paragraphNumber={labels.paragraphNumber}
              />
            )}
          </SectionsWithContents>
          <DocumentSection id="supplementary" heading={terms.supplementary.heading}>
            <Paragraphs paragraphs={terms.supplementary.paragraphs} />
          </DocumentSection>
        </>
      )}
    </StaticDocumentPage>
  );
}

import {
  DocumentSection,
  Paragraphs,
  StaticArticle,
  StaticPageLoading,
  TableOfContents,
} from '../components/static-article';
import { useStaticDocument } from '../content/use-static-content';

/** `/faq`: questions grouped by topic, each answer folded in a `<details>`. */
export function FaqPage() {
  const page = useStaticDocument((content) => content.faq);
  if (!page) return <StaticPageLoading />;

  const { document: faq, labels, language } = page;

  return (
    <StaticArticle id="faq" language={language} title={faq.title}>
      <p className="static-page__lead">{faq.intro}</p>
      <TableOfContents
        label={labels.contents}
        entries={faq.sections.map(({ id, heading }) => ({ id, text: heading }))}
      />
      {faq.sections.map((section) => (
        <DocumentSection key={section.id} id={section.id} heading={section.heading}>
          <div className="faq">
            {section.items.map((item, index) => (
              <details key={index} className="faq__item">
                <summary className="faq__question">{item.question}</summary>
                <div className="faq__answer">
                  <Paragraphs paragraphs={item.answer} />
                </div>
              </details>
            ))}
          </div>
        </DocumentSection>
      ))}
    </StaticArticle>
  );
}

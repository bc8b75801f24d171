import { Paragraphs, SectionsWithContents, StaticDocumentPage } from '../components/static-article';

/** `/faq`: questions grouped by topic, each answer folded in a `<details>`. */
export function FaqPage() {
  return (
    <StaticDocumentPage id="faq" pick={(content) => content.faq}>
      {(faq, labels) => (
        <>
          <p className="static-page__lead">{faq.intro}</p>
          <SectionsWithContents label={labels.contents} sections={faq.sections}>
            {(section) => (
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
            )}
          </SectionsWithContents>
        </>
      )}
    </StaticDocumentPage>
  );
}

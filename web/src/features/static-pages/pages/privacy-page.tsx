import {
  DocumentSection,
  Paragraphs,
  StaticArticle,
  StaticPageLoading,
  TableOfContents,
} from '../components/static-article';
import { useStaticDocument } from '../content/use-static-content';

/** `/privacy`: the privacy policy. */
export function PrivacyPage() {
  const page = useStaticDocument((content) => content.privacy);
  if (!page) return <StaticPageLoading />;

  const { document: privacy, labels, language } = page;

  return (
    <StaticArticle
      id="privacy"
      language={language}
      title={privacy.title}
      updated={{ label: labels.lastUpdated, date: privacy.updated }}
    >
      <Paragraphs paragraphs={privacy.intro} />
      <TableOfContents
        label={labels.contents}
        entries={privacy.sections.map(({ id, heading }) => ({ id, text: heading }))}
      />
      {privacy.sections.map((section) => (
        <DocumentSection key={section.id} id={section.id} heading={section.heading}>
          <Paragraphs paragraphs={section.paragraphs} />
        </DocumentSection>
      ))}
    </StaticArticle>
  );
}

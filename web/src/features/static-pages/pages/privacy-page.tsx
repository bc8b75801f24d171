import { Paragraphs, SectionsWithContents, StaticDocumentPage } from '../components/static-article';

/** `/privacy`: the privacy policy. */
export function PrivacyPage() {
  return (
    <StaticDocumentPage id="privacy" pick={(content) => content.privacy}>
      {(privacy, labels) => (
        <>
          <Paragraphs paragraphs={privacy.intro} />
          <SectionsWithContents label={labels.contents} sections={privacy.sections}>
            {(section) => <Paragraphs paragraphs={section.paragraphs} />}
          </SectionsWithContents>
        </>
      )}
    </StaticDocumentPage>
  );
}

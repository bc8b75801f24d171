import { StaticDocumentPage } from '../components/static-document-page';

/** `/privacy`: the privacy policy. */
export function PrivacyPage() {
  return <StaticDocumentPage slug="privacy" showUpdated withContents />;
}

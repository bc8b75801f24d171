import { StaticDocumentPage } from '../components/static-document-page';

/** `/terms`: the terms of use (利用規約), articles numbered 第1条… / Article 1… */
export function TermsPage() {
  return <StaticDocumentPage slug="terms" showUpdated withContents />;
}

import { StaticDocumentPage } from '../components/static-document-page';

/** `/about`: what the service is, its two modes, its purpose and who runs it. */
export function AboutPage() {
  return <StaticDocumentPage slug="about" />;
}

import { StaticDocumentPage } from '../components/static-document-page';

/** `/faq`: questions grouped by topic, each answer folded in a `<details>`. */
export function FaqPage() {
  return <StaticDocumentPage slug="faq" withContents />;
}

import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import {
  DocumentSection,
  Paragraphs,
  StaticArticle,
  StaticPageLoading,
} from '../components/static-article';
import { useStaticDocument } from '../content/use-static-content';

/** `/about`: what the service is, its two modes, its purpose and who runs it. */
export function AboutPage() {
  const page = useStaticDocument((content) => content.about);
  if (!page) return <StaticPageLoading />;

  const { document: about, language } = page;

  return (
    <StaticArticle id="about" language={language} title={about.title}>
      <p className="static-page__lead">{about.lead}</p>
      {about.sections.map((section) => (
        <DocumentSection key={section.id} id={section.id} heading={section.heading}>
          <Paragraphs paragraphs={section.paragraphs} />
        </DocumentSection>
      ))}
      <nav className="static-page__related" aria-labelledby="about-related-heading">
        <h2 id="about-related-heading" className="static-page__heading">
          {about.related.heading}
        </h2>
        <ul className="static-page__related-list">
          {about.related.links.map((link) => (
            <li key={link.page}>
              <Link to={paths[link.page].getHref()}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </StaticArticle>
  );
}

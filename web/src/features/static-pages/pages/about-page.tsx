import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { DocumentSection, Paragraphs, StaticDocumentPage } from '../components/static-article';

/** `/about`: what the service is, its two modes, its purpose and who runs it. */
export function AboutPage() {
  return (
    <StaticDocumentPage id="about" pick={(content) => content.about}>
      {(about) => (
        <>
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
        </>
      )}
    </StaticDocumentPage>
  );
}

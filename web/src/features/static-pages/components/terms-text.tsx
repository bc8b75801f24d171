import { useTranslation } from 'react-i18next';
import { useStaticContent } from '../content/use-static-content';
import { Paragraphs } from './static-article';

/** The terms of use as running text (no page chrome), e.g. in the sign-up's scroll box. */
export function TermsText() {
  const { t } = useTranslation();
  const content = useStaticContent();
  if (!content) return <p>{t('signup.terms.loading')}</p>;
  return (
    <>
      <Paragraphs paragraphs={content.terms.preamble} />
      {content.terms.articles.map((article, index) => (
        <div key={article.id} lang={content.language}>
          <h3>{content.labels.articleHeading(index + 1, article.heading)}</h3>
          <Paragraphs
            paragraphs={article.paragraphs}
            paragraphNumber={content.labels.paragraphNumber}
          />
        </div>
      ))}
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Shown for any unknown route (and later for pages whose validation fails). */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));

  return (
    <section className="page page--message" aria-labelledby="not-found-heading">
      <p className="page__status-code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-heading" className="page__title">
        {t('notFound.title')}
      </h1>
      <p>{t('notFound.message')}</p>
      <p>
        <Link to={paths.home.getHref()} className="button">
          {t('notFound.home')}
        </Link>
      </p>
    </section>
  );
}

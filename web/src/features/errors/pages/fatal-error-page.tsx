import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { paths } from '../../../lib/paths';

/**
 * The last error boundary, outside every layout: shown when a layout, or the route error page itself,
 * fails. Deliberately bare (no header, no hooks beyond translation) and with a plain link, so home is
 * loaded afresh.
 */
export function FatalErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main className="main container">
      <section className="page page--message" role="alert" aria-labelledby="fatal-error-heading">
        <h1 id="fatal-error-heading" className="page__title">
          {t('layout.fatalError.title')}
        </h1>
        <p>{t('layout.fatalError.message')}</p>
        <p>
          <a href={paths.home.getHref()} className="button">
            {t('layout.fatalError.home')}
          </a>
        </p>
      </section>
    </main>
  );
}

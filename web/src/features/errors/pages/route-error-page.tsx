import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { MessagePage } from '../components/message-page';
import { NotFoundPage } from './not-found-page';

/** Error boundary of the routes: a 404 response shows the 404 page, anything else 'error'. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useDocumentTitle(notFound ? t('notFound.title') : t('routeError.title'));

  useEffect(() => {
    if (!notFound) console.error(error);
  }, [error, notFound]);

  if (notFound) return <NotFoundPage />;

  // A plain link: after an error, home is loaded afresh rather than rendered from this state.
  return (
    <MessagePage
      headingId="route-error-heading"
      title={t('routeError.title')}
      message={t('routeError.message')}
      home={t('routeError.home')}
      reload
    />
  );
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { MessagePage } from '../components/message-page';

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
      <MessagePage
        alert
        headingId="fatal-error-heading"
        title={t('layout.fatalError.title')}
        message={t('layout.fatalError.message')}
        home={t('layout.fatalError.home')}
        reload
      />
    </main>
  );
}

import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { MessagePage } from '../components/message-page';

/** Shown for any unknown route (and later for pages whose validation fails). */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <MessagePage
      statusCode="404"
      headingId="not-found-heading"
      title={t('notFound.title')}
      message={t('notFound.message')}
      home={t('notFound.home')}
    />
  );
}

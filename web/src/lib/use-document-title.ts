import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to `<title> | <product name>`, or the product name alone. */
export function useDocumentTitle(title?: string): void {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} | ${appName}` : appName;
  }, [title, appName]);
}

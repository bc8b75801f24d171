import { useTranslation } from 'react-i18next';

/** The first focusable element of every layout: jumps to the page's <main id="main">. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main">
      {t('app.skipToContent')}
    </a>
  );
}

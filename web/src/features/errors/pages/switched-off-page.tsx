import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { MessagePage } from '../components/message-page';

/** What an operator can switch off (`docs/remote-config.md`): share mode, or new sign-ups. */
export type SwitchName = 'share' | 'signup';

const TEXTS = {
  share: { title: 'remoteSettings.shareUnavailable.title', message: 'errors.shareModeDisabled' },
  signup: { title: 'remoteSettings.signupClosed.title', message: 'errors.signupsClosed' },
} as const;

/** Shown instead of a page of something switched off: what is unavailable, and the way home. */
export function SwitchedOffPage({ name }: { name: SwitchName }) {
  const { t } = useTranslation();
  const { title, message } = TEXTS[name];
  useDocumentTitle(t(title));
  return (
    <MessagePage
      headingId="switched-off-heading"
      title={t(title)}
      message={t(message)}
      home={t('notFound.home')}
    />
  );
}

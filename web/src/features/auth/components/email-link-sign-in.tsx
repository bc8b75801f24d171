import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailForm } from './email-form';

interface EmailLinkSignInProps {
  /** Mails the link; resolves true when it was sent (false: refused or failed, said elsewhere). */
  onSend: (email: string) => Promise<boolean>;
  /** Local mode: opens the link the Auth emulator holds instead of a mailbox (absent otherwise). */
  onOpenEmulatorLink?: (email: string) => Promise<boolean>;
  disabled: boolean;
}

/**
 * Sign-in by e-mail link: the address, then 'sent, open the link in this browser'. `onSend` asks
 * the server's sign-in policy first and resolves false for an address outside the campus (the page
 * shows the 'unavailable e-mail' dialog): 'sent' is said only of a link that was sent.
 */
export function EmailLinkSignIn({ onSend, onOpenEmulatorLink, disabled }: EmailLinkSignInProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [noEmulatorLink, setNoEmulatorLink] = useState(false);

  async function send(address: string) {
    const sent = await onSend(address);
    setSentTo(sent ? address : null);
    setNoEmulatorLink(false);
  }

  async function openEmulatorLink(address: string) {
    if (onOpenEmulatorLink === undefined) return;
    setNoEmulatorLink(!(await onOpenEmulatorLink(address)));
  }

  return (
    <section className="login__email" aria-labelledby={headingId}>
      <h2 id={headingId} className="login__subheading">
        {t('login.emailLink.heading')}
      </h2>
      <p>{t('login.emailLink.explanation')}</p>
      <EmailForm
        label={t('login.emailLink.email')}
        submitLabel={t('login.emailLink.send')}
        onSubmit={send}
        disabled={disabled}
      />
      {sentTo !== null && (
        <div role="status" className="login__notice login__sent">
          <p>{t('login.emailLink.sent', { email: sentTo })}</p>
          {onOpenEmulatorLink && (
            <>
              <p>{t('login.emailLink.emulatorHint')}</p>
              <button
                type="button"
                className="button button--small"
                onClick={() => void openEmulatorLink(sentTo)}
              >
                {t('login.emailLink.openEmulatorLink')}
              </button>
              {noEmulatorLink && <p role="alert">{t('login.emailLink.noEmulatorLink')}</p>}
            </>
          )}
        </div>
      )}
    </section>
  );
}

interface ConfirmLinkEmailProps {
  onSubmit: (email: string) => void;
  disabled: boolean;
}

/** A sign-in link opened in another browser: the address it was sent to, to finish signing in. */
export function ConfirmLinkEmail({ onSubmit, disabled }: ConfirmLinkEmailProps) {
  const { t } = useTranslation();
  return (
    <EmailForm
      label={t('login.emailLink.email')}
      submitLabel={t('login.emailLink.confirm')}
      onSubmit={onSubmit}
      disabled={disabled}
      primary
      className="login__confirm-link"
    >
      <p className="login__confirm-text">{t('login.emailLink.confirmExplanation')}</p>
    </EmailForm>
  );
}

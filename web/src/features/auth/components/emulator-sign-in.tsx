import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailForm } from './email-form';

interface EmulatorSignInProps {
  /** Signs in as the Google account with this address (see `signInWithEmulatorGoogleAccount`). */
  onSignIn: (email: string) => void;
  disabled: boolean;
}

/**
 * Local mode only (rendered by the login page when the app talks to the emulators): signs in as a
 * Google account of the Auth emulator by address, for machines without internet, where Google's
 * popup cannot load. The demo accounts seeded by `npm start` work here.
 */
export function EmulatorSignIn({ onSignIn, disabled }: EmulatorSignInProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="login__emulator" aria-labelledby={headingId}>
      <h2 id={headingId} className="login__emulator-heading">
        {t('login.emulator.heading')}
      </h2>
      <p>{t('login.emulator.explanation')}</p>
      <EmailForm
        label={t('login.emulator.email')}
        submitLabel={t('login.emulator.submit')}
        onSubmit={onSignIn}
        disabled={disabled}
      />
    </section>
  );
}

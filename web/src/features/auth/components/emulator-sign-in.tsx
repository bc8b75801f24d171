import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

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
  const inputId = useId();
  const [email, setEmail] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (email.trim() !== '') onSignIn(email);
  }

  return (
    <section className="login__emulator" aria-labelledby={headingId}>
      <h2 id={headingId} className="login__emulator-heading">
        {t('login.emulator.heading')}
      </h2>
      <p>{t('login.emulator.explanation')}</p>
      <form className="login__emulator-form" onSubmit={handleSubmit}>
        <label htmlFor={inputId}>{t('login.emulator.email')}</label>
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="button button--secondary" disabled={disabled}>
          {t('login.emulator.submit')}
        </button>
      </form>
    </section>
  );
}

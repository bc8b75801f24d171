import { useId, useState, type ReactNode } from 'react';
import { SubmitButton } from '../../../components/form/submit-button';

interface EmailFormProps {
  label: string;
  submitLabel: string;
  onSubmit: (email: string) => void | Promise<void>;
  disabled: boolean;
  /** The main action of its section (a filled button) rather than a secondary one. */
  primary?: boolean;
  className?: string;
  /** Shown above the field, inside the form. */
  children?: ReactNode;
}

/** One e-mail address and a button, on one line: the login page's address forms. */
export function EmailForm({
  label,
  submitLabel,
  onSubmit,
  disabled,
  primary = false,
  className = '',
  children,
}: EmailFormProps) {
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <form
      className={`login__inline-form ${className}`.trim()}
      onSubmit={(event) => {
        event.preventDefault();
        const address = email.trim();
        if (address === '') return;
        setBusy(true);
        void Promise.resolve(onSubmit(address)).finally(() => setBusy(false));
      }}
    >
      {children}
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <SubmitButton
        busy={busy}
        disabled={disabled}
        className={primary ? 'button' : 'button button--secondary'}
      >
        {submitLabel}
      </SubmitButton>
    </form>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_LIMITS } from '../api/contact-types';
import { contactErrorKey } from '../api/errors';
import { useSendMessage } from '../api/send-message';

/** The message box under the chat (`POST /messages`); disabled once the trade is over. */
export function MessageBox({
  contactId,
  disabled,
  onSent,
}: {
  contactId: string;
  disabled: boolean;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [body, setBody] = useState('');
  const message = useSendMessage(contactId);
  const sending = message.isPending;
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = body.trim();
    if (text === '') {
      setError(t('contacts.chat.messageRequired'));
      return;
    }
    if (text.length > CONTACT_LIMITS.messageMax) {
      setError(t('contacts.chat.messageMax', { count: CONTACT_LIMITS.messageMax }));
      return;
    }
    setError(null);
    void message.run(text, {
      onSuccess: () => {
        setBody('');
        onSent();
      },
      onError: (failure) =>
        setError(`${t('contacts.chat.sendFailed')} ${t(contactErrorKey(failure))}`),
    });
  }

  return (
    <form className="chat-box" onSubmit={submit} noValidate>
      {disabled && <p className="chat-box__closed">{t('contacts.chat.closed')}</p>}
      <label className="visually-hidden" htmlFor={id}>
        {t('contacts.chat.message')}
      </label>
      <textarea
        id={id}
        className="field__control chat-box__input"
        rows={2}
        value={body}
        maxLength={CONTACT_LIMITS.messageMax}
        disabled={disabled || sending}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setBody(event.target.value)}
      />
      <button
        type="submit"
        className="button chat-box__send"
        disabled={disabled || sending}
        aria-busy={sending}
      >
        {t('contacts.chat.send')}
      </button>
      {error && (
        <p className="field__error chat-box__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButtons } from '../../../components/action-buttons';
import { CONTACT_LIMITS } from '../api/contact-types';
import { contactErrorKey } from '../api/errors';
import { useSendMessage } from '../api/send-message';
import type { QuickReply } from './steps';

/**
 * The message box under the chat (`POST /messages`); disabled once the trade is over. Above it the
 * side's quick replies: a text goes into the box (after what is there) to edit before sending.
 */
export function MessageBox({
  contactId,
  disabled,
  replies,
  onProposePickup,
  onSent,
}: {
  contactId: string;
  disabled: boolean;
  /** The viewer's quick replies now (`quickReplies`). */
  replies: readonly QuickReply[];
  /** The owner's pick-up proposal: opens the confirm-pickup dialog. */
  onProposePickup: () => void;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLTextAreaElement>(null);
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

  function reply(chosen: QuickReply) {
    if (chosen === 'proposePickup') {
      onProposePickup();
      return;
    }
    const text = t(`contacts.chat.quickReply.${chosen}`);
    setBody((current) => (current.trim() === '' ? text : `${current.trimEnd()}\n${text}`));
    input.current?.focus();
  }

  return (
    <form className="chat-box" onSubmit={submit} noValidate>
      {disabled && <p className="chat-box__closed">{t('contacts.chat.closed')}</p>}
      {replies.length > 0 && (
        <ActionButtons
          className="chat-box__replies"
          label={t('contacts.chat.quickReplies')}
          small
          actions={replies}
          labelOf={(chosen) => t(`contacts.chat.quickReply.${chosen}`)}
          toneOf={() => 'secondary'}
          disabled={disabled || sending}
          onChoose={reply}
        />
      )}
      <label className="visually-hidden" htmlFor={id}>
        {t('contacts.chat.message')}
      </label>
      <textarea
        ref={input}
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

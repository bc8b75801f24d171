import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/time';
import {
  SYSTEM_ACTIONS,
  type ChatMessage,
  type ChatSide,
  type SystemAction,
} from '../api/contact-types';

const isSystemAction = (body: string): body is SystemAction =>
  (SYSTEM_ACTIONS as readonly string[]).includes(body);

/**
 * The chat: the viewer's messages on the right, the other side's on the left, and the steps'
 * system messages centred, worded per action.
 */
export function MessageList({
  messages,
  side,
  headingId,
}: {
  messages: readonly ChatMessage[];
  side: ChatSide;
  headingId: string;
}) {
  const { t } = useTranslation();
  if (messages.length === 0) {
    return <p className="state state--empty">{t('contacts.chat.noMessages')}</p>;
  }
  return (
    <ol className="chat-messages" aria-labelledby={headingId}>
      {messages.map((message) => {
        if (message.kind === 'system') {
          return (
            <li key={message.id} className="chat-message chat-message--system">
              <p className="chat-message__body">
                {isSystemAction(message.body)
                  ? t(`contacts.system.${message.body}`)
                  : t('contacts.system.unknown')}
              </p>
              <time className="chat-message__time" dateTime={message.at}>
                {formatDateTime(message.at)}
              </time>
            </li>
          );
        }
        const mine = message.side === side;
        const author = mine
          ? t('contacts.chat.mine')
          : message.side === 'owner'
            ? t('contacts.chat.owner')
            : t('contacts.chat.customer');
        return (
          <li
            key={message.id}
            className={
              mine ? 'chat-message chat-message--mine' : 'chat-message chat-message--theirs'
            }
            data-side={mine ? 'mine' : 'theirs'}
          >
            <span className="chat-message__author">{author}</span>
            <p className="chat-message__body" translate="no">
              {message.body}
            </p>
            <time className="chat-message__time" dateTime={message.at}>
              {formatDateTime(message.at)}
            </time>
          </li>
        );
      })}
    </ol>
  );
}

import { useTranslation } from 'react-i18next';
import { ReportButton } from '../../../components/report/report-button';
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
 * The chat: the viewer's messages on the right, the other side's on the left (each with a way to
 * report it), and the steps' system messages centred, worded per action. A message the moderators
 * hid says so, muted, on its side.
 */
export function MessageList({
  contactId,
  messages,
  side,
  headingId,
}: {
  contactId: string;
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
        const removed = message.kind === 'removed';
        const author = mine
          ? t('contacts.chat.mine')
          : message.side === 'owner'
            ? t('contacts.chat.owner')
            : t('contacts.chat.customer');
        const className = [
          'chat-message',
          mine ? 'chat-message--mine' : 'chat-message--theirs',
          removed ? 'chat-message--removed' : '',
        ]
          .filter(Boolean)
          .join(' ');
        return (
          <li key={message.id} className={className} data-side={mine ? 'mine' : 'theirs'}>
            <span className="chat-message__author">{author}</span>
            {removed ? (
              <p className="chat-message__body">{t('moderation.removed')}</p>
            ) : (
              <p className="chat-message__body" translate="no">
                {message.body}
              </p>
            )}
            <span className="chat-message__foot">
              <time className="chat-message__time" dateTime={message.at}>
                {formatDateTime(message.at)}
              </time>
              {!mine && message.kind === 'text' && (
                <ReportButton target={{ kind: 'message', contactId, messageId: message.id }} />
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

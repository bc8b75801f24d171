import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { errorMessageKey } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { ChatMessage, ChatSide, Contact } from '../api/contact-types';
import { downloadCalendar } from '../api/download-calendar';
import { contactErrorKey } from '../api/errors';
import { ContactList } from '../components/contact-list';
import { pageOf } from '../../../lib/paging';
import { listHref, viewOf } from '../components/list-params';
import { ContactSummary } from '../components/contact-summary';
import { Evaluations } from '../components/evaluations';
import { MessageBox } from '../components/message-box';
import { MessageList } from '../components/messages';
import { StepActions } from '../components/step-actions';
import { canSendMessages, quickReplies, type Step } from '../components/steps';
import { useChat } from '../components/use-chat';
import '../components/contacts.css';

const HEADING_ID = 'chat-heading';

/**
 * The chats of spec section 2: `/manage/exhibit/contact/chat/{id}` (owner side) and
 * `/manage/receipt/contact/chat/{id}` (customer side), in the chat layout. Without an id: the list,
 * compact, and a prompt to choose a chat.
 */
function ChatPage({ role }: { role: ChatSide }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const title = role === 'owner' ? t('routes.ownerChat') : t('routes.customerChat');
  useDocumentTitle(title);
  if (id === undefined) return <ChatIndex role={role} title={title} />;
  return <Chat key={id} id={id} role={role} title={title} />;
}

export function OwnerChatPage() {
  return <ChatPage role="owner" />;
}

export function CustomerChatPage() {
  return <ChatPage role="customer" />;
}

function ChatIndex({ role, title }: { role: ChatSide; title: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <section className="chat-page chat-page--index" aria-labelledby={HEADING_ID}>
      <h1 id={HEADING_ID} className="page__title">
        {title}
      </h1>
      <p className="chat-page__prompt">{t('contacts.chat.choose')}</p>
      <ContactList
        role={role}
        view={viewOf(params.get('view'))}
        page={pageOf(params.get('page'))}
        base={role === 'owner' ? paths.ownerChat.getHref() : paths.customerChat.getHref()}
        compact
      />
    </section>
  );
}

function Chat({ id, role, title }: { id: string; role: ChatSide; title: string }) {
  const { t } = useTranslation();
  const { contact, messages, reload, retry } = useChat(id);
  const [step, setStep] = useState<Step | null>(null);

  const header = (
    <div className="chat-page__top">
      <h1 id={HEADING_ID} className="page__title">
        {title}
        {contact.status === 'success' && (
          <>
            {': '}
            <span translate="no">{contact.data.exhibitTitle}</span>
          </>
        )}
      </h1>
      <Link className="chat-page__back" to={listHref(role)}>
        {t('contacts.chat.backToList')}
      </Link>
    </div>
  );

  if (contact.status === 'loading') {
    return (
      <section className="chat-page" aria-labelledby={HEADING_ID}>
        {header}
        <p role="status" className="state state--loading">
          {t('contacts.chat.loading')}
        </p>
      </section>
    );
  }
  if (contact.status === 'error') {
    return (
      <section className="chat-page" aria-labelledby={HEADING_ID}>
        {header}
        <div role="alert" className="state state--error">
          <p>{t('contacts.chat.error')}</p>
          <p>{t(contactErrorKey(contact.error))}</p>
          <button type="button" className="button" onClick={retry}>
            {t('contacts.chat.retry')}
          </button>
        </div>
      </section>
    );
  }

  return (
    <section className="chat-page" aria-labelledby={HEADING_ID}>
      {header}
      <div className="chat-page__body">
        <aside className="chat-page__side">
          {/* The next step for this side first: on a phone it is on the first screen. */}
          <StepActions contact={contact.data} open={step} onOpen={setStep} onChanged={reload} />
          <ContactSummary contact={contact.data} />
          {contact.data.status === 'waitpickup' && <CalendarLink contactId={contact.data.id} />}
          <Evaluations contact={contact.data} />
        </aside>
        <div className="chat-page__chat">
          <ChatMessages contact={contact.data} messages={messages} />
          <MessageBox
            contactId={contact.data.id}
            disabled={!canSendMessages(contact.data.status)}
            replies={quickReplies(contact.data)}
            onProposePickup={() => setStep('confirm_pickup')}
            onSent={reload}
          />
        </div>
      </div>
    </section>
  );
}

function ChatMessages({
  contact,
  messages,
}: {
  contact: Contact;
  messages: ReturnType<typeof useChat>['messages'];
}) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const list: ChatMessage[] = messages.status === 'success' ? messages.data : [];
  const newest = list.at(-1)?.id;

  // Scroll to the newest message when one arrives (jsdom has no layout: scrollTo may be missing).
  useEffect(() => {
    const element = scroller.current;
    if (element && typeof element.scrollTo === 'function') {
      element.scrollTo({ top: element.scrollHeight });
    }
  }, [newest]);

  return (
    <section className="chat-messages-panel" aria-labelledby="chat-messages-heading">
      <h2 id="chat-messages-heading" className="visually-hidden">
        {t('contacts.chat.messages')}
      </h2>
      {/* A log (live, polite) that keyboards can scroll: a tab stop named by the heading. */}
      <div
        ref={scroller}
        className="chat-messages-panel__scroll"
        role="log"
        tabIndex={0}
        aria-labelledby="chat-messages-heading"
      >
        {messages.status === 'loading' && (
          <p role="status" className="state state--loading">
            {t('contacts.chat.loading')}
          </p>
        )}
        {messages.status === 'error' && (
          <p role="alert" className="state state--error">
            {t('contacts.chat.messagesError')} {t(errorMessageKey(messages.error))}
          </p>
        )}
        {messages.status === 'success' && (
          <MessageList
            contactId={contact.id}
            messages={list}
            side={contact.side}
            headingId="chat-messages-heading"
          />
        )}
      </div>
    </section>
  );
}

function CalendarLink({ contactId }: { contactId: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  return (
    <p className="chat-page__calendar">
      <a
        href={`/api/v1/home/contacts/${encodeURIComponent(contactId)}/calendar.ics`}
        download
        onClick={(event) => {
          event.preventDefault();
          setFailed(false);
          downloadCalendar(contactId).catch((error: unknown) => {
            console.warn('The calendar download failed', error);
            setFailed(true);
          });
        }}
      >
        {t('contacts.chat.calendar')}
      </a>
      {failed && (
        <span role="alert" className="field__error">
          {t('contacts.chat.calendarFailed')}
        </span>
      )}
    </p>
  );
}

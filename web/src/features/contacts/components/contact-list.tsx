import { QueryStatus } from '../../../components/load-states';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageLinks } from '../../../components/exhibit/page-links';
import { formatDateTime } from '../../../lib/time';
import {
  CONTACT_LIST_VIEWS,
  type ChatSide,
  type Contact,
  type ContactListView,
} from '../api/contact-types';
import { CONTACTS_PAGE_SIZE, useContacts } from '../api/get-contacts';
import { ReturnDue } from './contact-summary';
import { chatHref, viewHref } from './list-params';
import './contacts.css';
import { ViewLinks } from '../../../components/view-links';

interface ContactListProps {
  role: ChatSide;
  view: ContactListView;
  page: number;
  /** The address the view tabs and page links point to. */
  base: string;
  /** The chat open beside the list (marked as current). */
  currentId?: string;
  compact?: boolean;
}

/**
 * One side's contacts of the acting identity (`GET /home/contacts?role&view`), 20 a page: a tab per
 * view, then per row the exhibit's title linking to its chat, the status, an unread mark and the
 * last update.
 */
export function ContactList({
  role,
  view,
  page,
  base,
  currentId,
  compact = false,
}: ContactListProps) {
  const { t } = useTranslation();
  const contacts = useContacts(role, view, (page - 1) * CONTACTS_PAGE_SIZE);

  return (
    <div className={compact ? 'contact-list contact-list--compact' : 'contact-list'}>
      <ViewLinks
        look="tabs"
        label={t('contacts.views.label')}
        current={view}
        links={CONTACT_LIST_VIEWS.map((entry) => ({
          key: entry,
          href: viewHref(base, entry),
          label: t(`contacts.views.${entry}`),
        }))}
      />
      <QueryStatus
        query={contacts}
        loading={t('contacts.list.loading')}
        failed={t('contacts.list.error')}
        retry={t('contacts.list.retry')}
      />
      {contacts.status === 'success' && (
        <ContactRows
          role={role}
          view={view}
          page={page}
          base={base}
          currentId={currentId}
          contacts={contacts.data.contacts}
          total={contacts.data.total}
        />
      )}
    </div>
  );
}

function ContactRows({
  role,
  view,
  page,
  base,
  currentId,
  contacts,
  total,
}: {
  role: ChatSide;
  view: ContactListView;
  page: number;
  base: string;
  currentId: string | undefined;
  contacts: Contact[];
  total: number;
}) {
  const { t } = useTranslation();
  if (contacts.length === 0) {
    if (page > 1 && total > 0) {
      return (
        <div className="state state--empty">
          <p>{t('contacts.list.pastEnd')}</p>
          <Link className="button button--secondary" to={viewHref(base, view)}>
            {t('contacts.list.firstPage')}
          </Link>
        </div>
      );
    }
    return (
      <p className="state state--empty">
        {view === 'all' ? t('contacts.list.empty') : t('contacts.list.emptyView')}
      </p>
    );
  }
  return (
    <>
      <p className="contact-list__count">{t('contacts.list.count', { count: total })}</p>
      <ul className="contact-list__rows">
        {contacts.map((contact) => (
          <li
            key={contact.id}
            className={
              contact.id === currentId ? 'contact-row contact-row--current' : 'contact-row'
            }
          >
            <Link
              className="contact-row__title"
              to={chatHref(role, contact.id)}
              aria-current={contact.id === currentId ? 'page' : undefined}
              translate="no"
            >
              {contact.exhibitTitle}
            </Link>
            <span className={`contact-status contact-status--${contact.status}`}>
              {t(`contacts.status.${contact.status}`)}
            </span>
            {contact.unread && (
              <span className="contact-row__unread">{t('contacts.list.unread')}</span>
            )}
            {contact.status === 'waitreturn' && (
              <span className="contact-row__due">
                {t('loans.returnDueAt')}: <ReturnDue contact={contact} />
              </span>
            )}
            <span className="contact-row__updated">
              <span className="visually-hidden">{t('contacts.list.updatedAt')} </span>
              <time dateTime={contact.updatedAt}>{formatDateTime(contact.updatedAt)}</time>
            </span>
          </li>
        ))}
      </ul>
      <PageLinks
        page={page}
        total={total}
        pageSize={CONTACTS_PAGE_SIZE}
        hrefFor={(p) => viewHref(base, view, p)}
      />
    </>
  );
}

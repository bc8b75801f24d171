import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { formatDateTime } from '../../../lib/time';
import type { Contact } from '../api/contact-types';
import { isOverdue } from './steps';

/**
 * What the trade is about: the other party (linked to its account card), the exhibit, the items
 * asked for and handed over, place and date, and for a loan its terms and return due date (marked
 * once overdue).
 */
export function ContactSummary({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  return (
    <section className="chat-panel" aria-labelledby="contact-summary-heading">
      <h2 id="contact-summary-heading" className="chat-panel__heading">
        {t('contacts.chat.summary')}
      </h2>
      <dl className="contact-facts">
        <div>
          <dt>{t('contacts.chat.partner')}</dt>
          <dd>
            {/* The other side's card (a user's or a group's), where it can be blocked or reported. */}
            <Link
              to={paths.accountDetail.getHref(
                contact.side === 'owner' ? contact.customerId : contact.ownerId,
              )}
            >
              {t('contacts.chat.partnerLink')}
            </Link>
          </dd>
        </div>
        <div>
          <dt>{t('contacts.chat.exhibit')}</dt>
          <dd>
            <Link to={paths.exhibit.getHref(contact.exhibitId)} translate="no">
              {contact.exhibitTitle}
            </Link>
          </dd>
        </div>
        <div>
          <dt>{t('contacts.chat.status')}</dt>
          <dd>
            <span className={`contact-status contact-status--${contact.status}`}>
              {t(`contacts.status.${contact.status}`)}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('contacts.chat.items')}</dt>
          <dd>
            <ul className="contact-facts__items">
              {contact.items.map((item) => (
                <li key={item.itemId}>
                  <span translate="no">{item.name}</span>{' '}
                  <span>{t('contacts.chat.quantity', { count: item.quantity })}</span>
                  {' / '}
                  <span>{t('contacts.chat.handedOver', { count: item.handedOver })}</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>{t('contacts.chat.installationPlace')}</dt>
          <dd translate="no">{contact.installationPlace}</dd>
        </div>
        <div>
          <dt>{t('contacts.chat.locationManager')}</dt>
          <dd translate="no">
            {contact.locationManager}
            {contact.locationManagerEmail && (
              <>
                {' '}
                (
                <a href={`mailto:${contact.locationManagerEmail}`}>
                  {contact.locationManagerEmail}
                </a>
                )
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('contacts.chat.pickupAt')}</dt>
          <dd>
            {contact.pickupAt ? (
              <time dateTime={contact.pickupAt}>{formatDateTime(contact.pickupAt)}</time>
            ) : (
              t('contacts.chat.notSet')
            )}
          </dd>
        </div>
        {contact.loan && (
          <>
            <div>
              <dt>{t('loans.choice')}</dt>
              <dd>
                {contact.loanDays === null
                  ? t('loans.lend')
                  : t('loans.label', { count: contact.loanDays })}
              </dd>
            </div>
            <div>
              <dt>{t('loans.returnDueAt')}</dt>
              <dd>
                <ReturnDue contact={contact} />
              </dd>
            </div>
          </>
        )}
      </dl>
    </section>
  );
}

/** A loan's due date (YYYY/MM/DD HH:mm:ss, Japan time), "not set" before the handover, and the overdue badge. */
export function ReturnDue({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  if (contact.returnDueAt === null) return <>{t('contacts.chat.notSet')}</>;
  return (
    <>
      <time dateTime={contact.returnDueAt}>{formatDateTime(contact.returnDueAt)}</time>
      {isOverdue(contact) && (
        <>
          {' '}
          <span className="contact-overdue">{t('loans.overdue')}</span>
        </>
      )}
    </>
  );
}

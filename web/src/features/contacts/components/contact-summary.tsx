import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FactList } from '../../../components/fact-list';
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
      <FactList
        className="contact-facts"
        facts={[
          {
            term: t('contacts.chat.partner'),
            value: (
              // The other side's card (a user's or a group's), where it can be blocked or reported.
              <Link
                to={paths.accountDetail.getHref(
                  contact.side === 'owner' ? contact.customerId : contact.ownerId,
                )}
              >
                {t('contacts.chat.partnerLink')}
              </Link>
            ),
          },
          {
            term: t('contacts.chat.exhibit'),
            value: (
              <Link to={paths.exhibit.getHref(contact.exhibitId)} translate="no">
                {contact.exhibitTitle}
              </Link>
            ),
          },
          {
            term: t('contacts.chat.status'),
            value: (
              <span className={`contact-status contact-status--${contact.status}`}>
                {t(`contacts.status.${contact.status}`)}
              </span>
            ),
          },
          {
            term: t('contacts.chat.items'),
            value: (
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
            ),
          },
          {
            term: t('contacts.chat.installationPlace'),
            value: contact.installationPlace,
            translate: 'no',
          },
          {
            term: t('contacts.chat.locationManager'),
            value: (
              <>
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
              </>
            ),
            translate: 'no',
          },
          {
            term: t('contacts.chat.pickupAt'),
            value: contact.pickupAt ? (
              <time dateTime={contact.pickupAt}>{formatDateTime(contact.pickupAt)}</time>
            ) : (
              t('contacts.chat.notSet')
            ),
          },
          ...(contact.loan
            ? [
                {
                  term: t('loans.choice'),
                  value:
                    contact.loanDays === null
                      ? t('loans.lend')
                      : t('loans.label', { count: contact.loanDays }),
                },
                { term: t('loans.returnDueAt'), value: <ReturnDue contact={contact} /> },
              ]
            : []),
        ]}
      />
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

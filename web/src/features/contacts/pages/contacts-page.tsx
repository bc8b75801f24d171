import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/page';
import type { ChatSide } from '../api/contact-types';
import { ContactList } from '../components/contact-list';
import { pageOf } from '../../../lib/paging';
import { listHref, viewOf } from '../components/list-params';

const HEADING_ID = 'contacts-heading';

/**
 * The contact lists of spec section 2: `/manage/exhibit/contact` (owner side, handover messages)
 * and `/manage/receipt/contact` (customer side, receipt messages), filtered by `?view=` and paged
 * by `?page=`.
 */
function ContactsPage({ role }: { role: ChatSide }) {
  const { t } = useTranslation();
  const title = role === 'owner' ? t('routes.ownerContacts') : t('routes.customerContacts');
  const [params] = useSearchParams();
  return (
    <Page headingId={HEADING_ID} title={title} className="contacts">
      <ContactList
        role={role}
        view={viewOf(params.get('view'))}
        page={pageOf(params.get('page'))}
        base={listHref(role)}
      />
    </Page>
  );
}

export function OwnerContactsPage() {
  return <ContactsPage role="owner" />;
}

export function CustomerContactsPage() {
  return <ContactsPage role="customer" />;
}

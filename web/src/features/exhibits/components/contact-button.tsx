import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { ExhibitAllocation } from '@campus/model/allocation-types';
import type { ExhibitItem } from '../../../lib/exhibit-types';
import { paths } from '../../../lib/paths';
import { useOpenContact } from '../api/get-open-contact';
import { ContactDialog } from './contact-dialog';
import { leftAfterDraw } from './first-come';
import { DrawResult, LotteryApplication } from './lottery';

interface ContactButtonProps {
  exhibitId: string;
  /** The exhibit's items with their stock (the dialog asks a quantity of each). */
  items: readonly ExhibitItem[];
  signedIn: boolean;
  /** The caller's current identity owns the exhibit: nobody contacts their own exhibit. */
  isOwner: boolean;
  /** Application mode (docs/allocation.md): until its draw, members apply instead of contacting. */
  allocation?: ExhibitAllocation | null;
  /** After the draw, the units left for first come (`ExhibitDetail.firstComeStock`). */
  firstComeStock?: number | null;
}

/**
 * Contacting the owner (spec section 6): visitors are told that login is required and led to
 * /login (back here afterwards); the owner gets a link to manage the exhibit instead; other users
 * open the contact dialog, and go to the new trade's chat once it is sent. Until the draw of an
 * exhibit in application mode they apply for its lottery instead (`LotteryApplication`); after it
 * an applicant learns the result (`DrawResult`), and contacting is offered only while something is
 * left for first come (a winner reaches their trade's chat).
 */
export function ContactButton({
  exhibitId,
  items,
  signedIn,
  isOwner,
  allocation = null,
  firstComeStock = null,
}: ContactButtonProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  if (isOwner) {
    return (
      <div className="contact">
        <p className="contact__note">{t('exhibit.contact.ownExhibit')}</p>
        <Link className="button button--secondary" to={paths.reuseExhibit.getHref(exhibitId)}>
          {t('exhibit.contact.manage')}
        </Link>
      </div>
    );
  }

  const lottery = allocation !== null && allocation.drawnAt === null;
  const drawn = allocation !== null && allocation.drawnAt !== null;
  const canContact = !drawn || leftAfterDraw(firstComeStock);
  if (!signedIn) {
    if (!canContact) return null;
    return (
      <div className="contact">
        <Link className="button contact__button" to={paths.login.getHref(`${pathname}${search}`)}>
          {lottery ? t('allocation.loginRequired') : t('exhibit.contact.loginRequired')}
        </Link>
      </div>
    );
  }

  if (lottery) {
    return (
      <LotteryApplication exhibitId={exhibitId} items={items} deadline={allocation.deadline} />
    );
  }

  return (
    <>
      {drawn && <DrawResult exhibitId={exhibitId} left={canContact} />}
      <ContactOrChat exhibitId={exhibitId} canContact={canContact} onContact={() => setOpen(true)}>
        {open && (
          <ContactDialog
            exhibitId={exhibitId}
            items={items}
            onClose={() => setOpen(false)}
            onCreated={(contact) => navigate(paths.customerChat.getHref(contact.id))}
          />
        )}
      </ContactOrChat>
    </>
  );
}

/**
 * A signed-in user's way in: their trade's chat when they have one in progress (a second contact
 * would be refused), else the contact button when contacting is open (also while that is being
 * asked: a contact sent meanwhile is refused with its own message).
 */
function ContactOrChat({
  exhibitId,
  canContact,
  onContact,
  children,
}: {
  exhibitId: string;
  canContact: boolean;
  onContact: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const open = useOpenContact(exhibitId);
  if (open.status === 'success' && open.data !== null) {
    return (
      <div className="contact">
        <p className="contact__note">{t('exhibit.contact.inProgress')}</p>
        <Link className="button contact__button" to={paths.customerChat.getHref(open.data.id)}>
          {t('exhibit.contact.openChat')}
        </Link>
      </div>
    );
  }
  if (!canContact) return null;
  return (
    <div className="contact">
      <button type="button" className="button contact__button" onClick={onContact}>
        {t('exhibit.contact.button')}
      </button>
      {children}
    </div>
  );
}

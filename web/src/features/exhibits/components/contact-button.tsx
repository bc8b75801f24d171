import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { paths } from '../../../lib/paths';

interface ContactButtonProps {
  exhibitId: string;
  signedIn: boolean;
  /** The caller's current identity owns the exhibit: nobody contacts their own exhibit. */
  isOwner: boolean;
}

/**
 * Contacting the owner (spec section 6): visitors are told that login is required and led to
 * /login (back here afterwards); the owner gets a link to manage the exhibit instead; other users
 * open a dialog. Contact requests come with a later update, and the dialog says so.
 */
export function ContactButton({ exhibitId, signedIn, isOwner }: ContactButtonProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
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

  if (!signedIn) {
    return (
      <div className="contact">
        <Link className="button contact__button" to={paths.login.getHref(`${pathname}${search}`)}>
          {t('exhibit.contact.loginRequired')}
        </Link>
      </div>
    );
  }

  return (
    <div className="contact">
      <button type="button" className="button contact__button" onClick={() => setOpen(true)}>
        {t('exhibit.contact.button')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('exhibit.contact.dialogTitle')}
        confirmLabel={t('exhibit.contact.close')}
        acknowledgeOnly
        onConfirm={() => setOpen(false)}
        onCancel={() => setOpen(false)}
      >
        <p>{t('exhibit.contact.notYet')}</p>
        <p>{t('exhibit.contact.meanwhile')}</p>
      </ConfirmDialog>
    </div>
  );
}

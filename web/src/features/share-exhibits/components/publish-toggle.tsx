import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { paths } from '../../../lib/paths';
import { shareExhibitErrorKey, type ShareExhibitErrorKey } from '../api/errors';
import type { OwnedShareExhibit } from '../api/types';
import { useUpdateShareExhibit } from '../api/update-share-exhibit';

export interface PublishToggleProps {
  exhibit: OwnedShareExhibit;
  /** After the save: the listing as the server answered. */
  onChanged: (exhibit: OwnedShareExhibit) => void;
}

/**
 * Publishes or unpublishes a listing after a confirmation: a PUT of the whole input with only
 * `published` changed, the terms of sharing agreed again (said in the dialog, with a link).
 */
export function PublishToggle({ exhibit, onChanged }: PublishToggleProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<ShareExhibitErrorKey | null>(null);
  const update = useUpdateShareExhibit(exhibit.id);
  const publishing = !exhibit.published;

  const confirm = async () => {
    setFailure(null);
    await update.run(
      {
        title: exhibit.title,
        description: exhibit.description,
        deviceIds: exhibit.deviceIds,
        published: publishing,
        agreeToTerms: true,
      },
      { onSuccess: onChanged, onError: (error) => setFailure(shareExhibitErrorKey(error)) },
    );
    setOpen(false);
  };

  return (
    <>
      <button
        type="button"
        className={publishing ? 'button' : 'button button--secondary'}
        onClick={() => setOpen(true)}
      >
        {publishing ? t('shareExhibits.detail.publish') : t('shareExhibits.detail.unpublish')}
      </button>
      {failure && (
        <p role="alert" className="form__message form__message--error">
          {t(failure)}
        </p>
      )}
      <ConfirmDialog
        open={open}
        title={
          publishing
            ? t('shareExhibits.detail.publishTitle')
            : t('shareExhibits.detail.unpublishTitle')
        }
        confirmLabel={
          publishing ? t('shareExhibits.detail.publish') : t('shareExhibits.detail.unpublish')
        }
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      >
        <p>
          {publishing
            ? t('shareExhibits.detail.publishBody')
            : t('shareExhibits.detail.unpublishBody')}
        </p>
        <p>
          {t('shareExhibits.detail.termsNote')}{' '}
          <Link to={paths.terms.getHref()} target="_blank" rel="noopener">
            {t('shareExhibits.form.termsLink')}
          </Link>
        </p>
      </ConfirmDialog>
    </>
  );
}

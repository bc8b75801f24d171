import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMyExhibit } from '../api/get-my-exhibit';
import { useUpdateExhibit } from '../api/update-exhibit';
import { ExhibitForm } from '../components/exhibit-form';
import { exhibitValuesOf } from '../components/exhibit-values';
import { Loading } from '../../../components/load-states';
import { LoadError } from '../components/load-error';
import { useFormLookups } from '../components/use-form-lookups';
import { showToast } from '../../../lib/toasts';

/**
 * `/manage/exhibit/reuse/{id}/edit`: the exhibit form filled with the exhibit. It says which fields
 * are locked while trades are in progress, and that some changes send the exhibit back for
 * approval. A withdrawn exhibit cannot be edited.
 */
export function ExhibitEditPage() {
  const { t } = useTranslation();
  const title = t('routes.reuseExhibitEdit');
  useDocumentTitle(title);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const lookups = useFormLookups();
  const exhibit = useMyExhibit(id);
  const update = useUpdateExhibit(id);
  const initialValues = useMemo(
    () => (exhibit.status === 'success' ? exhibitValuesOf(exhibit.data) : null),
    [exhibit],
  );
  const detailHref = paths.reuseExhibit.getHref(id);

  return (
    <section className="page manage-exhibits" aria-labelledby="exhibit-edit-heading">
      <h1 id="exhibit-edit-heading" className="page__title">
        {title}
      </h1>
      {(lookups.status === 'loading' || exhibit.status === 'loading') && (
        <Loading message={t('manageExhibits.detail.loading')} />
      )}
      {exhibit.status === 'error' && (
        <LoadError
          message={t('manageExhibits.detail.loadFailed')}
          error={exhibit.error}
          onRetry={exhibit.refetch}
        />
      )}
      {lookups.status === 'error' && (
        <LoadError
          message={t('exhibitForm.loadFailed')}
          error={lookups.error}
          onRetry={lookups.refetch}
        />
      )}
      {exhibit.status === 'success' && exhibit.data.cancelledAt !== null && (
        <div className="manage-exhibits__notice manage-exhibits__notice--error">
          <p>{t('exhibitForm.edit.cancelled')}</p>
          <Link to={paths.reuseExhibits.getHref()}>{t('manageExhibits.detail.backToList')}</Link>
        </div>
      )}
      {exhibit.status === 'success' &&
        exhibit.data.cancelledAt === null &&
        lookups.status === 'success' &&
        initialValues && (
          <ExhibitForm
            mode="edit"
            initialValues={initialValues}
            lookups={lookups.data}
            contactsLocked={exhibit.data.activeContactCount > 0}
            reapprovalApplies={exhibit.data.approvalStatus !== 'not_yet'}
            allocation={exhibit.data.allocation}
            onCancelHref={detailHref}
            save={update.run}
            onSaved={() => {
              showToast({ error: false, text: t('exhibitForm.saved') });
              navigate(detailHref);
            }}
          />
        )}
    </section>
  );
}

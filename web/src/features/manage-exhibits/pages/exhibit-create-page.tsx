import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { createExhibit } from '../api/create-exhibit';
import { ExhibitForm } from '../components/exhibit-form';
import { emptyExhibitValues } from '../components/exhibit-values';
import { Loading } from '../../../components/load-states';
import { LoadError } from '../components/load-error';
import { useFormLookups } from '../components/use-form-lookups';
import type { DetailFlash } from './exhibit-detail-page';

/**
 * `/manage/exhibit/reuse/create`: the exhibit form, the item manager and e-mail filled with the
 * signed-in user's; a created exhibit opens on its detail page (to add photos and apply).
 */
export function ExhibitCreatePage() {
  const { t } = useTranslation();
  const title = t('routes.reuseExhibitCreate');
  useDocumentTitle(title);
  const navigate = useNavigate();
  const { user, profile } = useSession();
  const lookups = useFormLookups();
  const initialValues = useMemo(
    () =>
      emptyExhibitValues({
        itemManager: profile?.user.name ?? user?.displayName ?? '',
        managerEmail: user?.email ?? '',
      }),
    // The defaults are taken once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  return (
    <section className="page manage-exhibits" aria-labelledby="exhibit-create-heading">
      <h1 id="exhibit-create-heading" className="page__title">
        {title}
      </h1>
      {lookups.status === 'loading' && <Loading message={t('exhibitForm.loading')} />}
      {lookups.status === 'error' && (
        <LoadError
          message={t('exhibitForm.loadFailed')}
          error={lookups.error}
          onRetry={lookups.refetch}
        />
      )}
      {lookups.status === 'success' && (
        <ExhibitForm
          mode="create"
          initialValues={initialValues}
          lookups={lookups.data}
          onCancelHref={paths.reuseExhibits.getHref()}
          onSubmit={async (input) => {
            const exhibit = await createExhibit(input);
            navigate(paths.reuseExhibit.getHref(exhibit.id), {
              state: { flash: 'created' } satisfies DetailFlash,
            });
          }}
        />
      )}
    </section>
  );
}

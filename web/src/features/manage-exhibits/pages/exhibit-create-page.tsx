import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { createExhibit } from '../api/create-exhibit';
import { ExhibitForm } from '../components/exhibit-form';
import { emptyExhibitValues } from '../components/exhibit-values';
import { QueryPage } from '../../../components/query-page';
import { LoadError } from '../components/load-error';
import { useFormLookups } from '../components/use-form-lookups';
import type { DetailFlash } from './exhibit-detail-page';

/**
 * `/manage/exhibit/reuse/create`: the exhibit form, the item manager and e-mail filled with the
 * signed-in user's; a created exhibit opens on its detail page (to add photos and apply).
 */
export function ExhibitCreatePage() {
  const { t } = useTranslation();
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
    <QueryPage
      className="page manage-exhibits"
      title={t('routes.reuseExhibitCreate')}
      query={lookups}
      loading={t('exhibitForm.loading')}
      LoadError={LoadError}
      loadFailed={t('exhibitForm.loadFailed')}
    >
      {(data) => (
        <ExhibitForm
          mode="create"
          initialValues={initialValues}
          lookups={data}
          onCancelHref={paths.reuseExhibits.getHref()}
          onSubmit={async (input) => {
            const exhibit = await createExhibit(input);
            navigate(paths.reuseExhibit.getHref(exhibit.id), {
              state: { flash: 'created' } satisfies DetailFlash,
            });
          }}
        />
      )}
    </QueryPage>
  );
}

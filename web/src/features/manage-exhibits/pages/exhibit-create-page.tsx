import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { createExhibit } from '../api/create-exhibit';
import { uploadItemImage } from '../api/upload-item-image';
import { ExhibitForm } from '../components/exhibit-form';
import { emptyExhibitValues } from '../components/exhibit-values';
import { QueryPage } from '../../../components/query-page';
import { LoadError } from '../components/load-error';
import { useFormLookups } from '../components/use-form-lookups';
import { showToast } from '../../../lib/toasts';
import type { PhotosNotAdded } from '../../../components/photo-editor/photos-not-added';

/**
 * `/manage/exhibit/reuse/create`: the exhibit form, the item manager and e-mail filled with the
 * signed-in user's, and each item's photos chosen before the first save. Once created, the photos
 * upload item by item in the order chosen (the form shows each one's progress), then the exhibit
 * opens on its detail page (to apply), which names any photo that could not be added.
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
          onSubmit={async (input, photos) => {
            const exhibit = await createExhibit(input);
            const photosNotAdded: string[] = [];
            // The API keeps the items in the order sent: item i of the answer is item i here.
            for (const [index, queue] of photos.entries()) {
              const itemId = exhibit.items[index]?.id;
              if (itemId === undefined) continue;
              const { failed } = await queue.uploadAll((file, onProgress) =>
                uploadItemImage(exhibit.id, itemId, file, onProgress),
              );
              photosNotAdded.push(...failed);
            }
            showToast({ error: false, text: t('exhibitForm.created') });
            navigate(paths.reuseExhibit.getHref(exhibit.id), {
              state: { photosNotAdded } satisfies PhotosNotAdded,
            });
          }}
        />
      )}
    </QueryPage>
  );
}

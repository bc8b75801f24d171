import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useCreateExhibit } from '../api/create-exhibit';
import { uploadItemImage } from '../api/upload-item-image';
import { ExhibitForm } from '../components/exhibit-form';
import { emptyExhibitValues } from '../components/exhibit-values';
import { QueryPage } from '../../../components/query-page';
import { LoadError } from '../components/load-error';
import { useFormLookups } from '../components/use-form-lookups';
import { showToast } from '../../../lib/toasts';
import type { PhotosNotAdded } from '../../../components/photo-editor/photos-not-added';
import type { PhotoQueue } from '../../../components/photo-editor/photo-queue';
import type { ManagedExhibit } from '../../../lib/exhibit-admin-types';

/**
 * Uploads each item's chosen photos to the new exhibit, item by item; answers the names of those
 * that could not be added. The API keeps the items in the order sent: item i of the answer is
 * item i of the form.
 */
async function uploadChosenPhotos(
  exhibit: ManagedExhibit,
  photos: readonly PhotoQueue[],
): Promise<string[]> {
  const photosNotAdded: string[] = [];
  for (const [index, queue] of photos.entries()) {
    const itemId = exhibit.items[index]?.id;
    if (itemId === undefined) continue;
    const { failed } = await queue.uploadAll((file, onProgress) =>
      uploadItemImage(exhibit.id, itemId, file, onProgress),
    );
    photosNotAdded.push(...failed);
  }
  return photosNotAdded;
}

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
  const creation = useCreateExhibit();
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
          save={creation.run}
          onSaved={async (exhibit, photos) => {
            const photosNotAdded = await uploadChosenPhotos(exhibit, photos);
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

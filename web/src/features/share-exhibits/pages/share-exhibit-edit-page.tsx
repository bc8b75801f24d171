import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import type { Device } from '../../../lib/share-mode/types';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQuery } from '../../../lib/use-query';
import { getAllMyDevices } from '../api/get-my-devices';
import { getMyShareExhibit } from '../api/get-my-share-exhibit';
import type { OwnedShareExhibit, ShareExhibitInput } from '../api/types';
import { updateShareExhibit } from '../api/update-share-exhibit';
import type { ShareExhibitFlash } from '../components/flash';
import { Loading } from '../../../components/load-states';
import { LoadError } from '../components/load-error';
import { ShareExhibitForm } from '../components/share-exhibit-form';
import { shareExhibitValuesOf } from '../components/share-exhibit-values';
import '../components/share-exhibits.css';

interface EditData {
  exhibit: OwnedShareExhibit;
  devices: Device[];
}

/**
 * `/manage/exhibit/share/{id}/edit`: the listing form, loaded with the listing and the identity's
 * devices, saved with PUT (terms agreed again); to the detail page once saved.
 */
export function ShareExhibitEditPage() {
  const { t } = useTranslation();
  const title = t('routes.shareExhibitEdit');
  useDocumentTitle(title);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const data = useQuery(['share-exhibit-form', id], async (signal): Promise<EditData> => {
    const [exhibit, devices] = await Promise.all([
      getMyShareExhibit(id, signal),
      getAllMyDevices(signal),
    ]);
    return { exhibit, devices };
  });
  const loaded = data.status === 'success' ? data.data : null;
  const initialValues = useMemo(
    () =>
      loaded
        ? shareExhibitValuesOf(
            loaded.exhibit,
            loaded.devices.map((device) => device.id),
          )
        : null,
    [loaded],
  );

  const save = async (input: ShareExhibitInput) => {
    await updateShareExhibit(id, input);
    navigate(paths.shareExhibit.getHref(id), {
      state: { flash: 'saved' } satisfies ShareExhibitFlash,
    });
  };

  return (
    <section className="page share-exhibits" aria-labelledby="share-exhibit-edit-heading">
      <p>
        <Link to={paths.shareExhibit.getHref(id)}>{t('shareExhibits.edit.backToDetail')}</Link>
      </p>
      <h1 id="share-exhibit-edit-heading" className="page__title">
        {title}
      </h1>
      {data.status === 'loading' && <Loading message={t('shareExhibits.edit.loading')} />}
      {data.status === 'error' && (
        <LoadError
          message={t('shareExhibits.edit.loadFailed')}
          error={data.error}
          onRetry={data.refetch}
        />
      )}
      {loaded && initialValues && (
        <ShareExhibitForm
          key={loaded.exhibit.id}
          initialValues={initialValues}
          devices={loaded.devices}
          onSubmit={save}
          submitLabel={t('shareExhibits.form.save')}
          cancelHref={paths.shareExhibit.getHref(id)}
        />
      )}
    </section>
  );
}

import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { getAreas, type Area } from '../../../lib/lookups/get-areas';
import { paths } from '../../../lib/paths';
import type { Device, DeviceImage } from '../../../lib/share-mode/types';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQuery } from '../../../lib/use-query';
import { getMyDevice } from '../api/get-my-device';
import { createDevice, updateDevice, type DeviceInput } from '../api/save-device';
import { DeviceForm } from '../components/device-form';
import { PhotoEditor } from '../../../components/photo-editor/photo-editor';
import { deleteDeviceImage } from '../api/delete-device-image';
import { DEVICE_PHOTOS_MAX, uploadDeviceImage } from '../api/upload-device-image';
import { useDevicePhotoWords } from '../components/device-photo-words';
import { deviceValuesOf, emptyDeviceValues } from '../components/device-values';
import { Loading } from '../../../components/load-states';
import { LoadError } from '../components/load-error';
import '../components/lender.css';

/** What the devices list says after a save (router state). */
export interface DevicesFlash {
  flash: 'created' | 'updated';
}

interface FormData {
  areas: Area[];
  device: Device | null;
}

/**
 * `/manage/lender/devices/create`: registers a device; with `?id={id}` the same form edits that
 * device (loaded first, then saved with PUT) and shows its photos, added and removed at once.
 * Back to the devices list after saving.
 */
export function DeviceFormPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const editing = id !== '';
  const title = editing ? t('lender.form.editTitle') : t('lender.form.createTitle');
  useDocumentTitle(title);
  const navigate = useNavigate();

  const data = useQuery(['device-form', id], async (signal): Promise<FormData> => {
    const [areas, device] = await Promise.all([
      getAreas(signal),
      id === '' ? Promise.resolve(null) : getMyDevice(id, signal),
    ]);
    return { areas: areas.areas, device };
  });
  const loaded = data.status === 'success' ? data.data.device : null;
  const initialValues = useMemo(
    () => (loaded ? deviceValuesOf(loaded) : emptyDeviceValues()),
    [loaded],
  );

  const save = async (input: DeviceInput) => {
    if (editing) await updateDevice(id, input);
    else await createDevice(input);
    navigate(paths.lenderDevices.getHref(), {
      state: { flash: editing ? 'updated' : 'created' } satisfies DevicesFlash,
    });
  };

  return (
    <section className="page lender" aria-labelledby="lender-device-form-heading">
      <h1 id="lender-device-form-heading" className="page__title">
        {title}
      </h1>
      {data.status === 'loading' && <Loading message={t('lender.form.loading')} />}
      {data.status === 'error' && (
        <LoadError
          message={t('lender.form.loadFailed')}
          error={data.error}
          onRetry={data.refetch}
        />
      )}
      {data.status === 'success' && (
        <DeviceForm
          key={id}
          initialValues={initialValues}
          areas={data.data.areas}
          onSubmit={save}
          cancelHref={paths.lenderDevices.getHref()}
        />
      )}
      {data.status === 'success' && data.data.device && (
        <DevicePhotos key={`photos-${id}`} device={data.data.device} />
      )}
    </section>
  );
}

/**
 * The photos of the device being edited: uploads and removals take effect at once, apart from
 * saving the form.
 */
function DevicePhotos({ device }: { device: Device }) {
  const [photos, setPhotos] = useState<DeviceImage[]>([...device.images]);
  return (
    <PhotoEditor
      photos={photos}
      max={DEVICE_PHOTOS_MAX}
      upload={(file) => uploadDeviceImage(device.id, file)}
      remove={(image) => deleteDeviceImage(device.id, image.id)}
      onChange={setPhotos}
      words={useDevicePhotoWords(device.name)}
      headingLevel={2}
    />
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { getAreas, type Area } from '../../../lib/lookups/get-areas';
import { paths } from '../../../lib/paths';
import type { Device, DeviceImage } from '../../../lib/share-mode/types';
import { useQuery } from '../../../lib/use-query';
import { getMyDevice } from '../api/get-my-device';
import { useSaveDevice, type DeviceInput } from '../api/save-device';
import { DeviceForm } from '../components/device-form';
import { PhotoEditor } from '../../../components/photo-editor/photo-editor';
import { PhotosNotAddedNotice } from '../../../components/photo-editor/photos-not-added-notice';
import { usePhotoQueue } from '../../../components/photo-editor/photo-queue';
import {
  photosNotAddedOf,
  type PhotosNotAdded,
} from '../../../components/photo-editor/photos-not-added';
import { deleteDeviceImage } from '../api/delete-device-image';
import { DEVICE_PHOTOS_MAX, uploadDeviceImage } from '../api/upload-device-image';
import { useDevicePhotoWords } from '../components/device-photo-words';
import { deviceValuesOf, emptyDeviceValues, type DeviceValues } from '../components/device-values';
import { QueryPage } from '../../../components/query-page';
import { LoadError } from '../components/load-error';
import { editHref } from '../components/links';
import { showToast } from '../../../lib/toasts';
import '../components/lender.css';

interface FormData {
  areas: Area[];
  device: Device | null;
  /** The form's values: the device's, or empty ones (made once per load, as formik wants). */
  values: DeviceValues;
}

/**
 * `/manage/lender/devices/create`: registers a device with the photos chosen before saving
 * (uploaded in the order chosen once the device has its id); with `?id={id}` the same form edits
 * that device (loaded first, then saved with PUT) and shows its photos, added and removed at once.
 * Back to the devices list after saving, or, when a photo of a new device could not be added, to
 * its edit page naming the photo, to add it again there. Editing, it links to the device's
 * qualified users and to its outages and problems.
 */
export function DeviceFormPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const editing = id !== '';
  const navigate = useNavigate();
  const photosNotAdded = photosNotAddedOf(useLocation().state);
  const newPhotos = usePhotoQueue();

  const data = useQuery(
    ['device-form', id],
    async (signal): Promise<FormData> => {
      const [areas, device] = await Promise.all([
        getAreas(signal),
        id === '' ? Promise.resolve(null) : getMyDevice(id, signal),
      ]);
      return {
        areas: areas.areas,
        device,
        values: device ? deviceValuesOf(device) : emptyDeviceValues(),
      };
    },
    { formLoad: true },
  );

  const saving = useSaveDevice(id);
  // `run` settles after its reaction: the form stays busy while a new device's photos upload.
  const save = (input: DeviceInput, onRefused: (error: unknown) => void) =>
    saving.run(input, { onSuccess: editing ? updated : created, onError: onRefused });

  function updated() {
    showToast({ error: false, text: t('lender.devices.updated') });
    navigate(paths.lenderDevices.getHref());
  }

  /** Uploads the photos chosen, then opens the list, or the edit page naming those not added. */
  async function created(device: Device) {
    const { failed } = await newPhotos.uploadAll((file, onProgress) =>
      uploadDeviceImage(device.id, file, onProgress),
    );
    showToast({ error: false, text: t('lender.devices.created') });
    if (failed.length > 0) {
      navigate(editHref(device.id), {
        state: { photosNotAdded: failed } satisfies PhotosNotAdded,
      });
      return;
    }
    navigate(paths.lenderDevices.getHref());
  }

  return (
    <QueryPage
      className="page lender"
      title={editing ? t('lender.form.editTitle') : t('lender.form.createTitle')}
      query={data}
      loading={t('lender.form.loading')}
      LoadError={LoadError}
      loadFailed={t('lender.form.loadFailed')}
      note={
        editing && (
          <ul className="lender__links">
            <li>
              <Link to={paths.lenderDeviceQualifications.getHref(id)}>
                {t('lender.form.qualificationsLink')}
              </Link>
            </li>
            <li>
              <Link to={paths.lenderDeviceFacility.getHref(id)}>
                {t('lender.facility.formLink')}
              </Link>
            </li>
          </ul>
        )
      }
    >
      {({ areas, device, values }) => (
        <>
          <DeviceForm
            key={id}
            initialValues={values}
            areas={areas}
            onSubmit={save}
            cancelHref={paths.lenderDevices.getHref()}
            photos={device ? undefined : newPhotos}
          />
          <PhotosNotAddedNotice names={photosNotAdded} />
          {device && <DevicePhotos key={`photos-${id}`} device={device} />}
        </>
      )}
    </QueryPage>
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
      upload={(file, onProgress) => uploadDeviceImage(device.id, file, onProgress)}
      remove={(image) => deleteDeviceImage(device.id, image.id)}
      onChange={setPhotos}
      words={useDevicePhotoWords(device.name)}
      headingLevel={2}
    />
  );
}

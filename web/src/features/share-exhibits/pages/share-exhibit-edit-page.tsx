import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import type { Device } from '../../../lib/share-mode/types';
import { useQuery } from '../../../lib/use-query';
import { getAllMyDevices } from '../api/get-my-devices';
import { getMyShareExhibit } from '../api/get-my-share-exhibit';
import type { OwnedShareExhibit } from '../api/types';
import { useUpdateShareExhibit } from '../api/update-share-exhibit';
import { showToast } from '../../../lib/toasts';
import { ModerationHold } from '../../../components/moderation-hold';
import { QueryPage } from '../../../components/query-page';
import { LoadError } from '../components/load-error';
import { ShareExhibitForm } from '../components/share-exhibit-form';
import { shareExhibitValuesOf, type ShareExhibitValues } from '../components/share-exhibit-values';
import '../components/share-exhibits.css';

interface EditData {
  exhibit: OwnedShareExhibit;
  devices: Device[];
  /** The form's values (made once per load, as formik wants). */
  values: ShareExhibitValues;
}

/**
 * `/manage/exhibit/share/{id}/edit`: the listing form, loaded with the listing and the identity's
 * devices, saved with PUT (terms agreed again); to the detail page once saved.
 */
export function ShareExhibitEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const data = useQuery(
    ['share-exhibit-form', id],
    async (signal): Promise<EditData> => {
      const [exhibit, devices] = await Promise.all([
        getMyShareExhibit(id, signal),
        getAllMyDevices(signal),
      ]);
      return {
        exhibit,
        devices,
        values: shareExhibitValuesOf(
          exhibit,
          devices.map((device) => device.id),
        ),
      };
    },
    { formLoad: true },
  );

  const update = useUpdateShareExhibit(id);

  const saved = () => {
    showToast({ error: false, text: t('shareExhibits.detail.saved') });
    navigate(paths.shareExhibit.getHref(id));
  };

  return (
    <QueryPage
      className="page share-exhibits"
      title={t('routes.shareExhibitEdit')}
      back={{ to: paths.shareExhibit.getHref(id), label: t('shareExhibits.edit.backToDetail') }}
      query={data}
      loading={t('shareExhibits.edit.loading')}
      LoadError={LoadError}
      loadFailed={t('shareExhibits.edit.loadFailed')}
    >
      {({ exhibit, devices, values }) => (
        <>
          <ModerationHold hold={exhibit.moderation} />
          <ShareExhibitForm
            key={exhibit.id}
            initialValues={values}
            devices={devices}
            save={update}
            onSaved={saved}
            submitLabel={t('shareExhibits.form.save')}
            cancelHref={paths.shareExhibit.getHref(id)}
            publishLocked={Boolean(exhibit.moderation) && !exhibit.published}
          />
        </>
      )}
    </QueryPage>
  );
}

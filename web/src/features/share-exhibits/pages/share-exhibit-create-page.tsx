import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useQuery } from '../../../lib/use-query';
import { useCreateShareExhibit } from '../api/create-share-exhibit';
import { getAllMyDevices } from '../api/get-my-devices';
import type { OwnedShareExhibit } from '../api/types';
import { showToast } from '../../../lib/toasts';
import { QueryPage } from '../../../components/query-page';
import { LoadError } from '../components/load-error';
import { ShareExhibitForm } from '../components/share-exhibit-form';
import { emptyShareExhibitValues } from '../components/share-exhibit-values';
import '../components/share-exhibits.css';

const INITIAL_VALUES = emptyShareExhibitValues();

/**
 * `/manage/exhibit/share/create`: a new share listing of the acting identity's devices; to its
 * detail page once created.
 */
export function ShareExhibitCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const devices = useQuery(['/home/devices', 'all'], getAllMyDevices);
  const creation = useCreateShareExhibit();

  const created = (exhibit: OwnedShareExhibit) => {
    showToast({ error: false, text: t('shareExhibits.detail.created') });
    navigate(paths.shareExhibit.getHref(exhibit.id));
  };

  return (
    <QueryPage
      className="page share-exhibits"
      title={t('routes.shareExhibitCreate')}
      query={devices}
      loading={t('shareExhibits.form.loading')}
      LoadError={LoadError}
      loadFailed={t('shareExhibits.form.devicesFailed')}
    >
      {(list) => (
        <ShareExhibitForm
          initialValues={INITIAL_VALUES}
          devices={list}
          save={creation}
          onSaved={created}
          submitLabel={t('shareExhibits.form.create')}
          cancelHref={paths.shareExhibits.getHref()}
        />
      )}
    </QueryPage>
  );
}

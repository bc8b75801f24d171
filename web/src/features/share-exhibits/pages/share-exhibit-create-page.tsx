import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQuery } from '../../../lib/use-query';
import { createShareExhibit } from '../api/create-share-exhibit';
import { getAllMyDevices } from '../api/get-my-devices';
import type { ShareExhibitInput } from '../api/types';
import type { ShareExhibitFlash } from '../components/flash';
import { Loading } from '../../../components/load-states';
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
  const title = t('routes.shareExhibitCreate');
  useDocumentTitle(title);
  const navigate = useNavigate();
  const devices = useQuery(['/home/devices', 'all'], getAllMyDevices);

  const save = async (input: ShareExhibitInput) => {
    const exhibit = await createShareExhibit(input);
    navigate(paths.shareExhibit.getHref(exhibit.id), {
      state: { flash: 'created' } satisfies ShareExhibitFlash,
    });
  };

  return (
    <section className="page share-exhibits" aria-labelledby="share-exhibit-create-heading">
      <h1 id="share-exhibit-create-heading" className="page__title">
        {title}
      </h1>
      {devices.status === 'loading' && <Loading message={t('shareExhibits.form.loading')} />}
      {devices.status === 'error' && (
        <LoadError
          message={t('shareExhibits.form.devicesFailed')}
          error={devices.error}
          onRetry={devices.refetch}
        />
      )}
      {devices.status === 'success' && (
        <ShareExhibitForm
          initialValues={INITIAL_VALUES}
          devices={devices.data}
          onSubmit={save}
          submitLabel={t('shareExhibits.form.create')}
          cancelHref={paths.shareExhibits.getHref()}
        />
      )}
    </section>
  );
}

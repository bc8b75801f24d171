import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Loading } from '../../../components/load-states';
import { QueryPage } from '../../../components/query-page';
import { paths } from '../../../lib/paths';
import { showToast } from '../../../lib/toasts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCreateWanted } from '../api/create-wanted';
import { useWanted } from '../api/get-wanted';
import { useUpdateWanted } from '../api/update-wanted';
import { LoadError } from '../components/load-error';
import { useWantedLookups } from '../components/use-wanted-lookups';
import { WantedForm } from '../components/wanted-form';
import { wantedState } from '../components/wanted-state';
import { emptyWantedValues, wantedValuesOf } from '../components/wanted-values';
import '../components/wanted.css';

/**
 * `/manage/wanted/create`: the wanted form, standing for 30 days unless changed; once posted, the
 * post's page.
 */
export function WantedCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lookups = useWantedLookups();
  const creation = useCreateWanted();
  // The default date is taken once, when the form opens.
  const initialValues = useMemo(() => emptyWantedValues(), []);

  return (
    <QueryPage
      className="page wanted"
      title={t('routes.wantedCreate')}
      query={lookups}
      loading={t('wanted.form.loading')}
      LoadError={LoadError}
      loadFailed={t('wanted.form.loadFailed')}
    >
      {(data) => (
        <WantedForm
          mode="create"
          initialValues={initialValues}
          lookups={data}
          onCancelHref={paths.myWanted.getHref()}
          save={creation.run}
          onSaved={async (post) => {
            showToast({ error: false, text: t('wanted.form.created') });
            await navigate(paths.wantedPost.getHref(post.id));
          }}
        />
      )}
    </QueryPage>
  );
}

/**
 * `/manage/wanted/{id}/edit`: the wanted form filled with the poster's open post; a closed or
 * expired post, or another's, cannot be edited.
 */
export function WantedEditPage() {
  const { t } = useTranslation();
  const title = t('routes.wantedEdit');
  useDocumentTitle(title);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const lookups = useWantedLookups();
  const post = useWanted(id);
  const update = useUpdateWanted(id);
  const initialValues = useMemo(
    () => (post.status === 'success' ? wantedValuesOf(post.data) : null),
    [post],
  );
  const postHref = paths.wantedPost.getHref(id);

  let content;
  if (post.status === 'loading' || lookups.status === 'loading') {
    content = <Loading message={t('wanted.form.loading')} />;
  } else if (post.status === 'error') {
    content = (
      <LoadError message={t('wanted.post.loadFailed')} error={post.error} onRetry={post.refetch} />
    );
  } else if (lookups.status === 'error') {
    content = (
      <LoadError
        message={t('wanted.form.loadFailed')}
        error={lookups.error}
        onRetry={lookups.refetch}
      />
    );
  } else if (!post.data.isOwn || wantedState(post.data) !== 'open' || initialValues === null) {
    content = (
      <div className="state state--error" role="alert">
        <p>{t(post.data.isOwn ? 'wanted.form.notEditable' : 'wanted.form.notYours')}</p>
        <Link to={postHref}>{t('wanted.form.backToPost')}</Link>
      </div>
    );
  } else {
    content = (
      <WantedForm
        mode="edit"
        initialValues={initialValues}
        lookups={lookups.data}
        onCancelHref={postHref}
        save={update.run}
        onSaved={async () => {
          showToast({ error: false, text: t('wanted.form.saved') });
          await navigate(postHref);
        }}
      />
    );
  }

  return (
    <section className="page wanted" aria-labelledby="wanted-edit-heading">
      <h1 id="wanted-edit-heading" className="page__title">
        {title}
      </h1>
      {content}
    </section>
  );
}

import type { WantedPost } from '@campus/model/wanted-types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useConfirmedAction } from '../../../components/confirmed-action';
import { ConfirmedActionDialog } from '../../../components/confirmed-action-dialog';
import { RetryError } from '../../../components/load-states';
import { hasErrorStatus } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toasts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCloseWanted } from '../api/close-wanted';
import { wantedErrorKey } from '../api/errors';
import { useWanted } from '../api/get-wanted';
import { OfferDialog } from '../components/offer-dialog';
import { OffersSection } from '../components/offers-section';
import { useWantedNames } from '../components/use-wanted-names';
import { WantedFacts } from '../components/wanted-facts';
import { wantedState } from '../components/wanted-state';
import { WantedStatus } from '../components/wanted-status';
import '../components/wanted.css';

const HEADING_ID = 'wanted-post-heading';

/** What the route error boundary shows as the 404 page (react-router's error response shape). */
function notFound() {
  return { status: 404, statusText: 'Not Found', internal: false, data: null };
}

/**
 * `/wanted/{id}` (public): a wanted post, its poster (linked to their account card) and its state.
 * Another signed-in member may offer one of their published exhibits; the poster may edit or close
 * it and sees the offers.
 */
export function WantedPostPage() {
  const { id = '' } = useParams();
  // A new id starts afresh (the dialog, the offers).
  return <WantedPostView key={id} id={id} />;
}

function WantedPostView({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useWanted(id);
  useDocumentTitle(query.status === 'success' ? query.data.title : t('routes.wantedPost'));

  if (query.status === 'success') return <WantedPostContent post={query.data} />;
  if (query.status === 'error' && hasErrorStatus(query.error, 404)) {
    throw notFound();
  }
  return (
    <section className="page wanted" aria-labelledby={HEADING_ID}>
      <h1 id={HEADING_ID} className="page__title">
        {t('routes.wantedPost')}
      </h1>
      {query.status === 'loading' ? (
        <p role="status" className="state state--loading">
          {t('wanted.post.loading')}
        </p>
      ) : (
        <RetryError
          message={t('wanted.post.loadFailed')}
          error={query.error}
          onRetry={query.refetch}
          retry={t('wanted.retry')}
        />
      )}
    </section>
  );
}

function WantedPostContent({ post }: { post: WantedPost }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const names = useWantedNames();
  const state = wantedState(post);
  const signedIn = user !== null;

  return (
    <article className="page wanted" aria-labelledby={HEADING_ID}>
      <p>
        <Link to={paths.wanted.getHref()}>{t('wanted.post.backToList')}</Link>
      </p>
      <div className="list-page__title-bar">
        <h1 id={HEADING_ID} className="page__title wanted__title" translate="no">
          {post.title}
        </h1>
        <WantedStatus post={post} />
      </div>
      {state !== 'open' && (
        <p className="wanted__note" role="note">
          {t(state === 'closed' ? 'wanted.post.closedNote' : 'wanted.post.expiredNote')}
        </p>
      )}
      <div className="wanted__top">
        <section className="wanted__section" aria-labelledby="wanted-description-heading">
          <h2 id="wanted-description-heading" className="wanted__heading">
            {t('wanted.post.description')}
          </h2>
          {post.description === '' ? (
            <p className="state">{t('wanted.post.noDescription')}</p>
          ) : (
            <p className="wanted__description" translate="no">
              {post.description}
            </p>
          )}
        </section>
        <div className="wanted__side">
          <WantedFacts post={post} names={names} signedIn={signedIn} className="wanted-facts" />
          <PostActions post={post} open={state === 'open'} />
        </div>
      </div>
      {post.isOwn && <OffersSection wantedId={post.id} />}
    </article>
  );
}

/**
 * What the viewer can do: a visitor is led to log in; another member offers an exhibit; the
 * poster edits or closes an open post.
 */
function PostActions({ post, open }: { post: WantedPost; open: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user, group, profile } = useSession();
  const closing = useCloseWanted(post.id);
  const [offering, setOffering] = useState(false);

  const close = useConfirmedAction(() =>
    closing.run(undefined, {
      onSuccess: () => showToast({ error: false, text: t('wanted.post.closeDone') }),
      onError: (error) => showToast({ error: true, text: t(wantedErrorKey(error)) }),
    }),
  );

  if (post.isOwn) {
    return (
      <div className="wanted__actions">
        <p className="wanted__own">{t('wanted.post.ownNote')}</p>
        {post.status === 'open' && (
          <div className="list-page__actions">
            {open && (
              <Link to={paths.wantedEdit.getHref(post.id)} className="button button--secondary">
                {t('wanted.post.edit')}
              </Link>
            )}
            <button type="button" className="button button--danger" onClick={() => close.ask()}>
              {t('wanted.post.close')}
            </button>
          </div>
        )}
        <ConfirmedActionDialog
          action={close}
          title={t('wanted.post.closeTitle')}
          confirmLabel={t('wanted.post.close')}
        >
          {t('wanted.post.closeText')}
        </ConfirmedActionDialog>
      </div>
    );
  }
  if (!open) return null;
  if (user === null) {
    return (
      <div className="wanted__actions">
        <Link className="button" to={paths.login.getHref(pathname)}>
          {t('wanted.post.loginToOffer')}
        </Link>
      </div>
    );
  }
  const accountId = group ?? profile?.accountId ?? user.uid;
  return (
    <div className="wanted__actions">
      <button type="button" className="button" onClick={() => setOffering(true)}>
        {t('wanted.offer.button')}
      </button>
      {offering && (
        <OfferDialog wantedId={post.id} accountId={accountId} onClose={() => setOffering(false)} />
      )}
    </div>
  );
}

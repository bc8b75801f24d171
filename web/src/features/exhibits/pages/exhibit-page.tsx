import { QueryStatus } from '../../../components/load-states';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { useExhibitLabels } from '../../../components/exhibit/labels';
import { FactList } from '../../../components/fact-list';
import { hasErrorStatus } from '../../../lib/api-client';
import type { ExhibitDetail } from '../../../lib/exhibit-types';
import { useAreas } from '../../../lib/lookups/get-areas';
import { useCategories } from '../../../lib/lookups/get-categories';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { formatDateTime } from '../../../lib/time';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { isShareListing, useExhibit } from '../api/get-exhibit';
import { CommentsSection } from '../components/comments-section';
import { ContactButton } from '../components/contact-button';
import { LotteryStatus } from '../components/lottery';
import { ExhibitItems } from '../components/exhibit-items';
import { FavoriteButton } from '../components/favorite-button';
import { ImageGallery } from '../components/image-gallery';
import { OwnerCard } from '../components/owner-card';
import { PlaceText } from '../../../components/place-text';
import { ReportButton } from '../../../components/report/report-button';
import { SharingExhibit } from '../components/sharing-exhibit';
import { usePageMode } from '../../../lib/mode';
import './exhibit-page.css';

/**
 * What the route error boundary shows as the 404 page (the shape of react-router's error
 * responses, see `isRouteErrorResponse`): thrown when the API says the exhibit does not exist.
 */
function notFound() {
  return { status: 404, statusText: 'Not Found', internal: false, data: null };
}

/**
 * `/exhibits/{id}`: an exhibit's detail (a reuse exhibit, or a share listing in the share theme);
 * `/exhibits` alone goes to the search on the home page.
 */
export function ExhibitPage() {
  const { id } = useParams();
  if (id === undefined) return <Navigate to={paths.home.getHref()} replace />;
  // A new id starts afresh (favorite state, comment page).
  return <ExhibitView key={id} id={id} />;
}

function ExhibitView({ id }: { id: string }) {
  const { t } = useTranslation();
  const exhibit = useExhibit(id);
  useDocumentTitle(exhibit.status === 'success' ? exhibit.data.title : t('routes.exhibit'));

  if (exhibit.status === 'error' && hasErrorStatus(exhibit.error, 404)) throw notFound();
  if (exhibit.status !== 'success') {
    return (
      <section className="page" aria-labelledby="exhibit-title">
        <h1 id="exhibit-title" className="page__title">
          {t('routes.exhibit')}
        </h1>
        <QueryStatus
          query={exhibit}
          loading={t('exhibit.loading')}
          failed={t('exhibit.error')}
          retry={t('exhibit.retry')}
        />
      </section>
    );
  }
  if (isShareListing(exhibit.data)) return <SharingExhibit listing={exhibit.data} />;
  return <ExhibitContent exhibit={exhibit.data} />;
}

function ExhibitContent({ exhibit }: { exhibit: ExhibitDetail }) {
  const { t } = useTranslation();
  // A reuse exhibit is reuse mode even when reached from a share page.
  usePageMode('reuse');
  const labels = useExhibitLabels();
  const { user } = useSession();
  const signedIn = user !== null;
  const areas = useAreas();
  const categories = useCategories();
  const [commentDelta, setCommentDelta] = useState(0);
  const images = exhibit.items.flatMap((item) => item.images);
  const isOwner = signedIn && exhibit.isOwner === true;

  return (
    <article className="page exhibit" aria-labelledby="exhibit-title">
      <h1 id="exhibit-title" className="page__title exhibit__title" translate="no">
        {exhibit.title}
      </h1>
      <div className="exhibit__top">
        <ImageGallery images={images} title={exhibit.title} />
        <div className="exhibit__side">
          <div className="exhibit-panel exhibit__actions">
            <FavoriteButton
              exhibitId={exhibit.id}
              isFavorite={exhibit.isFavorite === true}
              count={exhibit.favoriteCount}
              signedIn={signedIn}
            />
            {exhibit.allocation && (
              <LotteryStatus
                allocation={exhibit.allocation}
                firstComeStock={exhibit.firstComeStock}
              />
            )}
            <ContactButton
              exhibitId={exhibit.id}
              items={exhibit.items}
              signedIn={signedIn}
              isOwner={isOwner}
              allocation={exhibit.allocation}
              firstComeStock={exhibit.firstComeStock}
            />
          </div>
          <FactList
            className="exhibit-panel exhibit-facts exhibit-facts--stacked"
            facts={[
              {
                term: t('exhibit.facts.state'),
                value: labels.displayState(exhibit.displayState),
              },
              {
                term: t('exhibit.facts.place'),
                value: <PlaceText place={exhibit.place} areas={areas} />,
              },
              {
                term: t('exhibit.facts.pickup'),
                value: t('exhibit.facts.period', {
                  from: formatDateTime(exhibit.pickupFrom),
                  until: formatDateTime(exhibit.pickupUntil),
                }),
              },
              {
                term: t('exhibitCard.expiresAt'),
                value: (
                  <time dateTime={exhibit.expiresAt}>{formatDateTime(exhibit.expiresAt)}</time>
                ),
              },
              {
                term: t('loans.choice'),
                value:
                  exhibit.loan && exhibit.loanDays !== null
                    ? t('loans.label', { count: exhibit.loanDays })
                    : t('loans.given'),
              },
              {
                term: t('exhibit.facts.stock'),
                value: t('exhibitCard.stockCount', { count: exhibit.stockTotal }),
              },
              {
                term: t('exhibit.facts.comments'),
                value: Math.max(0, exhibit.commentCount + commentDelta),
              },
              { term: t('exhibit.facts.contacts'), value: exhibit.contactCount },
            ]}
          />
          <OwnerCard owner={exhibit.owner} signedIn={signedIn} />
          {!isOwner && (
            <p className="exhibit__report">
              <ReportButton target={{ kind: 'exhibit', exhibitId: exhibit.id }} />
            </p>
          )}
        </div>
      </div>
      {exhibit.description && (
        <section className="exhibit-section" aria-labelledby="exhibit-description-heading">
          <h2 id="exhibit-description-heading" className="exhibit-section__heading">
            {t('exhibit.description')}
          </h2>
          <p className="exhibit__description" translate="no">
            {exhibit.description}
          </p>
        </section>
      )}
      <section className="exhibit-section" aria-labelledby="exhibit-items-heading">
        <h2 id="exhibit-items-heading" className="exhibit-section__heading">
          {t('exhibit.items.heading')}
        </h2>
        <ExhibitItems items={exhibit.items} categories={categories} />
      </section>
      <CommentsSection
        exhibitId={exhibit.id}
        signedIn={signedIn}
        onCountChange={(delta) => setCommentDelta((current) => current + delta)}
      />
    </article>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { formatDateTime } from '../../../lib/time';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMyShareExhibit } from '../api/get-my-share-exhibit';
import type { OwnedShareExhibit } from '../api/types';
import { showToast } from '../../../lib/toasts';
import { FactList } from '../../../components/fact-list';
import { ModerationHold } from '../../../components/moderation-hold';
import { QueryView } from '../../../components/query-view';
import { LoadError } from '../components/load-error';
import { PublishedState } from '../components/published-state';
import { PublishToggle } from '../components/publish-toggle';
import { DetailSection } from '../../../components/exhibit/detail-section';
import '../components/share-exhibits.css';

const HEADING_ID = 'share-exhibit-detail-heading';

/**
 * `/manage/exhibit/share/{id}`: the owner's listing: published or not (with the toggle and, when
 * published, the public page; while the moderators hold it, their reason and no way to publish),
 * its description and dates, and its devices with their booking pages.
 */
export function ShareExhibitDetailPage() {
  const { t } = useTranslation();
  const title = t('routes.shareExhibit');
  useDocumentTitle(title);
  const { id = '' } = useParams();
  const query = useMyShareExhibit(id);

  return (
    <section className="page share-exhibits" aria-labelledby={HEADING_ID}>
      <p>
        <Link to={paths.shareExhibits.getHref()}>{t('shareExhibits.detail.backToList')}</Link>
      </p>
      {query.status !== 'success' && (
        <h1 id={HEADING_ID} className="page__title">
          {title}
        </h1>
      )}
      <QueryView
        query={query}
        loading={t('shareExhibits.detail.loading')}
        LoadError={LoadError}
        loadFailed={t('shareExhibits.detail.loadFailed')}
      >
        {(exhibit) => <Detail key={exhibit.id} initial={exhibit} />}
      </QueryView>
    </section>
  );
}

function Detail({ initial }: { initial: OwnedShareExhibit }) {
  const { t } = useTranslation();
  const [exhibit, setExhibit] = useState(initial);
  const missing = exhibit.deviceIds.length - exhibit.devices.length;

  return (
    <>
      <div className="list-page__title-bar">
        <h1 id={HEADING_ID} className="page__title" translate="no">
          {exhibit.title}
        </h1>
        <div className="list-page__actions">
          {exhibit.published && (
            <Link to={paths.exhibit.getHref(exhibit.id)} className="button button--secondary">
              {t('shareExhibits.detail.publicPage')}
            </Link>
          )}
          <Link
            to={paths.shareExhibitEdit.getHref(exhibit.id)}
            className="button button--secondary"
          >
            {t('shareExhibits.detail.edit')}
          </Link>
          {/* Held by the moderators: not published again from here (409 `moderation_hold`). */}
          {!(exhibit.moderation && !exhibit.published) && (
            <PublishToggle
              exhibit={exhibit}
              onChanged={(saved) => {
                setExhibit(saved);
                showToast({
                  error: false,
                  text: t(
                    saved.published
                      ? 'shareExhibits.detail.publishedNote'
                      : 'shareExhibits.detail.unpublishedNote',
                  ),
                });
              }}
            />
          )}
        </div>
      </div>
      <ModerationHold hold={exhibit.moderation} />
      <FactList
        className="list-page__details"
        facts={[
          {
            term: t('shareExhibits.detail.state'),
            value: <PublishedState published={exhibit.published} />,
          },
          {
            term: t('shareExhibits.detail.description'),
            value: exhibit.description || t('shareExhibits.detail.none'),
            translate: 'no',
          },
          {
            term: t('shareExhibits.detail.publishedAt'),
            value: exhibit.publishedAt
              ? formatDateTime(exhibit.publishedAt)
              : t('shareExhibits.detail.notYet'),
          },
          {
            term: t('shareExhibits.detail.termsAgreedAt'),
            value: formatDateTime(exhibit.termsAgreedAt),
          },
          { term: t('shareExhibits.detail.createdAt'), value: formatDateTime(exhibit.createdAt) },
          { term: t('shareExhibits.detail.updatedAt'), value: formatDateTime(exhibit.updatedAt) },
        ]}
      />
      <DetailSection
        headingId="share-exhibit-devices-heading"
        heading={t('shareExhibits.detail.devices')}
      >
        <p className="list-page__total">{t('shareExhibits.detail.devicesHint')}</p>
        <ul className="share-exhibits__devices">
          {exhibit.devices.map((device) => (
            <li key={device.id}>
              <Link to={paths.shareDevice.getHref(device.id)} translate="no">
                {device.name}
              </Link>
              {!device.active && ` ${t('shareExhibits.suspended')}`}
            </li>
          ))}
        </ul>
        {missing > 0 && (
          <p className="list-page__total">
            {t('shareExhibits.detail.missingDevices', { count: missing })}
          </p>
        )}
      </DetailSection>
    </>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceText } from '../../../components/place-text';
import { lookupWords, type LookupName } from '../../../lib/lookups/place-names';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ExhibitStateBadges } from '../../../components/approval/approval-badges';
import { ApprovalHistory } from '../../../components/approval/approval-history';
import { exhibitDateFacts } from '../../../components/approval/exhibit-dates';
import { FactList } from '../../../components/fact-list';
import { ModerationHold } from '../../../components/moderation-hold';
import { ManagedItemDetails } from '../../../components/approval/managed-item';
import {
  EXHIBIT_LIMITS,
  type ManagedExhibit,
  type ManagedItem,
} from '../../../lib/exhibit-admin-types';
import { localize, useLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { formatDateTime } from '../../../lib/time';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useApprovals } from '../api/get-approvals';
import { useMyExhibit } from '../api/get-my-exhibit';
import { ExhibitActions } from '../components/exhibit-actions';
import { InventoryPanel } from '../components/inventory-panel';
import { PhotoEditor } from '../../../components/photo-editor/photo-editor';
import { PhotosNotAddedNotice } from '../../../components/photo-editor/photos-not-added-notice';
import { photosNotAddedOf } from '../../../components/photo-editor/photos-not-added';
import { deleteItemImage } from '../api/delete-item-image';
import { uploadItemImage } from '../api/upload-item-image';
import { useItemPhotoWords } from '../components/item-photo-words';
import { QueryView } from '../../../components/query-view';
import { LoadError } from '../components/load-error';
import { useFormLookups } from '../components/use-form-lookups';
import { LotteryPanel } from '../components/lottery-panel';
import { WaitingWanted } from '../components/waiting-wanted';
import { DetailSection } from '../../../components/exhibit/detail-section';
import '../components/manage-exhibits.css';

/**
 * `/manage/exhibit/reuse/{id}`: the owner's exhibit: its state and actions (apply, publish, make
 * private, withdraw), the last decision (with the officer's comment when returned), the lottery of
 * an exhibit in application mode (applications, a pick by hand, the draw's record), the wanted posts
 * it matches, the items with photos and stock adjustment, and the approval history.
 */
export function ExhibitDetailPage() {
  const { t } = useTranslation();
  const title = t('routes.reuseExhibit');
  useDocumentTitle(title);
  const { id = '' } = useParams();
  const query = useMyExhibit(id);

  return (
    <section className="page manage-exhibits" aria-labelledby="exhibit-detail-heading">
      <p>
        <Link to={paths.reuseExhibits.getHref()}>{t('manageExhibits.detail.backToList')}</Link>
      </p>
      {/* Once loaded, the exhibit's own title is the heading. */}
      {query.status !== 'success' && (
        <h1 id="exhibit-detail-heading" className="page__title" translate="no">
          {title}
        </h1>
      )}
      <QueryView
        query={query}
        loading={t('manageExhibits.detail.loading')}
        LoadError={LoadError}
        loadFailed={t('manageExhibits.detail.loadFailed')}
      >
        {(exhibit) => <ExhibitDetail key={exhibit.id} initial={exhibit} />}
      </QueryView>
    </section>
  );
}

function ExhibitDetail({ initial }: { initial: ManagedExhibit }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const photoWords = useItemPhotoWords();
  const location = useLocation();
  // The photos the create page could not add (its toast said 'created'); gone once the exhibit changes.
  const [dismissed, setDismissed] = useState<unknown>(null);
  const photosNotAdded = dismissed === location.state ? [] : photosNotAddedOf(location.state);
  const [exhibit, setExhibit] = useState(initial);
  const lookups = useFormLookups();
  const cancelled = exhibit.cancelledAt !== null;

  const names = lookups.status === 'success' ? lookups.data : null;
  const found = names?.secretariats.find((s) => s.id === exhibit.secretariatId);
  const secretariat: LookupName =
    lookups.status === 'loading' ? undefined : found ? localize(found.name, language) : null;

  const replaceItem = (item: ManagedItem) =>
    setExhibit((current) => ({
      ...current,
      items: current.items.map((i) => (i.id === item.id ? { ...i, ...item } : i)),
    }));

  const rejected =
    exhibit.lastDecision?.result === 'rejected' &&
    ['junk_rejected', 'funds_rejected'].includes(exhibit.approvalStatus);

  return (
    <>
      <div className="list-page__title-bar">
        <h1 id="exhibit-detail-heading" className="page__title" translate="no">
          {exhibit.title}
        </h1>
        <div className="list-page__actions">
          {exhibit.published && !cancelled && (
            <Link to={paths.exhibit.getHref(exhibit.id)} className="button button--secondary">
              {t('manageExhibits.detail.publicPage')}
            </Link>
          )}
          {!cancelled && (
            <Link
              to={paths.reuseExhibitEdit.getHref(exhibit.id)}
              className="button button--secondary"
            >
              {t('manageExhibits.detail.edit')}
            </Link>
          )}
        </div>
      </div>
      <PhotosNotAddedNotice names={photosNotAdded} />
      <DetailSection
        headingId="exhibit-approval-heading"
        heading={t('manageExhibits.detail.approval')}
      >
        <FactList
          className="list-page__details"
          facts={[
            {
              term: t('manageExhibits.detail.status'),
              value: (
                <ExhibitStateBadges
                  approvalStatus={exhibit.approvalStatus}
                  published={exhibit.published}
                  displayState={exhibit.displayState}
                  cancelled={cancelled}
                />
              ),
            },
            exhibit.lastDecision && {
              term: t('manageExhibits.detail.lastDecision'),
              value: t('manageExhibits.detail.decisionAt', {
                result: t(`manageExhibits.history.actions.${exhibit.lastDecision.result}`),
                at: formatDateTime(exhibit.lastDecision.at),
              }),
            },
          ]}
        />
        <ModerationHold hold={exhibit.moderation} />
        {rejected && exhibit.lastDecision?.comment && (
          <div className="manage-exhibits__notice manage-exhibits__notice--error" role="note">
            <strong>{t('manageExhibits.detail.rejectedComment')}</strong>
            <p className="approval-table__comment">{exhibit.lastDecision.comment}</p>
          </div>
        )}
        {exhibit.activeContactCount > 0 && (
          <p className="manage-exhibits__notice manage-exhibits__notice--warning">
            {t('manageExhibits.detail.activeContacts', { count: exhibit.activeContactCount })}
          </p>
        )}
        <ExhibitActions
          exhibit={exhibit}
          onChanged={(changed) => {
            setDismissed(location.state);
            setExhibit((current) => ({ ...current, ...changed }));
          }}
        />
      </DetailSection>
      {exhibit.allocation && (
        <LotteryPanel
          exhibitId={exhibit.id}
          allocation={exhibit.allocation}
          onDrawn={(drawnAt) =>
            setExhibit((current) => ({
              ...current,
              allocation: current.allocation && { ...current.allocation, drawnAt },
            }))
          }
        />
      )}
      {!cancelled && <WaitingWanted exhibitId={exhibit.id} />}
      <DetailSection headingId="exhibit-basics-heading" heading={t('manageExhibits.detail.basics')}>
        <FactList
          className="list-page__details"
          facts={[
            {
              term: t('manageExhibits.detail.description'),
              value: exhibit.description,
              translate: 'no',
            },
            { term: t('manageExhibits.detail.itemManager'), value: exhibit.itemManager },
            { term: t('manageExhibits.detail.managerEmail'), value: exhibit.managerEmail },
            { term: t('manageExhibits.detail.place'), value: <PlaceText place={exhibit.place} /> },
            ...exhibitDateFacts(exhibit, t),
            {
              term: t('manageExhibits.detail.secretariat'),
              // Never a raw id while the names load.
              value: lookupWords(secretariat, exhibit.secretariatId),
              busy: secretariat === undefined,
            },
            { term: t('manageExhibits.detail.memo'), value: exhibit.memo ?? '' },
          ]}
        />
      </DetailSection>
      <DetailSection headingId="exhibit-items-heading" heading={t('manageExhibits.detail.items')}>
        {exhibit.items.map((item) => (
          <ManagedItemDetails key={item.id} item={item} categories={names?.categories}>
            <PhotoEditor
              photos={item.images}
              max={EXHIBIT_LIMITS.imagesPerItemMax}
              upload={(file, onProgress) => uploadItemImage(exhibit.id, item.id, file, onProgress)}
              remove={(image) => deleteItemImage(exhibit.id, item.id, image.id)}
              onChange={(images) => replaceItem({ ...item, images })}
              words={photoWords(item.name)}
              headingLevel={4}
              disabled={cancelled}
            />
            <InventoryPanel
              exhibitId={exhibit.id}
              item={item}
              disabled={cancelled}
              onAdjusted={(adjusted) => replaceItem({ ...item, stock: adjusted.stock })}
            />
          </ManagedItemDetails>
        ))}
      </DetailSection>
      <History id={exhibit.id} />
    </>
  );
}

function History({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useApprovals(id);
  return (
    <DetailSection
      headingId="exhibit-history-heading"
      heading={t('manageExhibits.history.heading')}
    >
      <QueryView
        query={query}
        loading={t('manageExhibits.history.loading')}
        LoadError={LoadError}
        loadFailed={t('manageExhibits.history.loadFailed')}
      >
        {(entries) => <ApprovalHistory entries={entries} />}
      </QueryView>
    </DetailSection>
  );
}

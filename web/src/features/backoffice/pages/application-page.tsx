import { showToast } from '../../../lib/toasts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ExhibitStateBadges } from '../../../components/approval/approval-badges';
import { ApprovalHistory } from '../../../components/approval/approval-history';
import { exhibitDateFacts } from '../../../components/approval/exhibit-dates';
import { FactList } from '../../../components/fact-list';
import { ManagedItemDetails } from '../../../components/approval/managed-item';
import type { BackofficeStage } from '../../../lib/exhibit-admin-types';
import { useCategories } from '../../../lib/lookups/get-categories';
import { paths } from '../../../lib/paths';
import { formatDateTime } from '../../../lib/time';
import { useApplication, type Application } from '../api/get-application';
import { PENDING_STATUS } from '../api/types';
import { DecisionForm } from '../components/decision-form';
import { QueryPage } from '../../../components/query-page';
import { LoadError } from '../components/load-error';
import { DetailSection } from '../../../components/exhibit/detail-section';
import '../components/backoffice.css';

const LIST = { junk: paths.backofficeJunk, funds: paths.backofficeFunds } as const;
const TITLE = {
  junk: 'routes.backofficeJunkDetail',
  funds: 'routes.backofficeFundsDetail',
} as const;

/**
 * `/manage/backoffice/junk/{id}` and `/funds/{id}`: an application: the exhibit, its items with asset
 * information, the history, and the decision form while it waits for this stage.
 */
export function ApplicationPage({ stage }: { stage: BackofficeStage }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useApplication(stage, id);

  return (
    <QueryPage
      className="page backoffice"
      title={t(TITLE[stage])}
      heading={query.status === 'success' ? query.data.exhibit.title : undefined}
      back={{ to: LIST[stage].getHref(), label: t('backoffice.backToList') }}
      query={query}
      loading={t('backoffice.loading')}
      LoadError={LoadError}
      loadFailed={t('backoffice.loadFailed')}
    >
      {(application) => (
        <ApplicationView
          stage={stage}
          application={application}
          onDecided={() => showToast({ error: false, text: t('backoffice.decide.done') })}
        />
      )}
    </QueryPage>
  );
}

function ApplicationView({
  stage,
  application: { exhibit, approvals },
  onDecided,
}: {
  stage: BackofficeStage;
  application: Application;
  onDecided: () => void;
}) {
  const { t } = useTranslation();
  const categories = useCategories();
  const pending = exhibit.approvalStatus === PENDING_STATUS[stage] && exhibit.cancelledAt === null;

  return (
    <>
      <FactList
        className="list-page__details"
        facts={[
          {
            term: t('backoffice.status'),
            value: (
              <ExhibitStateBadges
                approvalStatus={exhibit.approvalStatus}
                published={exhibit.published}
                cancelled={exhibit.cancelledAt !== null}
              />
            ),
          },
          {
            term: t('backoffice.owner'),
            value: exhibit.ownerName ?? exhibit.ownerId,
            translate: 'no',
          },
          {
            term: t('backoffice.submittedAt'),
            value: exhibit.submittedAt
              ? formatDateTime(exhibit.submittedAt)
              : t('backoffice.assetNone'),
          },
          { term: t('manageExhibits.detail.description'), value: exhibit.description },
          {
            term: t('manageExhibits.detail.itemManager'),
            value: t('backoffice.manager', {
              name: exhibit.itemManager,
              email: exhibit.managerEmail,
            }),
          },
          ...exhibitDateFacts(exhibit, t),
        ]}
      />
      <DetailSection
        headingId="backoffice-items-heading"
        heading={t('manageExhibits.detail.items')}
      >
        {exhibit.items.map((item) => (
          <ManagedItemDetails
            key={item.id}
            item={item}
            categories={categories.status === 'success' ? categories.data.categories : undefined}
          />
        ))}
      </DetailSection>
      <DetailSection headingId="backoffice-decide-heading" heading={t('backoffice.decide.heading')}>
        {pending && exhibit.ownApplication === true ? (
          <p className="state">{t('backoffice.decide.ownApplication')}</p>
        ) : pending ? (
          <DecisionForm stage={stage} exhibitId={exhibit.id} onDecided={onDecided} />
        ) : (
          <p className="state">{t('backoffice.decide.notPending')}</p>
        )}
      </DetailSection>
      <DetailSection
        headingId="backoffice-history-heading"
        heading={t('manageExhibits.history.heading')}
      >
        <ApprovalHistory entries={approvals} />
      </DetailSection>
    </>
  );
}

/** `/manage/backoffice/junk/{id}` */
export function JunkApplicationPage() {
  return <ApplicationPage stage="junk" />;
}

/** `/manage/backoffice/funds/{id}` */
export function FundsApplicationPage() {
  return <ApplicationPage stage="funds" />;
}

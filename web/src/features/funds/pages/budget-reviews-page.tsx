import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButtons } from '../../../components/action-buttons';
import { DecisionCard } from '../../../components/share-mode/decision-card';
import { DecisionQueue } from '../../../components/share-mode/decision-queue';
import { NoticeMessage, type Notice } from '../../../components/notice';
import { Page } from '../../../components/page';
import { useFundName } from '../../../lib/share-mode/fund-name';
import { useYen } from '../../../lib/share-mode/money';
import { usePartyName } from '../../../lib/share-mode/party-name';
import type { BudgetDecision } from '../api/decide-budget';
import { useBudgetReviews } from '../api/get-budget-reviews';
import type { Reservation } from '../api/types';
import { DecisionDialog } from '../components/decision-dialog';
import { LoadError } from '../components/load-error';
import '../components/funds.css';

const HEADING_ID = 'budget-reviews-heading';

/**
 * `/manage/user/budget-reviews`: the reservations charged to a fund the signed-in person holds the
 * budget of, above its approval threshold, soonest first: the device, who booked it, when, what it
 * costs and the fund. Approving sends it on to the lender; rejecting (with a reason) ends it. A
 * decided reservation leaves the list.
 */
export function BudgetReviewsPage() {
  const { t } = useTranslation();
  const query = useBudgetReviews();
  const [decided, setDecided] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<Notice | null>(null);

  const done = (id: string, outcome: Notice) => {
    setNotice(outcome);
    // It leaves the list at once, while the list is asked again (a refusal says it moved on).
    setDecided((current) => new Set(current).add(id));
  };

  return (
    <Page headingId={HEADING_ID} title={t('funds.reviews.title')} className="funds">
      <p className="funds__intro">{t('funds.reviews.intro')}</p>
      <NoticeMessage notice={notice} />
      <DecisionQueue
        query={query}
        loading={t('funds.reviews.loading')}
        LoadError={LoadError}
        loadFailed={t('funds.reviews.loadFailed')}
        empty={t('funds.reviews.empty')}
        labelledBy={HEADING_ID}
        hidden={decided}
        Card={Review}
        Dialog={DecisionDialog}
        onDone={(reservation, outcome) => done(reservation.id, outcome)}
      />
    </Page>
  );
}

function Review({
  reservation: r,
  onChoose,
}: {
  reservation: Reservation;
  onChoose: (decision: BudgetDecision) => void;
}) {
  const { t } = useTranslation();
  const yen = useYen();
  const partyName = usePartyName();
  const fundName = useFundName();
  return (
    <DecisionCard
      reservation={r}
      idPrefix="budget-review"
      className="funds__review"
      heading="h2"
      facts={[
        { term: t('funds.reviews.amount'), value: yen(r.amount) },
        { term: t('funds.reviews.fund'), value: fundName(r.fund), translate: 'no' },
        { term: t('funds.reviews.lender'), value: partyName(r.lenderName), translate: 'no' },
      ]}
    >
      {r.purpose && <p>{t('funds.reviews.purpose', { purpose: r.purpose })}</p>}
      <ActionButtons
        className="list-page__actions"
        small
        describedBy={`budget-review-${r.id}`}
        actions={['approve', 'reject'] as const}
        labelOf={(decision) =>
          decision === 'approve' ? t('funds.reviews.approve') : t('funds.reviews.reject')
        }
        toneOf={(decision) => (decision === 'approve' ? 'primary' : 'secondary')}
        onChoose={onChoose}
      />
    </DecisionCard>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../components/load-states';
import { NoticeMessage, type Notice } from '../../../components/notice';
import { Page } from '../../../components/page';
import { DecisionQueue } from '../../../components/share-mode/decision-queue';
import { WeekView } from '../../../components/share-mode/week-view';
import { usePartyName } from '../../../lib/share-mode/party-name';
import { mondayOf, tokyoDate } from '../../../lib/share-mode/tokyo-grid';
import { useStaffRequests } from '../api/get-staff-requests';
import { useStaffSessions } from '../api/get-staff-sessions';
import { AssistanceDecisionDialog } from '../components/assistance-decision-dialog';
import { LoadError } from '../components/load-error';
import { StaffReservation } from '../components/staff-reservation';
import '../components/lender.css';

const HEADING_ID = 'lender-staff-heading';

/**
 * `/manage/lender/staff`: assisted sessions (技術支援, issue 33) for the signed-in person as a
 * device's staff, whatever group they act as: the requests for assistance waiting for their
 * decision, soonest first, each accepted or declined with a reason; then the sessions they
 * assist, week by week (this week first). After a decision, both follow.
 */
export function StaffPage() {
  const { t } = useTranslation();
  // Each decision says its outcome here; the lists follow by themselves.
  const [outcome, setOutcome] = useState<Notice | null>(null);
  return (
    <Page headingId={HEADING_ID} title={t('routes.lenderStaff')} className="lender">
      <p className="lender__hint">{t('lender.staff.hint')}</p>
      <NoticeMessage notice={outcome} />
      <Requests onDone={setOutcome} />
      <Sessions />
    </Page>
  );
}

/** The requests waiting for the staff member, each with its decision's dialog. */
function Requests({ onDone }: { onDone: (outcome: Notice) => void }) {
  const { t } = useTranslation();
  const query = useStaffRequests();
  return (
    <section className="lender__section" aria-labelledby="staff-requests-heading">
      <h2 id="staff-requests-heading">{t('lender.staff.requestsHeading')}</h2>
      <DecisionQueue
        query={query}
        loading={t('lender.staff.loading')}
        LoadError={LoadError}
        loadFailed={t('lender.staff.loadFailed')}
        empty={t('lender.staff.noRequests')}
        labelledBy="staff-requests-heading"
        Card={StaffReservation}
        Dialog={AssistanceDecisionDialog}
        onDone={(_reservation, outcome) => onDone(outcome)}
      />
    </section>
  );
}

/** The sessions the staff member assists, in a Tokyo week with previous/next, and listed. */
function Sessions() {
  const { t } = useTranslation();
  const partyName = usePartyName();
  const [monday, setMonday] = useState(() => mondayOf(tokyoDate(new Date())));
  const query = useStaffSessions(monday);
  const sessions =
    query.status === 'success'
      ? [...query.data.reservations].sort((a, b) => a.start.localeCompare(b.start))
      : [];
  return (
    <section className="lender__section" aria-labelledby="staff-sessions-heading">
      <h2 id="staff-sessions-heading">{t('lender.staff.sessionsHeading')}</h2>
      <WeekView
        monday={monday}
        onMondayChange={setMonday}
        label={t('lender.staff.weekLabel')}
        blocks={sessions.map((r) => ({
          key: r.id,
          start: r.start,
          end: r.end,
          label: `${r.deviceName} (${partyName(r.userName)})`,
          tone: r.status,
        }))}
      >
        <QueryStatus
          query={query}
          loading={t('lender.staff.sessionsLoading')}
          failed={t('lender.staff.sessionsLoadFailed')}
          retry={t('lender.retry')}
        />
      </WeekView>
      {query.status === 'success' && sessions.length === 0 && (
        <p className="state state--empty">{t('lender.staff.noSessions')}</p>
      )}
      {sessions.length > 0 && (
        <ul className="decision-list">
          {sessions.map((reservation) => (
            <li key={reservation.id}>
              <StaffReservation reservation={reservation} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

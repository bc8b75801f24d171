import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { RetryError } from '../../../components/load-states';
import type { Notice } from '../../../components/notice';
import { errorKeys } from '../../../lib/error-keys';
import type { Reservation, WaitlistEntry } from '../../../lib/share-mode/types';
import { formatDateTime } from '../../../lib/time';
import { useAcceptWaitlistOffer } from '../api/accept-waitlist-offer';
import { useWaitlist } from '../api/get-waitlist';
import { useLeaveWaitlist } from '../api/leave-waitlist';
import { WaitlistItem } from './waitlist-item';

/** The id of the section, so a link (a `waitlist_offer` to-do) may lead to it. */
export const WAITLIST_SECTION_ID = 'waitlist';
const HEADING_ID = 'user-waitlist-heading';

const acceptErrorKey = errorKeys({
  offer_expired: 'usage.waitlist.errors.offerExpired',
  not_offered: 'usage.waitlist.errors.notOffered',
  reservation_conflict: 'usage.waitlist.errors.conflict',
  device_outage: 'usage.waitlist.errors.outage',
  device_shut_down: 'usage.waitlist.errors.shutDown',
  not_entry_owner: 'usage.waitlist.errors.notYours',
});

const leaveErrorKey = errorKeys({
  not_entry_owner: 'usage.waitlist.errors.notYours',
});

interface WaitlistSectionProps {
  /** The outcome of an action, for the page to tell. */
  onNotice: (notice: Notice) => void;
}

/**
 * The user's waitlist on their reservations page: each entry with its place in line or its offer,
 * which is accepted here (before its time limit) or declined; a wait may be left. Shows nothing
 * while loading or when the user waits for nothing. After each action the waitlist is fetched again
 * (and, after an acceptance, the user's reservations), still shown meanwhile.
 */
export function WaitlistSection({ onNotice }: WaitlistSectionProps) {
  const { t } = useTranslation();
  const waitlist = useWaitlist();
  const acceptance = useAcceptWaitlistOffer();
  const withdrawal = useLeaveWaitlist();
  const [leaving, setLeaving] = useState<WaitlistEntry | null>(null);
  // The entry whose offer is being accepted; until the list has followed a change, no entry acts.
  const busy = acceptance.isPending ? acceptance.variables : null;
  const locked = waitlist.fetching === true;

  if (waitlist.status === 'loading') return null;
  if (waitlist.status === 'success' && waitlist.data.entries.length === 0) return null;

  const acceptedText = (entry: WaitlistEntry, reservation: Reservation) => {
    const values = { device: entry.deviceName, start: formatDateTime(reservation.start) };
    return reservation.status === 'requested'
      ? t('usage.waitlist.acceptedRequested', values)
      : t('usage.waitlist.accepted', values);
  };

  const accept = (entry: WaitlistEntry) =>
    void acceptance.run(entry.id, {
      onSuccess: (reservation) =>
        onNotice({ error: false, text: acceptedText(entry, reservation) }),
      onError: (error) => onNotice({ error: true, text: t(acceptErrorKey(error)) }),
    });

  const confirmLeave = async () => {
    if (!leaving) return;
    const offered = leaving.status === 'offered';
    await withdrawal.run(leaving.id, {
      onSuccess: () =>
        onNotice({
          error: false,
          text: offered ? t('usage.waitlist.declined') : t('usage.waitlist.left'),
        }),
      onError: (error) => onNotice({ error: true, text: t(leaveErrorKey(error)) }),
    });
    setLeaving(null);
  };

  const declining = leaving?.status === 'offered';
  return (
    <section id={WAITLIST_SECTION_ID} className="usage-page__waitlist" aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID}>{t('usage.waitlist.heading')}</h2>
      {waitlist.status === 'error' ? (
        <RetryError
          message={t('usage.waitlist.error')}
          error={waitlist.error}
          onRetry={waitlist.refetch}
          retry={t('usage.retry')}
        />
      ) : (
        <>
          <p className="usage-page__lead">{t('usage.waitlist.lead')}</p>
          <ul className="reservation-list">
            {waitlist.data.entries.map((entry) => (
              <li key={entry.id}>
                <WaitlistItem
                  entry={entry}
                  busy={locked || busy === entry.id}
                  onAccept={accept}
                  onLeave={setLeaving}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <ConfirmDialog
        open={leaving !== null}
        title={declining ? t('usage.waitlist.declineTitle') : t('usage.waitlist.leaveTitle')}
        confirmLabel={
          declining ? t('usage.waitlist.declineConfirm') : t('usage.waitlist.leaveConfirm')
        }
        cancelLabel={t('usage.waitlist.keep')}
        danger
        onConfirm={confirmLeave}
        onCancel={() => setLeaving(null)}
      >
        {leaving && (
          <p>
            {t(declining ? 'usage.waitlist.declineText' : 'usage.waitlist.leaveText', {
              device: leaving.deviceName,
              start: formatDateTime(leaving.start),
            })}
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { RetryError } from '../../../components/load-states';
import type { Notice } from '../../../components/notice';
import { errorKeys } from '../../../lib/error-keys';
import type { WaitlistEntry } from '../../../lib/share-mode/types';
import { formatDateTime } from '../../../lib/time';
import { acceptWaitlistOffer } from '../api/accept-waitlist-offer';
import { useWaitlist, WAITLIST_KEY } from '../api/get-waitlist';
import { leaveWaitlist } from '../api/leave-waitlist';
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
  /** An offer was accepted: the reservations are out of date. */
  onBooked: () => void;
}

/**
 * The user's waitlist on their reservations page: each entry with its place in line or its offer,
 * which is accepted here (before its time limit) or declined; a wait may be left. Shows nothing
 * while loading or when the user waits for nothing.
 */
export function WaitlistSection({ onNotice, onBooked }: WaitlistSectionProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const waitlist = useWaitlist();
  const [busy, setBusy] = useState<string | null>(null);
  const [leaving, setLeaving] = useState<WaitlistEntry | null>(null);
  const reload = () => void queryClient.resetQueries({ queryKey: WAITLIST_KEY });

  if (waitlist.status === 'loading') return null;
  if (waitlist.status === 'success' && waitlist.data.entries.length === 0) return null;

  const accept = async (entry: WaitlistEntry) => {
    setBusy(entry.id);
    try {
      const reservation = await acceptWaitlistOffer(entry.id);
      const values = { device: entry.deviceName, start: formatDateTime(reservation.start) };
      onNotice({
        error: false,
        text:
          reservation.status === 'requested'
            ? t('usage.waitlist.acceptedRequested', values)
            : t('usage.waitlist.accepted', values),
      });
      onBooked();
    } catch (error) {
      onNotice({ error: true, text: t(acceptErrorKey(error)) });
    }
    setBusy(null);
    reload();
  };

  const confirmLeave = async () => {
    if (!leaving) return;
    const offered = leaving.status === 'offered';
    try {
      await leaveWaitlist(leaving.id);
      onNotice({
        error: false,
        text: offered ? t('usage.waitlist.declined') : t('usage.waitlist.left'),
      });
    } catch (error) {
      onNotice({ error: true, text: t(leaveErrorKey(error)) });
    }
    setLeaving(null);
    reload();
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
                  busy={busy === entry.id}
                  onAccept={(e) => void accept(e)}
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

import type { ExhibitAllocation } from '@campus/model/allocation-types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmedAction } from '../../../components/confirmed-action';
import { ConfirmedActionDialog } from '../../../components/confirmed-action-dialog';
import { useApplications } from '../../../lib/allocation/get-applications';
import { errorKeys } from '../../../lib/error-keys';
import type { ExhibitItem } from '../../../lib/exhibit-types';
import { formatDateTime } from '../../../lib/time';
import { showToast } from '../../../lib/toasts';
import { useWithdrawApplication } from '../api/withdraw-application';
import { ContactDialog } from './contact-dialog';
import { leftAfterDraw } from './first-come';

/** Why withdrawing failed: the deadline passed or the winners were drawn meanwhile. */
const withdrawErrorKey = errorKeys({
  applications_closed: 'allocation.errors.applicationsClosed',
  already_drawn: 'allocation.errors.alreadyDrawn',
});

/**
 * An exhibit in application mode, as everyone sees it (docs/allocation.md): taking applications
 * until the deadline, with their count; or drawn, after which what is left (if anything) is first
 * come.
 */
export function LotteryStatus({
  allocation,
  firstComeStock,
}: {
  allocation: ExhibitAllocation;
  firstComeStock: number | null;
}) {
  const { t } = useTranslation();
  if (allocation.drawnAt !== null) {
    return (
      <div className="lottery" role="note">
        <p className="lottery__title">{t('allocation.drawn')}</p>
        <p className="lottery__note">
          {leftAfterDraw(firstComeStock)
            ? t('allocation.drawnNote')
            : t('allocation.drawnNoneLeft')}
        </p>
      </div>
    );
  }
  return (
    <div className="lottery lottery--open" role="note">
      <p className="lottery__title">{t('allocation.open')}</p>
      <p className="lottery__note">
        {t('allocation.applyBy', { deadline: formatDateTime(allocation.deadline) })}
      </p>
      <p className="lottery__note">
        {t('allocation.applicants', { count: allocation.applicationCount })}
      </p>
    </div>
  );
}

/**
 * A signed-in member's way into a lottery: their application (with a withdraw button before the
 * deadline) when they applied, a note once applications are closed, else the apply button, which
 * opens the contact form and sends it as an application. After applying or withdrawing, the
 * application and the exhibit's count are fetched again.
 */
export function LotteryApplication({
  exhibitId,
  items,
  deadline,
}: {
  exhibitId: string;
  items: readonly ExhibitItem[];
  deadline: string;
}) {
  const { t } = useTranslation();
  const applications = useApplications(exhibitId);
  const withdrawal = useWithdrawApplication(exhibitId);
  const [open, setOpen] = useState(false);
  // When the page opened: applications close at the deadline (the server says so after it too).
  const [now] = useState(() => Date.now());
  const closed = Date.parse(deadline) <= now;

  const withdraw = useConfirmedAction(() =>
    withdrawal.run(undefined, {
      onSuccess: () => showToast({ error: false, text: t('allocation.withdrawn') }),
      onError: (error) => showToast({ error: true, text: t(withdrawErrorKey(error)) }),
    }),
  );

  const own = applications.status === 'success' ? applications.data[0] : undefined;
  if (own !== undefined) {
    return (
      <div className="contact">
        <p className="contact__note">
          <strong>{t('allocation.applied')}</strong>{' '}
          {t('allocation.appliedAt', { at: formatDateTime(own.createdAt) })}
        </p>
        {!closed && (
          <button type="button" className="button button--secondary" onClick={() => withdraw.ask()}>
            {t('allocation.withdraw')}
          </button>
        )}
        <ConfirmedActionDialog
          action={withdraw}
          title={t('allocation.withdrawTitle')}
          confirmLabel={t('allocation.withdraw')}
        >
          {t('allocation.withdrawText')}
        </ConfirmedActionDialog>
      </div>
    );
  }
  if (closed) {
    return (
      <div className="contact">
        <p className="contact__note">{t('allocation.waitingDraw')}</p>
      </div>
    );
  }
  return (
    <div className="contact">
      <button type="button" className="button contact__button" onClick={() => setOpen(true)}>
        {t('allocation.apply')}
      </button>
      {open && (
        <ContactDialog
          kind="apply"
          exhibitId={exhibitId}
          items={items}
          onClose={() => setOpen(false)}
          onApplied={() => {
            setOpen(false);
            showToast({ error: false, text: t('allocation.appliedDone') });
          }}
        />
      )}
    </div>
  );
}

/**
 * After the draw, a signed-in applicant's result and what happens next: a winner's trade has
 * started (the chat link follows), a loser may ask first come for what is left, if anything.
 * Nothing for members who did not apply.
 */
export function DrawResult({ exhibitId, left }: { exhibitId: string; left: boolean }) {
  const { t } = useTranslation();
  const applications = useApplications(exhibitId);
  const own = applications.status === 'success' ? applications.data[0] : undefined;
  if (own === undefined || own.result === 'pending') return null;
  const won = own.result === 'won';
  const next = won
    ? 'allocation.wonNext'
    : left
      ? 'allocation.lostNextLeft'
      : 'allocation.lostNext';
  return (
    <p className="contact__note">
      <strong>{t(won ? 'allocation.won' : 'allocation.lost')}</strong> {t(next)}
    </p>
  );
}

import { useTranslation } from 'react-i18next';
import type { ApprovalStatus, DisplayState } from '../../lib/exhibit-types';
import './approval.css';

/** Colour family of each approval status (text always says it; colour only helps). */
const TONE: Record<ApprovalStatus, 'neutral' | 'waiting' | 'rejected' | 'approved'> = {
  not_yet: 'neutral',
  wait_junk: 'waiting',
  wait_funds: 'waiting',
  junk_rejected: 'rejected',
  funds_rejected: 'rejected',
  approved: 'approved',
};

export function ApprovalStatusBadge({ status }: { status: ApprovalStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`status-badge status-badge--${TONE[status]}`}>
      {t(`manageExhibits.approvalStatus.${status}`)}
    </span>
  );
}

export interface ExhibitStateBadgesProps {
  approvalStatus: ApprovalStatus;
  published?: boolean | undefined;
  displayState?: DisplayState | undefined;
  cancelled?: boolean | undefined;
}

/** The approval status, public or private, the display state, and 'withdrawn' when cancelled. */
export function ExhibitStateBadges({
  approvalStatus,
  published,
  displayState,
  cancelled,
}: ExhibitStateBadgesProps) {
  const { t } = useTranslation();
  return (
    <span className="status-badges">
      {cancelled ? (
        <span className="status-badge status-badge--rejected">{t('manageExhibits.cancelled')}</span>
      ) : (
        <>
          <ApprovalStatusBadge status={approvalStatus} />
          {published !== undefined && (
            <span className={`status-badge status-badge--${published ? 'approved' : 'neutral'}`}>
              {t(published ? 'manageExhibits.published' : 'manageExhibits.unpublished')}
            </span>
          )}
          {/* A private exhibit is not on display (its trades' other states still tell). */}
          {displayState && !(displayState === 'on_display' && published === false) && (
            <span className="status-badge status-badge--outline">
              {t(`manageExhibits.displayState.${displayState}`)}
            </span>
          )}
        </>
      )}
    </span>
  );
}

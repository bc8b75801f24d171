import type { WantedPost } from '@campus/model/wanted-types';
import { useTranslation } from 'react-i18next';
import { wantedState, type WantedState } from './wanted-state';
import '../../../components/approval/approval.css';

const TONE: Record<WantedState, string> = {
  open: 'approved',
  closed: 'neutral',
  expired: 'rejected',
};

/** A post's state as a badge (the text says it; the colour only helps). */
export function WantedStatus({ post }: { post: Pick<WantedPost, 'status' | 'expired'> }) {
  const { t } = useTranslation();
  const state = wantedState(post);
  return (
    <span className={`status-badge status-badge--${TONE[state]}`}>
      {t(`wanted.status.${state}`)}
    </span>
  );
}

import type { ModerationHoldBody } from '@campus/model/moderation-types';
import { useTranslation } from 'react-i18next';
import './moderation-hold.css';

/**
 * On the owner's page of an exhibit or listing the moderators unpublished (docs/moderation.md): that
 * they did, their reason, and that it cannot be published until they allow it. Nothing otherwise.
 */
export function ModerationHold({ hold }: { hold: ModerationHoldBody | null | undefined }) {
  const { t } = useTranslation();
  if (!hold) return null;
  return (
    <div className="moderation-hold" role="note">
      <p className="moderation-hold__text">
        <strong>{t('moderation.hold.label')}</strong>{' '}
        <span translate="no">{t('moderation.hold.reason', { reason: hold.reason })}</span>
      </p>
      <p className="moderation-hold__note">{t('moderation.hold.note')}</p>
    </div>
  );
}

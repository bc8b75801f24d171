import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session';
import { formatDateTime } from '../../lib/time';
import '../../components/site-banners.css';

/**
 * The banner of a suspended user (`GET /home/me` `suspension`, docs/moderation.md) at the top of the
 * manage layout: until when, why, and what still works. Gone once the suspension has ended.
 */
export function SuspensionBanner() {
  const { t } = useTranslation();
  const { profile } = useSession();
  const [now] = useState(() => Date.now());
  // A profile stored by an older version has no `suspension`.
  const suspension = profile?.suspension ?? null;
  if (suspension === null || !(Date.parse(suspension.until) > now)) return null;
  return (
    <section
      className="site-banner site-banner--suspension"
      aria-label={t('moderation.suspension.label')}
    >
      <div className="site-banner__inner container">
        <p className="site-banner__text" role="status">
          {t('moderation.suspension.banner', {
            until: formatDateTime(suspension.until),
            reason: suspension.reason,
          })}
        </p>
      </div>
    </section>
  );
}

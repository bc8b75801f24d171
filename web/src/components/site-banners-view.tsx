import { announcementText, inLanguage } from '@campus/model/remote-settings';
import type { LocalizedText } from '@campus/model/remote-settings-types';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../lib/i18n';
import { useRemoteSettings } from '../lib/remote-settings';
import { session, useSession } from '../lib/session';
import { CloseIcon } from './icons';
import './site-banners.css';

/** The longest a timer may wait (setTimeout's limit, about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** One announcement's key for "closed": its texts, so a new text shows again after a close. */
function announcementKey(text: LocalizedText): string {
  return `${text.ja}\n${text.en}`;
}

/** Now, and again at `until` (ISO), so an announcement leaves the page when it ends. */
function useNowUntil(until: string | null): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (until === null) return;
    const left = Date.parse(until) - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(new Date()), Math.min(left, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [until, now]);
  return now;
}

/** The maintenance banner (always shown while on) and the announcement (until closed or ended). */
export function SiteBannersView() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { announcement, maintenance } = useRemoteSettings();
  const { dismissedAnnouncement } = useSession();
  const now = useNowUntil(announcement.until);
  const maintenanceId = useId();
  const announcementId = useId();

  const text = announcementText(announcement, language, now);
  const key = announcementKey(announcement.text);
  const showAnnouncement = text !== '' && dismissedAnnouncement !== key;
  const maintenanceText = inLanguage(maintenance.message, language) || t('errors.maintenance');

  return (
    <div className="site-banners">
      {maintenance.on && (
        <section className="site-banner site-banner--maintenance" aria-labelledby={maintenanceId}>
          <div className="site-banner__inner container" role="status">
            <p className="site-banner__text">
              <strong id={maintenanceId} className="site-banner__label">
                {t('remoteSettings.maintenance.label')}
              </strong>{' '}
              {maintenanceText}
            </p>
          </div>
        </section>
      )}
      {showAnnouncement && (
        <section className="site-banner site-banner--announcement" aria-labelledby={announcementId}>
          <div className="site-banner__inner container">
            <p className="site-banner__text" role="status">
              <strong id={announcementId} className="site-banner__label">
                {t('remoteSettings.announcement.label')}
              </strong>{' '}
              {text}
            </p>
            <button
              type="button"
              className="toast__close site-banner__close"
              aria-label={t('remoteSettings.announcement.dismiss')}
              title={t('remoteSettings.announcement.dismiss')}
              onClick={() => session.dismissAnnouncement(key)}
            >
              <CloseIcon className="toast__icon" />
            </button>
          </div>
        </section>
      )}
    </div>
  );
}

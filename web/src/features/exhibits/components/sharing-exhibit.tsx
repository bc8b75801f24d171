import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageMode } from '../../../lib/mode';
import { paths } from '../../../lib/paths';
import { ReportButton } from '../../../components/report/report-button';
import { FactList } from '../../../components/fact-list';
import { Availability } from '../../../components/share-mode/availability';
import { DeviceFacts } from '../../../components/share-mode/device-facts';
import { DevicePhotos } from '../../../components/share-mode/device-photos';
import type { Device, ShareListing } from '../../../lib/share-mode/types';
import { useSession } from '../../../lib/session';
import { formatDateTime } from '../../../lib/time';
import { OwnerCard } from './owner-card';

/**
 * A share listing at /exhibits/{id} (docs/share-mode.md), in the share theme: its description and
 * owner, then per device the facts and booking rules, the week's availability and the way to its
 * booking page (/share/{deviceId}). Suspended devices are not in the answer.
 */
export function SharingExhibit({ listing }: { listing: ShareListing }) {
  const { t } = useTranslation();
  usePageMode('share');
  const { user } = useSession();
  const signedIn = user !== null;
  const isOwner = signedIn && listing.isOwner;

  return (
    <article className="page exhibit exhibit--sharing" aria-labelledby="exhibit-title">
      <h1 id="exhibit-title" className="page__title exhibit__title" translate="no">
        {listing.title}
      </h1>
      {isOwner && (
        <p className="exhibit-sharing__owner-note">
          {!listing.published && `${t('exhibit.sharing.unpublished')} `}
          <Link to={paths.shareExhibit.getHref(listing.id)}>{t('exhibit.sharing.manage')}</Link>
        </p>
      )}
      <div className="exhibit__top">
        <section className="exhibit-panel" aria-labelledby="exhibit-description-heading">
          <h2 id="exhibit-description-heading" className="exhibit-panel__heading">
            {t('exhibit.description')}
          </h2>
          <p className="exhibit__description" translate="no">
            {listing.description || t('exhibit.sharing.noDescription')}
          </p>
        </section>
        <div className="exhibit__side">
          <FactList
            className="exhibit-panel exhibit-facts exhibit-facts--stacked"
            facts={[
              { term: t('exhibit.sharing.kind'), value: t('exhibit.sharing.kindValue') },
              listing.publishedAt
                ? {
                    term: t('exhibit.sharing.publishedAt'),
                    value: (
                      <time dateTime={listing.publishedAt}>
                        {formatDateTime(listing.publishedAt)}
                      </time>
                    ),
                  }
                : null,
              { term: t('exhibit.sharing.deviceCount'), value: listing.devices.length },
            ]}
          />
          <OwnerCard owner={listing.owner} signedIn={signedIn} />
          {!isOwner && (
            <p className="exhibit__report">
              <ReportButton target={{ kind: 'share_exhibit', exhibitId: listing.id }} />
            </p>
          )}
        </div>
      </div>
      <section className="exhibit-section" aria-labelledby="exhibit-devices-heading">
        <h2 id="exhibit-devices-heading" className="exhibit-section__heading">
          {t('exhibit.sharing.devices')}
        </h2>
        <p className="exhibit-sharing__hint">{t('share.availability.hint')}</p>
        {listing.devices.length === 0 ? (
          <p className="state state--empty">{t('exhibit.sharing.noDevices')}</p>
        ) : (
          <ul className="exhibit-sharing__devices">
            {listing.devices.map((device) => (
              <li key={device.id}>
                <SharingDevice device={device} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

function SharingDevice({ device }: { device: Device }) {
  const { t } = useTranslation();
  const headingId = useId();
  const weekId = useId();
  return (
    <article className="exhibit-sharing__device" aria-labelledby={headingId}>
      <div className="exhibit-sharing__device-head">
        <h3 id={headingId} className="exhibit-sharing__device-name" translate="no">
          {device.name}
        </h3>
        <Link
          className="button"
          to={paths.shareDevice.getHref(device.id)}
          aria-label={t('exhibit.sharing.reserveNamed', { name: device.name })}
        >
          {t('exhibit.sharing.reserve')}
        </Link>
      </div>
      <DevicePhotos device={device} />
      <DeviceFacts device={device} headingLevel={4} />
      <section className="exhibit-sharing__week" aria-labelledby={weekId}>
        <h4 id={weekId}>{t('share.availability.heading')}</h4>
        <Availability device={device} label={t('exhibit.sharing.weekOf', { name: device.name })} />
      </section>
    </article>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useYen } from '../../../lib/share-mode/money';
import type { ShareListing } from '../../../lib/share-mode/types';
import { ExhibitThumbnail } from '../../../components/exhibit/exhibit-thumbnail';

/** A listing card is the whole width on phones, about 340 px in the wider grid. */
const LISTING_PHOTO_SIZES = '(max-width: 575.98px) 100vw, 340px';

/**
 * A listing in /share (a card with its cover photo on top): its title (to its page /exhibits/{id}), who lends, and each device with its
 * fee per hour (or free) and whether bookings need approval.
 */
export function ListingCard({ listing }: { listing: ShareListing }) {
  const { t } = useTranslation();
  const yen = useYen();
  const owner = listing.owner.name ?? t('exhibit.owner.withdrawn');
  // Photo first: the first photo of the first device that has one.
  const cover = listing.devices.find((device) => device.images.length > 0)?.images[0];
  return (
    <article className="listing-card">
      <ExhibitThumbnail
        uri={cover?.thumbnailUri}
        variants={cover?.variants}
        alt={t('exhibitCard.imageOf', { title: listing.title })}
        size="card"
        sizes={LISTING_PHOTO_SIZES}
      />
      <div className="listing-card__body">
        <h2 className="listing-card__title">
          <Link to={paths.exhibit.getHref(listing.id)} translate="no">
            {listing.title}
          </Link>
        </h2>
        <p className="listing-card__owner">
          {t('share.listing.owner', { name: owner })}
          {listing.owner.kind === 'group' && (
            <span className="listing-card__kind">{t('exhibit.owner.group')}</span>
          )}
        </p>
        {listing.devices.length === 0 ? (
          <p className="listing-card__none">{t('share.listing.noDevices')}</p>
        ) : (
          <ul className="listing-card__devices" aria-label={t('share.listing.devices')}>
            {listing.devices.map((device) => (
              <li key={device.id} className="listing-card__device">
                <span className="listing-card__device-name" translate="no">
                  {device.name}
                </span>
                <span className="listing-card__fee">
                  {device.feePerHour === 0
                    ? t('share.device.free')
                    : t('share.device.perHour', { amount: yen(device.feePerHour) })}
                </span>
                {device.requiresApproval && (
                  <span className="listing-card__badge">{t('share.device.needsApproval')}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}

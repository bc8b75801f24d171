import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QueryView } from '../../../components/query-view';
import { paths } from '../../../lib/paths';
import { formatDateTime } from '../../../lib/time';
import { useOffers } from '../api/get-offers';
import { LoadError } from './load-error';

const HEADING_ID = 'wanted-offers-heading';

/** The poster's view of the exhibits offered to their post: each exhibit linked, who, when, the note. */
export function OffersSection({ wantedId }: { wantedId: string }) {
  const { t } = useTranslation();
  const query = useOffers(wantedId);
  return (
    <section className="wanted__section" aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} className="wanted__heading">
        {t('wanted.offers.heading')}
      </h2>
      <QueryView
        query={query}
        loading={t('wanted.offers.loading')}
        LoadError={LoadError}
        loadFailed={t('wanted.offers.loadFailed')}
      >
        {(offers) =>
          offers.length === 0 ? (
            <p className="state state--empty">{t('wanted.offers.empty')}</p>
          ) : (
            <ul className="wanted-offers">
              {offers.map((offer) => (
                <li key={offer.id} className="wanted-offers__offer">
                  <Link
                    to={paths.exhibit.getHref(offer.exhibitId)}
                    className="wanted-offers__exhibit"
                    translate="no"
                  >
                    {offer.exhibitTitle}
                  </Link>
                  <span className="wanted-offers__meta">
                    {t('wanted.offers.from', {
                      name: offer.accountName ?? t('wanted.withdrawn'),
                    })}{' '}
                    <time dateTime={offer.createdAt}>{formatDateTime(offer.createdAt)}</time>
                  </span>
                  {offer.message !== '' && (
                    <p className="wanted-offers__message" translate="no">
                      {offer.message}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </section>
  );
}

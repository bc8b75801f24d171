import type { WantedOffer } from '@campus/model/wanted-types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useConfirmedAction } from '../../../components/confirmed-action';
import { ConfirmedActionDialog } from '../../../components/confirmed-action-dialog';
import { QueryView } from '../../../components/query-view';
import { paths } from '../../../lib/paths';
import { formatDateTime } from '../../../lib/time';
import { showToast } from '../../../lib/toasts';
import { useDeclineOffer } from '../api/decline-offer';
import { wantedErrorKey } from '../api/errors';
import { useOffers } from '../api/get-offers';
import { AcceptDialog } from './accept-dialog';
import { LoadError } from './load-error';

const HEADING_ID = 'wanted-offers-heading';

/**
 * The poster's view of the exhibits offered to their post: each exhibit linked, who (linked to
 * their account card, where they can be blocked or reported), when, the note, and what became of
 * it. A waiting offer is accepted (a contact opens and its chat shows) or declined (asked first;
 * the owner is told).
 */
export function OffersSection({ wantedId }: { wantedId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useOffers(wantedId);
  const declining = useDeclineOffer(wantedId);
  const [accepting, setAccepting] = useState<WantedOffer | null>(null);

  const decline = useConfirmedAction((offer: WantedOffer) =>
    declining.run(offer.id, {
      onSuccess: () => showToast({ error: false, text: t('wanted.offers.declineDone') }),
      onError: (error) => showToast({ error: true, text: t(wantedErrorKey(error)) }),
    }),
  );

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
                    {t('wanted.offers.fromLabel')}
                    {offer.accountName === null ? (
                      t('wanted.withdrawn')
                    ) : (
                      <Link to={paths.accountDetail.getHref(offer.accountId)} translate="no">
                        {offer.accountName}
                      </Link>
                    )}{' '}
                    <time dateTime={offer.createdAt}>{formatDateTime(offer.createdAt)}</time>
                  </span>
                  {offer.message !== '' && (
                    <p className="wanted-offers__message" translate="no">
                      {offer.message}
                    </p>
                  )}
                  <OfferDecision
                    offer={offer}
                    onAccept={() => setAccepting(offer)}
                    onDecline={() => decline.ask(offer)}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
      {accepting && (
        <AcceptDialog
          wantedId={wantedId}
          offer={accepting}
          onClose={() => setAccepting(null)}
          onAccepted={({ contact }) => {
            showToast({ error: false, text: t('wanted.offers.acceptDone') });
            void navigate(paths.customerChat.getHref(contact.id));
          }}
        />
      )}
      <ConfirmedActionDialog
        action={decline}
        title={t('wanted.offers.declineTitle')}
        confirmLabel={t('wanted.offers.decline')}
      >
        {t('wanted.offers.declineText', { title: decline.asked?.value.exhibitTitle ?? '' })}
      </ConfirmedActionDialog>
    </section>
  );
}

/** A waiting offer's buttons, or what the poster decided (an accepted one links its chat). */
function OfferDecision({
  offer,
  onAccept,
  onDecline,
}: {
  offer: WantedOffer;
  onAccept: () => void;
  onDecline: () => void;
}) {
  const { t } = useTranslation();
  if (offer.status === 'accepted') {
    return (
      <p className="wanted-offers__decision">
        {t('wanted.offers.accepted')}{' '}
        {offer.contactId !== null && (
          <Link to={paths.customerChat.getHref(offer.contactId)}>{t('wanted.offers.toChat')}</Link>
        )}
      </p>
    );
  }
  if (offer.status === 'declined') {
    return <p className="wanted-offers__decision">{t('wanted.offers.declined')}</p>;
  }
  return (
    <div className="list-page__actions wanted-offers__actions">
      <button
        type="button"
        className="button button--small"
        aria-label={t('wanted.offers.acceptNamed', { title: offer.exhibitTitle })}
        onClick={onAccept}
      >
        {t('wanted.offers.accept')}
      </button>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-label={t('wanted.offers.declineNamed', { title: offer.exhibitTitle })}
        onClick={onDecline}
      >
        {t('wanted.offers.decline')}
      </button>
    </div>
  );
}

import type { RegistrationBody } from '@campus/model/outside-user-types';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { FactList } from '../../../components/fact-list';
import { amountColumn } from '../../../components/share-mode/amount-column';
import { RateClassText } from '../../../components/share-mode/rate-class-badge';
import { useYen } from '../../../lib/share-mode/money';
import { usePartyName } from '../../../lib/share-mode/party-name';
import { formatDateTime } from '../../../lib/time';
import type { LenderRegistrationResponse } from '../api/get-lender-registration';

/**
 * A lender's yearly registration as an outside user sees it: the lender, whether it asks for one,
 * the fee per fiscal year and its terms, and the class the user is charged at (with their
 * affiliation), or that their affiliation is not recorded yet.
 */
export function RegistrationFacts({ loaded }: { loaded: LenderRegistrationResponse }) {
  const { t } = useTranslation();
  const headingId = useId();
  const partyName = usePartyName();
  const yen = useYen();
  const { settings, rateClass, affiliation } = loaded;
  return (
    <section className="usage-report__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('usage.registration.heading')}</h2>
      <FactList
        className="list-page__details usage-report__facts"
        facts={[
          {
            term: t('usage.reservations.lender'),
            value: partyName(loaded.lenderName),
            translate: 'no',
          },
          {
            term: t('usage.registration.required'),
            value: t(settings.required ? 'usage.registration.yes' : 'usage.registration.no'),
          },
          {
            term: t('usage.registration.fee'),
            value: settings.fee === 0 ? t('usage.free') : yen(settings.fee),
          },
          settings.terms === ''
            ? null
            : { term: t('usage.registration.terms'), value: settings.terms },
          {
            term: t('usage.registration.rateClass'),
            value:
              rateClass === null ? (
                t('usage.registration.notRecorded')
              ) : (
                <RateClassText rateClass={rateClass} affiliation={affiliation?.name ?? ''} />
              ),
          },
        ]}
      />
    </section>
  );
}

/** The user's registrations with the lender: each fiscal year, its fee and when it was made. */
export function Registrations({ registrations }: { registrations: readonly RegistrationBody[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const yen = useYen();
  return (
    <section className="usage-report__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('usage.registration.registrations')}</h2>
      <DataTable
        rows={registrations}
        rowKey={(registration) => registration.id}
        className="list-page__table"
        labelledBy={headingId}
        columns={[
          {
            header: t('usage.registration.fiscalYear'),
            cell: (registration) => t('usage.registration.year', { year: registration.fiscalYear }),
          },
          amountColumn<RegistrationBody>(yen, t('usage.registration.fee'), (r) => r.fee),
          {
            header: t('usage.registration.registeredAt'),
            cell: (registration) => formatDateTime(registration.createdAt),
          },
        ]}
      />
    </section>
  );
}

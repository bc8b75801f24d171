import type { RegistrationBody } from '@campus/model/outside-user-types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { QueryPage } from '../../../components/query-page';
import { paths } from '../../../lib/paths';
import {
  useLenderRegistration,
  type LenderRegistrationResponse,
} from '../api/get-lender-registration';
import { RegistrationLoadError } from '../components/load-error';
import { RegistrationForm } from '../components/registration-form';
import { openYearsOf } from '../components/registration-values';
import { RegistrationFacts, Registrations } from '../components/registration-view';
import '../usage.css';

/**
 * `/manage/user/registrations/{lenderId}` (`?fiscalYear=`): a user from outside the campus
 * registers with a lender for a fiscal year (年度利用登録), as the lender asks before they book
 * (a booking refused with `registration_required` links here). The lender's terms and fee, the
 * user's class, their registrations, and the way to register for the years open now; on campus,
 * or with a lender that asks for none, there is nothing to do, and without an affiliation the user
 * is told to ask the lender to record it.
 */
export function RegistrationPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const query = useLenderRegistration(id);
  return (
    <QueryPage
      className="page usage-page"
      title={t('routes.userRegistration')}
      back={{ to: paths.share.getHref(), label: t('usage.registration.back') }}
      query={query}
      loading={t('usage.registration.loading')}
      LoadError={RegistrationLoadError}
      loadFailed={t('usage.registration.loadFailed')}
    >
      {(loaded) => <Registration lenderId={id} loaded={loaded} />}
    </QueryPage>
  );
}

function Registration({
  lenderId,
  loaded,
}: {
  lenderId: string;
  loaded: LenderRegistrationResponse;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [made, setMade] = useState<RegistrationBody | null>(null);
  const { settings, rateClass, registrations } = loaded;
  const open = openYearsOf(loaded);
  return (
    <>
      <RegistrationFacts loaded={loaded} />
      {made && (
        <div className="usage-page__done" role="status">
          <p>{t('usage.registration.done', { year: made.fiscalYear })}</p>
          <p className="list-page__actions">
            <Link to={paths.share.getHref()}>{t('usage.reservations.findDevices')}</Link>
            <Link to={paths.userReservations.getHref()}>{t('routes.userReservations')}</Link>
          </p>
        </div>
      )}
      {rateClass === 'campus' || !settings.required ? (
        <p className="state">{t('usage.registration.notNeeded')}</p>
      ) : rateClass === null ? (
        <p className="state">{t('usage.registration.noAffiliation')}</p>
      ) : open.length === 0 ? (
        <p className="state">{t('usage.registration.allRegistered')}</p>
      ) : (
        <RegistrationForm
          key={open.join()}
          lenderId={lenderId}
          open={open}
          asked={made === null ? params.get('fiscalYear') : null}
          terms={settings.terms}
          onRegistered={setMade}
        />
      )}
      {registrations.length > 0 && <Registrations registrations={registrations} />}
    </>
  );
}

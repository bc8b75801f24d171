import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { QueryView } from '../../../components/query-view';
import { useRegistrationSettings } from '../api/get-registration-settings';
import { LoadError } from '../components/load-error';
import { OutsideUsers } from '../components/outside-users';
import { RegistrationSettingsForm } from '../components/registration-settings-form';
import '../components/lender.css';

const HEADING_ID = 'lender-outside-users-heading';

/**
 * `/manage/lender/outside-users`: users from outside the campus (issue 33, part 4) as the acting
 * identity lends to them. Its yearly registration settings (whether outside users register for
 * each fiscal year before booking, the fee, the terms), then the outside accounts with their
 * affiliations, which a lending group's admin or an external-funds officer records.
 */
export function OutsideUsersPage() {
  const { t } = useTranslation();
  const settings = useRegistrationSettings();
  return (
    <Page headingId={HEADING_ID} title={t('routes.lenderOutsideUsers')} className="lender">
      <p className="lender__hint">{t('lender.outsideUsers.hint')}</p>
      <QueryView
        query={settings}
        loading={t('lender.outsideUsers.settings.loading')}
        LoadError={LoadError}
        loadFailed={t('lender.outsideUsers.settings.loadFailed')}
      >
        {({ settings: loaded }) => <RegistrationSettingsForm settings={loaded} />}
      </QueryView>
      <OutsideUsers />
    </Page>
  );
}

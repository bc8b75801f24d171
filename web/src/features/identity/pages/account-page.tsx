import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  applyServerErrors,
  ErrorSummary,
  FormActions,
  FormMessage,
  type FormStatus,
} from '../../../components/form';
import { errorMessageKey } from '../../../lib/api-client';
import { signOut } from '../../../lib/auth';
import { useSelectGroup } from '../../../lib/global-errors';
import { useLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { session, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQuery } from '../../../lib/use-query';
import { getMe, type MeResponse } from '../../../lib/me-api';
import { useUpdateProfile, useWithdraw } from '../api/account';
import { ProfileFormFields } from '../components/profile-form-fields';
import { useTellGlobally } from '../components/tell-globally';
import {
  onProfileFields,
  PROFILE_FIELD_NAMES,
  profileSchema,
  profileValuesOf,
  toProfileInput,
  type ProfileValues,
} from '../profile-values';
import './account-page.css';

/**
 * `/manage/account`: the user's profile (edit), their groups (act as one, join, create), their
 * officer roles and withdrawal. Always fetched afresh; the result also refreshes the session's
 * profile, so the side menu follows.
 */
export function AccountPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.title'));
  const query = useQuery(
    ['/home/me'],
    async (signal) => {
      const me = await getMe(signal);
      session.setProfile(me);
      return me;
    },
    { staleTime: 0 },
  );

  return (
    <section className="page account" aria-labelledby="account-heading">
      <h1 id="account-heading" className="page__title">
        {t('account.title')}
      </h1>
      {query.status === 'loading' && <p className="state">{t('account.loading')}</p>}
      {query.status === 'error' && (
        <div role="alert" className="state state--error">
          <p>{t(errorMessageKey(query.error))}</p>
          <button type="button" className="button button--secondary" onClick={query.refetch}>
            {t('account.retry')}
          </button>
        </div>
      )}
      {query.status === 'success' && (
        <>
          <ProfileSection me={query.data} />
          <GroupsSection me={query.data} />
          {query.data.roles.length > 0 && <RolesSection me={query.data} />}
          <BlocksSection />
          <WithdrawSection />
        </>
      )}
    </section>
  );
}

function ProfileSection({ me }: { me: MeResponse }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const schema = useMemo(() => profileSchema(t), [t]);
  const tellGlobally = useTellGlobally();
  const saving = useUpdateProfile();
  return (
    <section className="account__section" aria-labelledby="account-profile-heading">
      <h2 id="account-profile-heading">{t('account.profile.heading')}</h2>
      <p className="account__email">
        {t('account.profile.email')}: <span>{me.profile.email}</span>
      </p>
      <Formik<ProfileValues>
        initialValues={profileValuesOf(me.profile, language)}
        validationSchema={schema}
        onSubmit={(values, helpers) => {
          helpers.setStatus(undefined);
          return saving.run(toProfileInput(values), {
            onSuccess: (saved) => {
              helpers.resetForm({ values: profileValuesOf(saved.profile, language) });
              helpers.setStatus({ success: t('account.profile.saved') } satisfies FormStatus);
            },
            onError: (error) => {
              if (onProfileFields(error)) applyServerErrors(error, helpers, PROFILE_FIELD_NAMES);
              else tellGlobally(error);
            },
          });
        }}
      >
        {({ dirty }) => (
          <Form className="form" noValidate>
            <ErrorSummary />
            <ProfileFormFields />
            <FormMessage />
            <FormActions submitLabel={t('account.profile.save')} submitDisabled={!dirty} />
          </Form>
        )}
      </Formik>
    </section>
  );
}

function GroupsSection({ me }: { me: MeResponse }) {
  const { t } = useTranslation();
  const { group } = useSession();
  const selectGroup = useSelectGroup();
  const [switching, setSwitching] = useState<string | null>(null);

  async function actAs(id: string | null) {
    setSwitching(id ?? '');
    await selectGroup(id);
    setSwitching(null);
  }

  return (
    <section className="account__section" aria-labelledby="account-groups-heading">
      <h2 id="account-groups-heading">{t('account.groups.heading')}</h2>
      <p>
        {group === null
          ? t('account.groups.actingAsSelf')
          : t('account.groups.actingAs', {
              name: me.groups.find((g) => g.id === group)?.name ?? group,
            })}
      </p>
      {me.groups.length === 0 ? (
        <p className="state">{t('account.groups.none')}</p>
      ) : (
        <ul className="account__groups">
          {me.groups.map((g) => (
            <li key={g.id} className="account__group">
              <Link to={paths.accountDetail.getHref(g.id)}>{g.name}</Link>
              {g.isAdmin && <span className="account__badge">{t('account.groups.admin')}</span>}
              {g.id === group ? (
                <span className="account__badge account__badge--current">
                  {t('account.groups.current')}
                </span>
              ) : (
                <button
                  type="button"
                  className="button button--small button--secondary"
                  disabled={switching !== null}
                  onClick={() => void actAs(g.id)}
                  aria-label={t('account.groups.actAsNamed', { name: g.name })}
                >
                  {t('account.groups.actAs')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {group !== null && (
        <button
          type="button"
          className="button button--small button--secondary"
          disabled={switching !== null}
          onClick={() => void actAs(null)}
        >
          {t('account.groups.actAsSelf')}
        </button>
      )}
      <div className="form__actions">
        <Link className="button button--secondary" to={paths.accountJoin.getHref()}>
          {t('account.groups.join')}
        </Link>
        <Link className="button button--secondary" to={paths.systemGroupCreate.getHref()}>
          {t('account.groups.create')}
        </Link>
      </div>
    </section>
  );
}

function RolesSection({ me }: { me: MeResponse }) {
  const { t } = useTranslation();
  return (
    <section className="account__section" aria-labelledby="account-roles-heading">
      <h2 id="account-roles-heading">{t('account.roles.heading')}</h2>
      <ul>
        {me.roles.map((role) => (
          <li key={role}>{t(`account.roles.${role}`)}</li>
        ))}
      </ul>
    </section>
  );
}

/** Where the user sees and lifts the blocks of the identity they act as. */
function BlocksSection() {
  const { t } = useTranslation();
  return (
    <section className="account__section" aria-labelledby="account-blocks-heading">
      <h2 id="account-blocks-heading">{t('blocks.heading')}</h2>
      <p>{t('blocks.explanation')}</p>
      <Link to={paths.accountBlocks.getHref()}>{t('blocks.manage')}</Link>
    </section>
  );
}

function WithdrawSection() {
  const { t } = useTranslation();
  const tellGlobally = useTellGlobally();
  const withdrawal = useWithdraw();
  const [open, setOpen] = useState(false);

  async function confirm() {
    await withdrawal.run(undefined, {
      onSuccess: () => {
        setOpen(false);
        // The account is disabled: sign out here (the guard then goes home).
        return signOut();
      },
      onError: tellGlobally,
    });
    setOpen(false);
  }

  return (
    <section
      className="account__section account__withdraw"
      aria-labelledby="account-withdraw-heading"
    >
      <h2 id="account-withdraw-heading">{t('account.withdraw.heading')}</h2>
      <p>{t('account.withdraw.explanation')}</p>
      <button type="button" className="button button--danger" onClick={() => setOpen(true)}>
        {t('account.withdraw.button')}
      </button>
      <ConfirmDialog
        open={open}
        danger
        title={t('account.withdraw.confirmTitle')}
        confirmLabel={t('account.withdraw.confirm')}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      >
        <p>{t('account.withdraw.confirmMessage')}</p>
      </ConfirmDialog>
    </section>
  );
}

import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { applyServerErrors, FormActions, FormMessage, TextField } from '../../../components/form';
import { hasErrorCode } from '../../../lib/api-client';
import { errorKeys } from '../../../lib/error-keys';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { reloadProfile } from '../../../lib/profile';
import { useJoinGroup } from '../api/join-group';
import type { Group } from '../api/types';
import { ActAsGroupButton } from '../components/act-as-group';
import { joinSchema, type JoinValues } from '../components/join-values';
import '../components/groups.css';

/** Why a code cannot be used, said on the field. */
const REFUSALS = {
  invalid_invitation: 'groups.join.invalid',
  invitation_not_for_you: 'groups.join.notForYou',
  already_member: 'groups.join.alreadyMember',
} as const;
const refusalKey = errorKeys(REFUSALS);
const REFUSED_CODES = Object.keys(REFUSALS) as (keyof typeof REFUSALS)[];

/**
 * `/manage/account/join`: join a group with an invitation code (prefilled from `?code=` of the
 * invitation link). A bad or expired code says 'Invitation code is not valid' on the field. After
 * joining, the profile is reloaded and the page offers to act as the group.
 */
export function JoinGroupPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('groups.join.title'));
  const [params] = useSearchParams();
  const schema = useMemo(() => joinSchema(t), [t]);
  const [joined, setJoined] = useState<Group | null>(null);
  const joining = useJoinGroup();

  function submit(values: JoinValues, helpers: FormikHelpers<JoinValues>) {
    helpers.setStatus(undefined);
    return joining.run(values.code.trim(), {
      onSuccess: async (group) => {
        await reloadProfile();
        setJoined(group);
      },
      onError: (error) => {
        if (hasErrorCode(error, ...REFUSED_CODES)) {
          helpers.setFieldError('code', t(refusalKey(error)));
        } else {
          applyServerErrors(error, helpers, ['code']);
        }
      },
    });
  }

  return (
    <section className="page groups" aria-labelledby="join-group-heading">
      <h1 id="join-group-heading" className="page__title">
        {t('groups.join.title')}
      </h1>
      {joined === null ? (
        <>
          <p>{t('groups.join.explanation')}</p>
          <Formik<JoinValues>
            initialValues={{ code: params.get('code') ?? '' }}
            validationSchema={schema}
            onSubmit={submit}
          >
            {() => (
              <Form className="form" noValidate>
                <TextField name="code" label={t('groups.join.code')} required autoComplete="off" />
                <FormMessage />
                <FormActions submitLabel={t('groups.join.submit')} />
              </Form>
            )}
          </Formik>
        </>
      ) : (
        <div className="groups__done">
          <p role="status" className="form__message">
            {t('groups.join.done', { name: joined.name })}
          </p>
          <div className="form__actions">
            <ActAsGroupButton groupId={joined.id} />
            <Link className="button button--secondary" to={paths.account.getHref()}>
              {t('groups.join.toAccount')}
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}

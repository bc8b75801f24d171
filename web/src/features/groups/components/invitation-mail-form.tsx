import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions, TextField } from '../../../components/form';
import { fieldErrors, generalError } from '../../../components/form/server-errors';
import { groupErrorKey, type GroupErrorKey } from '../api/errors';
import { useMailInvitations } from '../api/invitations';
import { INVITATION_MAIL_MAX } from '../api/types';
import { invitationMailSchema, parseEmailList } from './email-list';

interface MailValues {
  emails: string;
}

/** The form's message: how many invitations went out, or why none did. */
type MailStatus = { sent: number } | { failed: GroupErrorKey } | undefined;

/**
 * 'Invite by e-mail' (administrators): one or more campus addresses; each gets a mail with its own
 * invitation code (only that address can use it) and the join link. The server's validation errors name an address by its index: the message
 * names the address.
 */
export function InvitationMailForm({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const mailing = useMailInvitations(groupId);
  const headingId = useId();
  const schema = useMemo(() => invitationMailSchema(t), [t]);

  async function submit(values: MailValues, helpers: FormikHelpers<MailValues>) {
    helpers.setStatus(undefined);
    const addresses = parseEmailList(values.emails);
    await mailing.run(addresses, {
      onSuccess: ({ queued }) => {
        helpers.resetForm({ values: { emails: '' } });
        helpers.setStatus({ sent: queued } satisfies MailStatus);
      },
      onError: (error) => {
        const problems = Object.entries(fieldErrors(error)).filter(
          ([path]) => path === 'emails' || path.startsWith('emails.'),
        );
        if (problems.length > 0 && generalError(error, ['emails']) === null) {
          const named = problems
            .map(([path]) => addresses[Number(path.split('.')[1])])
            .filter((address): address is string => address !== undefined);
          helpers.setFieldError(
            'emails',
            named.length > 0
              ? t('groups.mail.invalid', { addresses: named.join(', ') })
              : (problems[0]?.[1] ?? ''),
          );
        } else {
          helpers.setStatus({ failed: groupErrorKey(error) } satisfies MailStatus);
        }
      },
    });
  }

  return (
    <section className="groups__subsection" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('groups.mail.heading')}</h3>
      <Formik<MailValues>
        initialValues={{ emails: '' }}
        validationSchema={schema}
        onSubmit={submit}
      >
        {({ status }) => {
          const result = status as MailStatus;
          return (
            <Form className="form" noValidate>
              <TextField
                name="emails"
                label={t('groups.mail.emails')}
                rows={3}
                required
                hint={t('groups.mail.hint', { count: INVITATION_MAIL_MAX })}
              />
              {result && 'sent' in result && (
                <p role="status" className="form__message">
                  {t('groups.mail.sent', { count: result.sent })}
                </p>
              )}
              {result && 'failed' in result && (
                <div role="alert" className="form__message form__message--error">
                  <p>{t('groups.mail.failed')}</p>
                  <p>{t(result.failed)}</p>
                </div>
              )}
              <FormActions submitLabel={t('groups.mail.submit')} />
            </Form>
          );
        }}
      </Formik>
    </section>
  );
}

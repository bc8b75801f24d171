import type { WantedOffer } from '@campus/model/wanted-types';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FieldFrame } from '../../../components/form';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { useSession } from '../../../lib/session';
import { acceptOffer, type WantedAcceptResponse } from '../api/accept-offer';
import { wantedErrorKey } from '../api/errors';
import {
  ACCEPT_FIELDS,
  ACCEPT_MAX,
  acceptProblems,
  toAcceptInput,
  type AcceptField,
  type AcceptProblem,
  type AcceptValues,
} from './accept-values';

export interface AcceptDialogProps {
  wantedId: string;
  offer: WantedOffer;
  onClose: () => void;
  /** The contact opened (the caller goes to its chat). */
  onAccepted: (answer: WantedAcceptResponse) => void;
}

const LABELS = {
  message: 'wanted.accept.message',
  installationPlace: 'wanted.accept.installationPlace',
  locationManager: 'wanted.accept.locationManager',
  locationManagerEmail: 'wanted.accept.locationManagerEmail',
} as const satisfies Record<AcceptField, string>;

/**
 * Accepts an offer: a contact opens for the offered exhibit (everything in stock), as the contact
 * form opens one. The exhibit and its items are the offer's; the poster writes only what the offer
 * cannot know: a first message (a thank-you filled ahead), where the items go, and who manages that
 * place (her own name and address filled ahead). Sending agrees to the contact notice, which it shows.
 */
export function AcceptDialog({ wantedId, offer, onClose, onAccepted }: AcceptDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const { user, profile } = useSession();
  const form = useDialogForm<AcceptValues>({
    message: t('wanted.accept.defaultMessage', { title: offer.exhibitTitle }),
    installationPlace: '',
    locationManager: profile?.user.name ?? '',
    locationManagerEmail: user?.email ?? '',
  });
  const { values, errors, general } = form;

  const messageOf = (problem: AcceptProblem, name: AcceptField): string => {
    if (problem === 'required') return t('wanted.accept.required');
    if (problem === 'tooLong') return t('wanted.accept.tooLong', { count: ACCEPT_MAX[name] });
    if (problem === 'emailInvalid') return t('wanted.accept.emailInvalid');
    return t('validation.textInvalid');
  };

  const confirm = async () => {
    const problems = acceptProblems(values);
    const worded = Object.fromEntries(
      Object.entries(problems).map(([name, problem]) => [
        name,
        messageOf(problem, name as AcceptField),
      ]),
    ) as Partial<Record<AcceptField, string>>;
    if (!form.check(worded, (text: string) => text)) return;
    try {
      onAccepted(await acceptOffer(wantedId, offer.id, toAcceptInput(values)));
    } catch (error) {
      form.refuse(error, ACCEPT_FIELDS, t(wantedErrorKey(error)));
    }
  };

  return (
    <ConfirmDialog
      open
      title={t('wanted.accept.title')}
      confirmLabel={t('wanted.accept.send')}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p>{t('wanted.accept.intro', { title: offer.exhibitTitle })}</p>
      <div className="wanted-dialog__fields">
        {ACCEPT_FIELDS.map((name) => {
          const error = errors[name];
          const control = {
            id: `${id}-${name}`,
            className: 'field__control',
            value: values[name],
            maxLength: ACCEPT_MAX[name],
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${id}-${name}-error` : undefined,
            required: true,
          };
          return (
            <FieldFrame key={name} id={control.id} label={t(LABELS[name])} required error={error}>
              {name === 'message' ? (
                <textarea
                  {...control}
                  rows={4}
                  onChange={(event) => form.change({ [name]: event.target.value })}
                />
              ) : (
                <input
                  {...control}
                  type={name === 'locationManagerEmail' ? 'email' : 'text'}
                  onChange={(event) => form.change({ [name]: event.target.value })}
                />
              )}
            </FieldFrame>
          );
        })}
      </div>
      <p className="wanted-dialog__notice">{t('wanted.accept.agreement')}</p>
      {general && (
        <p role="alert" className="form__message form__message--error">
          {general}
        </p>
      )}
    </ConfirmDialog>
  );
}

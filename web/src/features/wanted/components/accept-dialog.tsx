import type { WantedOffer } from '@campus/model/wanted-types';
import { useTranslation } from 'react-i18next';
import {
  applyServerErrors,
  FormDialog,
  problemMessages,
  TextField,
} from '../../../components/form';
import { useSession } from '../../../lib/session';
import { useAcceptOffer, type WantedAcceptResponse } from '../api/accept-offer';
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
  const { user, profile } = useSession();
  const acceptance = useAcceptOffer(wantedId);

  const messageOf = (problem: AcceptProblem, name: AcceptField): string => {
    if (problem === 'required') return t('wanted.accept.required');
    if (problem === 'tooLong') return t('wanted.accept.tooLong', { count: ACCEPT_MAX[name] });
    if (problem === 'emailInvalid') return t('wanted.accept.emailInvalid');
    return t('validation.textInvalid');
  };

  return (
    <FormDialog<AcceptValues>
      title={t('wanted.accept.title')}
      intro={<p>{t('wanted.accept.intro', { title: offer.exhibitTitle })}</p>}
      initialValues={{
        message: t('wanted.accept.defaultMessage', { title: offer.exhibitTitle }),
        installationPlace: '',
        locationManager: profile?.user.name ?? '',
        locationManagerEmail: user?.email ?? '',
      }}
      validate={(values) => problemMessages(acceptProblems(values), messageOf)}
      onSubmit={(values, helpers) =>
        acceptance.run(
          { offerId: offer.id, input: toAcceptInput(values) },
          {
            onSuccess: onAccepted,
            onError: (error) => applyServerErrors(error, helpers, ACCEPT_FIELDS, wantedErrorKey),
          },
        )
      }
      submitLabel={t('wanted.accept.send')}
      onClose={onClose}
    >
      {ACCEPT_FIELDS.map((name) => (
        <TextField
          key={name}
          name={name}
          label={t(LABELS[name])}
          required
          maxLength={ACCEPT_MAX[name]}
          {...(name === 'message' ? { rows: 4 } : {})}
          {...(name === 'locationManagerEmail' ? { type: 'email' as const } : {})}
        />
      ))}
      <p className="wanted-dialog__notice">{t('wanted.accept.agreement')}</p>
    </FormDialog>
  );
}

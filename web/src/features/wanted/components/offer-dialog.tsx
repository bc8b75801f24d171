import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  applyServerErrors,
  FormDialog,
  problemMessages,
  RadioField,
  TextField,
} from '../../../components/form';
import { QueryStatus } from '../../../components/load-states';
import { paths } from '../../../lib/paths';
import { showToast } from '../../../lib/toasts';
import { useCreateOffer } from '../api/create-offer';
import { wantedErrorKey } from '../api/errors';
import { useOwnPublishedExhibits } from '../api/get-own-exhibits';
import {
  OFFER_MESSAGE_MAX,
  offerProblems,
  toOfferInput,
  type OfferField,
  type OfferProblem,
  type OfferValues,
} from './offer-values';

const FIELDS = ['exhibitId', 'message'] as const satisfies readonly OfferField[];

export interface OfferDialogProps {
  wantedId: string;
  /** The acting identity: whose published exhibits may be offered. */
  accountId: string;
  onClose: () => void;
}

/**
 * Offers one of the caller's published exhibits to a wanted post, with a message for the poster.
 * The server's refusals (offered already, the post closed, a block) stay in the dialog; once made,
 * the post follows (its offer count).
 */
export function OfferDialog({ wantedId, accountId, onClose }: OfferDialogProps) {
  const { t } = useTranslation();
  const offering = useCreateOffer(wantedId);
  const exhibits = useOwnPublishedExhibits(accountId);
  const offered = exhibits.status === 'success' ? exhibits.data.exhibits : [];

  const messageOf = (problem: OfferProblem): string => {
    if (problem === 'exhibitRequired') return t('wanted.offer.exhibitRequired');
    if (problem === 'messageMax') return t('wanted.offer.messageMax', { count: OFFER_MESSAGE_MAX });
    return t('validation.textInvalid');
  };

  return (
    <FormDialog<OfferValues>
      title={t('wanted.offer.title')}
      intro={<p>{t('wanted.offer.intro')}</p>}
      initialValues={{ exhibitId: '', message: '' }}
      validate={(values) => problemMessages(offerProblems(values), messageOf)}
      onSubmit={(values, helpers) =>
        offering.run(toOfferInput(values), {
          onSuccess: () => {
            showToast({ error: false, text: t('wanted.offer.done') });
            onClose();
          },
          onError: (error) => applyServerErrors(error, helpers, FIELDS, wantedErrorKey),
        })
      }
      submitLabel={t('wanted.offer.send')}
      onClose={onClose}
    >
      {({ errors, submitCount }) => (
        <>
          <QueryStatus
            query={exhibits}
            loading={t('wanted.offer.loading')}
            failed={t('wanted.offer.loadFailed')}
            retry={t('wanted.retry')}
          />
          {exhibits.status === 'success' && offered.length === 0 && (
            <p className="wanted-dialog__none">
              {t('wanted.offer.none')}{' '}
              <Link to={paths.reuseExhibitCreate.getHref()}>{t('wanted.offer.createExhibit')}</Link>
            </p>
          )}
          {offered.length > 0 ? (
            <RadioField
              name="exhibitId"
              label={t('wanted.offer.exhibit')}
              className="wanted-dialog__exhibits"
              options={offered.map((exhibit) => ({
                value: exhibit.id,
                label: <span translate="no">{exhibit.title}</span>,
              }))}
            />
          ) : (
            // Nothing to choose from (loading, failed or none): the choice's problem is said here.
            submitCount > 0 &&
            errors.exhibitId && (
              <p role="alert" className="form__message form__message--error">
                {errors.exhibitId}
              </p>
            )
          )}
          <TextField
            name="message"
            label={t('wanted.offer.message')}
            hint={t('wanted.offer.messageHint', { count: OFFER_MESSAGE_MAX })}
            rows={3}
            maxLength={OFFER_MESSAGE_MAX}
          />
        </>
      )}
    </FormDialog>
  );
}

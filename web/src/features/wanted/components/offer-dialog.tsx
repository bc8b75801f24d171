import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FieldFrame } from '../../../components/form';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { QueryStatus } from '../../../components/load-states';
import { paths } from '../../../lib/paths';
import { showToast } from '../../../lib/toasts';
import { createOffer } from '../api/create-offer';
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

export interface OfferDialogProps {
  wantedId: string;
  /** The acting identity: whose published exhibits may be offered. */
  accountId: string;
  onClose: () => void;
  /** The offer was made (the post's offer count changed). */
  onOffered: () => void;
}

/**
 * Offers one of the caller's published exhibits to a wanted post, with a message for the poster.
 * The server's refusals (offered already, the post closed, a block) stay in the dialog.
 */
export function OfferDialog({ wantedId, accountId, onClose, onOffered }: OfferDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const exhibits = useOwnPublishedExhibits(accountId);
  const form = useDialogForm<OfferValues>({ exhibitId: '', message: '' });
  const { values, errors, general } = form;

  const messageOf = (problem: OfferProblem): string => {
    if (problem === 'exhibitRequired') return t('wanted.offer.exhibitRequired');
    if (problem === 'messageMax') return t('wanted.offer.messageMax', { count: OFFER_MESSAGE_MAX });
    return t('validation.textInvalid');
  };

  const confirm = async () => {
    const problems = offerProblems(values);
    if (!form.check(problems, messageOf)) {
      // Nothing to choose from (loading, failed or none): the choice's problem is said below.
      const listed = exhibits.status === 'success' && exhibits.data.exhibits.length > 0;
      if (problems.exhibitId !== undefined && !listed)
        form.setGeneral(messageOf(problems.exhibitId));
      return;
    }
    try {
      await createOffer(wantedId, toOfferInput(values));
    } catch (error) {
      form.refuse(error, ['exhibitId', 'message'], t(wantedErrorKey(error)));
      return;
    }
    showToast({ error: false, text: t('wanted.offer.done') });
    onOffered();
    onClose();
  };

  const change = (name: OfferField, value: string) => form.change({ [name]: value });

  const exhibitError = errors.exhibitId;
  return (
    <ConfirmDialog
      open
      title={t('wanted.offer.title')}
      confirmLabel={t('wanted.offer.send')}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p>{t('wanted.offer.intro')}</p>
      <div className="wanted-dialog__fields">
        <QueryStatus
          query={exhibits}
          loading={t('wanted.offer.loading')}
          failed={t('wanted.offer.loadFailed')}
          retry={t('wanted.retry')}
        />
        {exhibits.status === 'success' &&
          (exhibits.data.exhibits.length === 0 ? (
            <p className="wanted-dialog__none">
              {t('wanted.offer.none')}{' '}
              <Link to={paths.reuseExhibitCreate.getHref()}>{t('wanted.offer.createExhibit')}</Link>
            </p>
          ) : (
            <fieldset
              className={
                exhibitError ? 'field field--radios field--invalid' : 'field field--radios'
              }
              aria-invalid={exhibitError ? true : undefined}
              aria-describedby={exhibitError ? `${id}-exhibit-error` : undefined}
            >
              <legend className="field__label">{t('wanted.offer.exhibit')}</legend>
              <div className="field__radios wanted-dialog__exhibits">
                {exhibits.data.exhibits.map((exhibit) => (
                  <label key={exhibit.id} className="field__radio">
                    <input
                      type="radio"
                      name={`${id}-exhibit`}
                      value={exhibit.id}
                      checked={values.exhibitId === exhibit.id}
                      onChange={() => change('exhibitId', exhibit.id)}
                    />
                    <span translate="no">{exhibit.title}</span>
                  </label>
                ))}
              </div>
              {exhibitError && (
                <p className="field__error" id={`${id}-exhibit-error`} role="alert">
                  {exhibitError}
                </p>
              )}
            </fieldset>
          ))}
        <FieldFrame
          id={`${id}-message`}
          label={t('wanted.offer.message')}
          hint={t('wanted.offer.messageHint', { count: OFFER_MESSAGE_MAX })}
          error={errors.message}
        >
          <textarea
            id={`${id}-message`}
            className="field__control"
            rows={3}
            maxLength={OFFER_MESSAGE_MAX}
            value={values.message}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={[`${id}-message-hint`, errors.message ? `${id}-message-error` : null]
              .filter(Boolean)
              .join(' ')}
            onChange={(event) => change('message', event.target.value)}
          />
        </FieldFrame>
      </div>
      {general && (
        <p role="alert" className="form__message form__message--error">
          {general}
        </p>
      )}
    </ConfirmDialog>
  );
}

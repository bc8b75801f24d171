import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FieldFrame } from '../../../components/form';
import { fieldErrors } from '../../../components/form/server-errors';
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
  const [values, setValues] = useState<OfferValues>({ exhibitId: '', message: '' });
  const [errors, setErrors] = useState<Partial<Record<OfferField, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);

  const messageOf = (problem: OfferProblem): string => {
    if (problem === 'exhibitRequired') return t('wanted.offer.exhibitRequired');
    if (problem === 'messageMax') return t('wanted.offer.messageMax', { count: OFFER_MESSAGE_MAX });
    return t('validation.textInvalid');
  };

  const confirm = async () => {
    setGeneral(null);
    const found: Partial<Record<OfferField, string>> = {};
    for (const [name, problem] of Object.entries(offerProblems(values))) {
      found[name as OfferField] = messageOf(problem);
    }
    setErrors(found);
    // Nothing to choose from (loading, failed or none): the choice's problem is said below.
    const listed = exhibits.status === 'success' && exhibits.data.exhibits.length > 0;
    if (found.exhibitId !== undefined && !listed) setGeneral(found.exhibitId);
    if (Object.keys(found).length > 0) return;
    try {
      await createOffer(wantedId, toOfferInput(values));
    } catch (error) {
      const onFields = fieldErrors(error);
      const mapped: Partial<Record<OfferField, string>> = {};
      for (const name of ['exhibitId', 'message'] as const) {
        if (onFields[name] !== undefined) mapped[name] = onFields[name];
      }
      setErrors(mapped);
      if (Object.keys(mapped).length === 0) setGeneral(t(wantedErrorKey(error)));
      return;
    }
    showToast({ error: false, text: t('wanted.offer.done') });
    onOffered();
    onClose();
  };

  const change = (name: OfferField, value: string) => {
    setValues({ ...values, [name]: value });
    if (errors[name] !== undefined) setErrors({ ...errors, [name]: undefined });
  };

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

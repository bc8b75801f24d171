import { FieldArray, Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  applyServerErrors,
  ErrorSummary,
  FormActions,
  FormMessage,
  InputField,
  localizedOptions,
  PlaceFields,
  SelectField,
  TextField,
} from '../../../components/form';
import { usePhotoQueues, type PhotoQueue } from '../../../components/photo-editor/photo-queue';
import {
  EXHIBIT_LIMITS,
  type ExhibitInput,
  type ManagedExhibit,
} from '../../../lib/exhibit-admin-types';
import { useLanguage } from '../../../lib/i18n';
import type { ApiMutation } from '../../../lib/use-api-mutation';
import { exhibitErrorKey } from '../api/errors';
import type { ExhibitAllocation } from '@campus/model/allocation-types';
import { LoanFields, LotteryFields, ProhibitedItemsNotice } from './exhibit-form-sections';
import {
  EXHIBIT_FIELD_NAMES,
  emptyItem,
  toExhibitInput,
  type ExhibitValues,
} from './exhibit-values';
import { exhibitSchema } from './exhibit-schema';
import { ItemFields } from './item-fields';
import type { FormLookups } from './use-form-lookups';
import './manage-exhibits.css';

export interface ExhibitFormProps {
  mode: 'create' | 'edit';
  initialValues: ExhibitValues;
  lookups: FormLookups;
  /**
   * The exhibit has trades in progress: only description, memo, item manager, e-mail, pick-up
   * period and expiry may change (the server refuses the rest with 409 `exhibit_has_contacts`).
   */
  contactsLocked?: boolean;
  /**
   * The exhibit was applied for (or approved): adding items or changing asset info or the
   * secretariat sends it back for approval and makes it private (not so for a draft).
   */
  reapprovalApplies?: boolean;
  /**
   * The exhibit's application mode when editing (docs/allocation.md): once drawn it is shown, not
   * asked (the server keeps it as it was).
   */
  allocation?: ExhibitAllocation | null;
  /**
   * Saves (a mutation's `run`); a refusal shows on the form (field errors, or a message for the
   * 409 codes).
   */
  save: ApiMutation<ExhibitInput, ManagedExhibit>['run'];
  /**
   * The exhibit as saved: the page says so and goes on (the form stays busy until then). When
   * creating, `photos` are the items' chosen photos (in item order) for the page to upload now
   * that the exhibit has its id; when editing there are none (photos are edited on the detail page).
   */
  onSaved: (exhibit: ManagedExhibit, photos: readonly PhotoQueue[]) => void | Promise<void>;
  onCancelHref: string;
}

/**
 * The reuse exhibit form (create and edit): the exhibit's fields, 1-20 items with their asset
 * information (and book fields for books), and the prohibited-items notice to agree to. Rules in
 * `exhibit-values.ts`, mirroring the server's.
 */
export function ExhibitForm({
  mode,
  initialValues,
  lookups,
  contactsLocked = false,
  reapprovalApplies = false,
  allocation = null,
  save,
  onSaved,
  onCancelHref,
}: ExhibitFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const schema = useMemo(() => exhibitSchema(t), [t]);
  const photoQueues = usePhotoQueues();
  const creating = mode === 'create';
  // Saved: the page is leaving, and the router keeps it on screen until the next page has loaded.
  // Nothing more may be sent or chosen meanwhile (a second exhibit, a photo that would be lost).
  const [saved, setSaved] = useState(false);

  function submit(values: ExhibitValues, helpers: FormikHelpers<ExhibitValues>) {
    helpers.setStatus(undefined);
    const photos = creating ? values.items.map((item) => photoQueues.get(item.key)) : [];
    return save(toExhibitInput(values), {
      onSuccess: async (exhibit) => {
        await onSaved(exhibit, photos);
        setSaved(true);
      },
      // Field problems show on their fields; anything else (409 codes too) above the buttons.
      onError: (error) => applyServerErrors(error, helpers, EXHIBIT_FIELD_NAMES, exhibitErrorKey),
    });
  }

  const locked = contactsLocked;
  return (
    <Formik<ExhibitValues>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={submit}
    >
      {({ values }) => (
        <Form className="form exhibit-form" noValidate>
          <ErrorSummary />
          {mode === 'edit' && (
            <>
              {locked && (
                <p className="manage-exhibits__notice manage-exhibits__notice--warning">
                  {t('exhibitForm.edit.locked')}
                </p>
              )}
              {reapprovalApplies && (
                <p className="manage-exhibits__notice manage-exhibits__notice--warning">
                  {t('exhibitForm.edit.reapproval')}
                </p>
              )}
            </>
          )}
          <fieldset>
            <legend>{t('exhibitForm.basics')}</legend>
            <TextField
              name="title"
              label={t('exhibitForm.title')}
              required
              disabled={locked}
              maxLength={EXHIBIT_LIMITS.titleMax}
              hint={t('exhibitForm.maxHint', { count: EXHIBIT_LIMITS.titleMax })}
            />
            <TextField
              name="description"
              label={t('exhibitForm.description')}
              rows={5}
              maxLength={EXHIBIT_LIMITS.descriptionMax}
              hint={t('exhibitForm.maxHint', { count: EXHIBIT_LIMITS.descriptionMax })}
            />
            <div className="form__row">
              <TextField
                name="itemManager"
                label={t('exhibitForm.itemManager')}
                required
                maxLength={EXHIBIT_LIMITS.nameMax}
              />
              <TextField
                name="managerEmail"
                type="email"
                autoComplete="email"
                label={t('exhibitForm.managerEmail')}
                required
                maxLength={EXHIBIT_LIMITS.emailMax}
              />
            </div>
          </fieldset>
          <PlaceFields
            legend={t('exhibitForm.place')}
            areas={lookups.areas}
            roomMax={EXHIBIT_LIMITS.roomMax}
            disabled={locked}
          />
          <fieldset>
            <legend>{t('exhibitForm.schedule')}</legend>
            <div className="form__row">
              <InputField
                name="pickupFrom"
                type="datetime-local"
                label={t('exhibitForm.pickupFrom')}
                required
                hint={t('exhibitForm.pickupHint')}
              />
              <InputField
                name="pickupUntil"
                type="datetime-local"
                label={t('exhibitForm.pickupUntil')}
                required
              />
              <InputField
                name="expiresAt"
                type="datetime-local"
                label={t('exhibitForm.expiresAt')}
                required
              />
            </div>
            <LoanFields lending={values.loan === 'lend'} locked={locked} />
            <SelectField
              name="secretariatId"
              label={t('exhibitForm.secretariat')}
              required
              disabled={locked}
              placeholder={t('fields.select')}
              options={localizedOptions(lookups.secretariats, language)}
            />
            <TextField
              name="memo"
              label={t('exhibitForm.memo')}
              rows={3}
              maxLength={EXHIBIT_LIMITS.memoMax}
              hint={t('exhibitForm.memoHint')}
            />
          </fieldset>
          <LotteryFields
            drawn={
              allocation?.drawnAt
                ? { deadline: allocation.deadline, drawnAt: allocation.drawnAt }
                : null
            }
          />
          <FieldArray name="items">
            {({ push, remove }) => (
              <fieldset>
                <legend>{t('exhibitForm.items')}</legend>
                <p className="field__hint">
                  {t('exhibitForm.itemsHint', { max: EXHIBIT_LIMITS.itemsMax })}
                </p>
                <ItemsError />
                {values.items.map((item, index) => (
                  <ItemFields
                    key={item.key}
                    index={index}
                    categories={lookups.categories}
                    disabled={locked || saved}
                    canRemove={values.items.length > 1 && !locked && !saved}
                    onRemove={() => {
                      photoQueues.drop(item.key);
                      remove(index);
                    }}
                    photos={creating ? photoQueues : undefined}
                  />
                ))}
                {!locked && values.items.length < EXHIBIT_LIMITS.itemsMax && (
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => push(emptyItem())}
                  >
                    {t('exhibitForm.addItem')}
                  </button>
                )}
              </fieldset>
            )}
          </FieldArray>
          <ProhibitedItemsNotice />
          <FormMessage />
          <FormActions
            submitLabel={
              mode === 'create' ? t('exhibitForm.createSubmit') : t('exhibitForm.saveSubmit')
            }
            submitDisabled={saved}
            cancel={{ label: t('exhibitForm.cancel'), to: onCancelHref }}
          />
        </Form>
      )}
    </Formik>
  );
}

/** The items list's own error (none, or more than 20). */
function ItemsError() {
  const { errors, submitCount } = useFormikContext<ExhibitValues>();
  if (submitCount === 0 || typeof errors.items !== 'string') return null;
  return (
    <p className="field__error" role="alert">
      {errors.items}
    </p>
  );
}

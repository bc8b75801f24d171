import { FieldArray, Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  applyServerErrors,
  CheckboxField,
  ErrorSummary,
  FormActions,
  FormMessage,
  InputField,
  RadioField,
  SelectField,
  TextField,
} from '../../../components/form';
import {
  ASSET_CATEGORIES,
  BUDGET_SOURCES,
  EXHIBIT_LIMITS,
  type ExhibitInput,
} from '../../../lib/exhibit-admin-types';
import { ITEM_CONDITIONS, type ItemKind } from '../../../lib/exhibit-types';
import { localize, useLanguage } from '../../../lib/i18n';
import {
  findCategory,
  smallCategoryGroups,
  type Category,
} from '../../../lib/lookups/get-categories';
import { paths } from '../../../lib/paths';
import { exhibitErrorKey } from '../api/errors';
import { PhotoEditor } from '../../../components/photo-editor/photo-editor';
import {
  usePhotoQueues,
  type PhotoQueue,
  type PhotoQueues,
} from '../../../components/photo-editor/photo-queue';
import { useItemPhotoWords } from './item-photo-words';
import {
  EXHIBIT_FIELD_NAMES,
  emptyItem,
  exhibitSchema,
  toExhibitInput,
  type ExhibitValues,
} from './exhibit-values';
import { useAreaBuildings } from '../../../lib/lookups/get-buildings';
import { formatDateTime } from '../../../lib/time';
import type { ExhibitAllocation } from '@campus/model/allocation-types';
import { IMPACT_LIMITS } from '@campus/model/impact-types';
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
   * Saves; a rejection shows on the form (field errors, or a message for the 409 codes). When
   * creating, `photos` are the items' chosen photos (in item order) for the page to upload once
   * the exhibit has its id; when editing there are none (photos are edited on the detail page).
   */
  onSubmit: (input: ExhibitInput, photos: readonly PhotoQueue[]) => Promise<unknown>;
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
  onSubmit,
  onCancelHref,
}: ExhibitFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const schema = useMemo(() => exhibitSchema(t), [t]);
  const photoQueues = usePhotoQueues();
  const creating = mode === 'create';

  async function submit(values: ExhibitValues, helpers: FormikHelpers<ExhibitValues>) {
    helpers.setStatus(undefined);
    const photos = creating ? values.items.map((item) => photoQueues.get(item.key)) : [];
    try {
      await onSubmit(toExhibitInput(values), photos);
    } catch (error) {
      // Field problems show on their fields; anything else (409 codes too) above the buttons.
      applyServerErrors(error, helpers, EXHIBIT_FIELD_NAMES, exhibitErrorKey);
    }
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
            <div className="exhibit-form__row">
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
          <PlaceFields lookups={lookups} disabled={locked} />
          <fieldset>
            <legend>{t('exhibitForm.schedule')}</legend>
            <div className="exhibit-form__row">
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
              placeholder={t('exhibitForm.select')}
              options={lookups.secretariats.map((s) => ({
                value: s.id,
                label: localize(s.name, language),
              }))}
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
            lottery={values.lottery}
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
                    disabled={locked}
                    canRemove={values.items.length > 1 && !locked}
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
            cancel={{ label: t('exhibitForm.cancel'), to: onCancelHref }}
          />
        </Form>
      )}
    </Formik>
  );
}

function PlaceFields({ lookups, disabled }: { lookups: FormLookups; disabled: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { values, setFieldValue } = useFormikContext<ExhibitValues>();
  const buildings = useAreaBuildings(values.place.areaId);
  const buildingOptions =
    buildings.status === 'success'
      ? buildings.data.map((b) => ({ value: b.id, label: localize(b.name, language) }))
      : [];
  return (
    <fieldset>
      <legend>{t('exhibitForm.place')}</legend>
      <div className="exhibit-form__row">
        <SelectField
          name="place.areaId"
          label={t('exhibitForm.area')}
          required
          disabled={disabled}
          placeholder={t('exhibitForm.select')}
          groups={[
            {
              label: '',
              options: lookups.areas.map((a) => ({
                value: a.id,
                label: localize(a.name, language),
              })),
            },
          ]}
          onChosen={() => void setFieldValue('place.buildingId', '')}
        />
        <SelectField
          name="place.buildingId"
          label={t('exhibitForm.building')}
          required
          disabled={disabled || values.place.areaId === ''}
          placeholder={t('exhibitForm.select')}
          options={
            // Keep the saved building selectable while the list loads.
            buildingOptions.length === 0 && values.place.buildingId !== ''
              ? [{ value: values.place.buildingId, label: values.place.buildingId }]
              : buildingOptions
          }
        />
        <TextField
          name="place.room"
          label={t('exhibitForm.room')}
          disabled={disabled}
          maxLength={EXHIBIT_LIMITS.roomMax}
        />
      </div>
    </fieldset>
  );
}

function kindOf(categories: Readonly<Record<string, Category>>, id: string): ItemKind | '' {
  const found = findCategory(categories, id);
  return found && 'kind' in found ? found.kind : '';
}

interface ItemFieldsProps {
  index: number;
  categories: Readonly<Record<string, Category>>;
  disabled: boolean;
  canRemove: boolean;
  onRemove: () => void;
  /** Before the first save: the items' queues of chosen photos (one editor per item). */
  photos: PhotoQueues | undefined;
}

function ItemFields({ index, categories, disabled, canRemove, onRemove, photos }: ItemFieldsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const photoWords = useItemPhotoWords();
  const { values, setFieldValue, isSubmitting } = useFormikContext<ExhibitValues>();
  const item = values.items[index];
  const groups = useMemo(() => smallCategoryGroups(categories, language), [categories, language]);
  const reasonId = useId();
  if (!item) return null;
  const name = (field: string) => `items.${index}.${field}`;
  const number = index + 1;
  // The server refuses to remove an item with trades (409 `item_has_trades`): say so before.
  const hasTrades = (item.tradeCount ?? 0) > 0;
  return (
    <fieldset className="exhibit-form__item">
      <legend>{t('exhibitForm.itemHeading', { number })}</legend>
      {canRemove && (
        <div className="exhibit-form__item-head">
          {hasTrades ? (
            <span id={reasonId} className="field__hint">
              {t('exhibitForm.removeItemHasTrades')}
            </span>
          ) : (
            <span />
          )}
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={onRemove}
            disabled={hasTrades}
            aria-describedby={hasTrades ? reasonId : undefined}
          >
            {t('exhibitForm.removeItem', { number })}
          </button>
        </div>
      )}
      <TextField
        name={name('name')}
        label={t('exhibitForm.itemName')}
        required
        disabled={disabled}
        maxLength={EXHIBIT_LIMITS.itemNameMax}
      />
      <TextField
        name={name('description')}
        label={t('exhibitForm.itemDescription')}
        rows={3}
        disabled={disabled}
        maxLength={EXHIBIT_LIMITS.itemDescriptionMax}
      />
      <div className="exhibit-form__row">
        <SelectField
          name={name('categoryId')}
          label={t('exhibitForm.category')}
          required
          disabled={disabled}
          placeholder={t('exhibitForm.select')}
          groups={groups}
          hint={
            item.kind
              ? t('exhibitForm.kind', { kind: t(`exhibitForm.kinds.${item.kind}`) })
              : undefined
          }
          onChosen={(id) => void setFieldValue(name('kind'), kindOf(categories, id))}
        />
        {item.id ? (
          <p className="field">{t('exhibitForm.stockLocked', { stock: item.stock })}</p>
        ) : (
          <InputField
            name={name('stock')}
            label={t('exhibitForm.stock')}
            inputMode="numeric"
            required
            disabled={disabled}
          />
        )}
        <SelectField
          name={name('condition')}
          label={t('exhibitForm.condition')}
          required
          disabled={disabled}
          placeholder={t('exhibitForm.select')}
          options={ITEM_CONDITIONS.map((value) => ({
            value,
            label: t(`exhibitForm.conditions.${value}`),
          }))}
        />
      </div>
      <InputField
        name={name('weightKg')}
        type="number"
        inputMode="decimal"
        min={0}
        max={IMPACT_LIMITS.weightKgMax}
        step={0.1}
        label={t('exhibitForm.weightKg')}
        disabled={disabled}
        hint={t('exhibitForm.weightKgHint')}
      />
      {item.kind === 'book' && (
        <fieldset>
          <legend>{t('exhibitForm.book')}</legend>
          <div className="exhibit-form__row">
            <TextField
              name={name('book.author')}
              label={t('exhibitForm.author')}
              disabled={disabled}
            />
            <TextField
              name={name('book.publisher')}
              label={t('exhibitForm.publisher')}
              disabled={disabled}
            />
          </div>
          <div className="exhibit-form__row">
            <InputField
              name={name('book.publicationYear')}
              label={t('exhibitForm.publicationYear')}
              inputMode="numeric"
              disabled={disabled}
            />
            <InputField
              name={name('book.publicationMonth')}
              label={t('exhibitForm.publicationMonth')}
              inputMode="numeric"
              disabled={disabled}
            />
            <InputField
              name={name('book.publicationDay')}
              label={t('exhibitForm.publicationDay')}
              inputMode="numeric"
              disabled={disabled}
            />
            <InputField
              name={name('book.isbn')}
              label={t('exhibitForm.isbn')}
              hint={t('exhibitForm.isbnHint')}
              disabled={disabled}
            />
          </div>
        </fieldset>
      )}
      <fieldset>
        <legend>{t('exhibitForm.assetInfo')}</legend>
        <div className="exhibit-form__row">
          <SelectField
            name={name('assetInfo.assetCategory')}
            label={t('exhibitForm.assetCategory')}
            required
            disabled={disabled}
            placeholder={t('exhibitForm.select')}
            options={ASSET_CATEGORIES.map((value) => ({
              value,
              label: t(`exhibitForm.assetCategories.${value}`),
            }))}
          />
          <TextField
            name={name('assetInfo.assetNumber')}
            label={t('exhibitForm.assetNumber')}
            required={item.assetInfo.assetCategory !== 'consumable'}
            disabled={disabled}
            maxLength={EXHIBIT_LIMITS.assetNumberMax}
            hint={t('exhibitForm.assetNumberHint')}
          />
        </div>
        <div className="exhibit-form__row">
          <SelectField
            name={name('assetInfo.budgetSource')}
            label={t('exhibitForm.budgetSource')}
            required
            disabled={disabled}
            placeholder={t('exhibitForm.select')}
            options={BUDGET_SOURCES.map((value) => ({
              value,
              label: t(`exhibitForm.budgetSources.${value}`),
            }))}
          />
          <InputField
            name={name('assetInfo.projectCode')}
            label={t('exhibitForm.projectCode')}
            inputMode="numeric"
            required={item.assetInfo.budgetSource === 'others'}
            disabled={disabled}
            maxLength={12}
            hint={t('exhibitForm.projectCodeHint')}
          />
        </div>
        <div className="exhibit-form__row">
          <InputField
            name={name('assetInfo.acquisitionDate')}
            type="date"
            label={t('exhibitForm.acquisitionDate')}
            disabled={disabled}
          />
          <InputField
            name={name('assetInfo.acquisitionPrice')}
            label={t('exhibitForm.acquisitionPrice')}
            inputMode="numeric"
            disabled={disabled}
          />
        </div>
      </fieldset>
      {photos && (
        <PhotoEditor
          queue={photos.get(item.key)}
          max={EXHIBIT_LIMITS.imagesPerItemMax}
          words={photoWords(item.name || t('exhibitForm.itemHeading', { number }))}
          headingLevel={2}
          disabled={isSubmitting}
        />
      )}
    </fieldset>
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

const NOTICE_ITEMS = ['item1', 'item2', 'item3', 'item4', 'item5', 'item6', 'item7'] as const;

/** Spec section 5: the prohibited items, shown on exhibit, and the agreement the server requires. */
function ProhibitedItemsNotice() {
  const { t } = useTranslation();
  return (
    <section className="manage-exhibits__notice" aria-labelledby="prohibited-items-heading">
      <h2 id="prohibited-items-heading" className="exhibit-form__notice-title">
        {t('exhibitForm.notice.title')}
      </h2>
      <p>{t('exhibitForm.notice.lead')}</p>
      <ul className="exhibit-form__notice-list">
        {NOTICE_ITEMS.map((key) => (
          <li key={key}>{t(`exhibitForm.notice.${key}`)}</li>
        ))}
      </ul>
      <p>
        <Link to={paths.terms.getHref()} target="_blank" rel="noopener">
          {t('exhibitForm.notice.terms')}
        </Link>
      </p>
      <CheckboxField name="agreedToNotice" label={t('exhibitForm.notice.agree')} />
    </section>
  );
}

/**
 * Application mode (docs/allocation.md): hand out by lottery among those who apply before a deadline
 * (before the expiry), or first come, first served. Once drawn the mode is shown, not asked.
 */
function LotteryFields({
  lottery,
  drawn,
}: {
  lottery: boolean;
  /** The deadline and the time of the draw, once drawn. */
  drawn: { deadline: string; drawnAt: string } | null;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend>{t('allocation.form.mode')}</legend>
      {drawn ? (
        <>
          <p className="field">
            {t('allocation.form.lotteryUntil', { deadline: formatDateTime(drawn.deadline) })}
          </p>
          <p className="field__hint">
            {t('allocation.form.drawnLocked', { at: formatDateTime(drawn.drawnAt) })}
          </p>
        </>
      ) : (
        <>
          <CheckboxField name="lottery" label={t('allocation.form.lottery')} />
          <p className="field__hint">{t('allocation.form.lotteryHint')}</p>
          {lottery && (
            <InputField
              name="applicationDeadline"
              type="datetime-local"
              label={t('allocation.form.deadline')}
              required
              hint={t('allocation.form.deadlineHint')}
            />
          )}
        </>
      )}
    </fieldset>
  );
}

/**
 * Give away or lend: a loan's contacts are loans, handed over with a return due date that the
 * default period proposes. The choice is locked while trades go on (each copied it); the period
 * is not (only new contacts read it).
 */
function LoanFields({ lending, locked }: { lending: boolean; locked: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <RadioField
        name="loan"
        label={t('loans.choice')}
        required
        disabled={locked}
        hint={locked ? t('loans.lockedHint') : undefined}
        options={[
          { value: 'give', label: t('loans.give') },
          { value: 'lend', label: t('loans.lend') },
        ]}
      />
      {lending && (
        <InputField
          name="loanDays"
          type="number"
          inputMode="numeric"
          min={EXHIBIT_LIMITS.loanDaysMin}
          max={EXHIBIT_LIMITS.loanDaysMax}
          step={1}
          label={t('loans.days')}
          required
          hint={t('loans.daysHint', {
            min: EXHIBIT_LIMITS.loanDaysMin,
            max: EXHIBIT_LIMITS.loanDaysMax,
          })}
        />
      )}
    </>
  );
}

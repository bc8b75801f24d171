import { useFormikContext } from 'formik';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EnumSelectField, InputField, SelectField, TextField } from '../../../components/form';
import { PhotoEditor } from '../../../components/photo-editor/photo-editor';
import type { PhotoQueues } from '../../../components/photo-editor/photo-queue';
import { ASSET_CATEGORIES, BUDGET_SOURCES, EXHIBIT_LIMITS } from '../../../lib/exhibit-admin-types';
import { ITEM_CONDITIONS, type ItemKind } from '../../../lib/exhibit-types';
import { useLanguage } from '../../../lib/i18n';
import {
  findCategory,
  smallCategoryGroups,
  type Category,
} from '../../../lib/lookups/get-categories';
import { IMPACT_LIMITS } from '@campus/model/impact-types';
import { useItemPhotoWords } from './item-photo-words';
import type { ExhibitValues } from './exhibit-values';

/**
 * One item of the exhibit form: its name, description, category (which tells its kind), stock,
 * condition and weight, a book's fields for a book, the asset information the secretariat checks
 * and, before the first save, its photos.
 */
function kindOf(categories: Readonly<Record<string, Category>>, id: string): ItemKind | '' {
  const found = findCategory(categories, id);
  return found && 'kind' in found ? found.kind : '';
}

export interface ItemFieldsProps {
  index: number;
  categories: Readonly<Record<string, Category>>;
  disabled: boolean;
  canRemove: boolean;
  onRemove: () => void;
  /** Before the first save: the items' queues of chosen photos (one editor per item). */
  photos: PhotoQueues | undefined;
}

export function ItemFields({
  index,
  categories,
  disabled,
  canRemove,
  onRemove,
  photos,
}: ItemFieldsProps) {
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
      <div className="form__row">
        <SelectField
          name={name('categoryId')}
          label={t('exhibitForm.category')}
          required
          disabled={disabled}
          placeholder={t('fields.select')}
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
        <EnumSelectField
          name={name('condition')}
          label={t('exhibitForm.condition')}
          required
          disabled={disabled}
          values={ITEM_CONDITIONS}
          labelOf={(value) => t(`exhibitForm.conditions.${value}`)}
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
      {item.kind === 'book' && <BookFields name={name} disabled={disabled} />}
      <fieldset>
        <legend>{t('exhibitForm.assetInfo')}</legend>
        <div className="form__row">
          <EnumSelectField
            name={name('assetInfo.assetCategory')}
            label={t('exhibitForm.assetCategory')}
            required
            disabled={disabled}
            values={ASSET_CATEGORIES}
            labelOf={(value) => t(`exhibitForm.assetCategories.${value}`)}
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
        <div className="form__row">
          <EnumSelectField
            name={name('assetInfo.budgetSource')}
            label={t('exhibitForm.budgetSource')}
            required
            disabled={disabled}
            values={BUDGET_SOURCES}
            labelOf={(value) => t(`exhibitForm.budgetSources.${value}`)}
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
        <div className="form__row">
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
          disabled={isSubmitting || disabled}
        />
      )}
    </fieldset>
  );
}

/** A book's own text fields, side by side. */
const BOOK_TEXTS = ['author', 'publisher'] as const;
/** The parts of a book's publication date, each typed as a number (any may stay blank). */
const BOOK_DATE_PARTS = ['publicationYear', 'publicationMonth', 'publicationDay'] as const;

/** A book item's fields: author and publisher, the publication date's parts and the ISBN. */
function BookFields({
  name,
  disabled,
}: {
  /** The item's field's name in the form (`items.0.book.isbn`). */
  name: (field: string) => string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend>{t('exhibitForm.book')}</legend>
      <div className="form__row">
        {BOOK_TEXTS.map((field) => (
          <TextField
            key={field}
            name={name(`book.${field}`)}
            label={t(`exhibitForm.${field}`)}
            disabled={disabled}
          />
        ))}
      </div>
      <div className="form__row">
        {BOOK_DATE_PARTS.map((field) => (
          <InputField
            key={field}
            name={name(`book.${field}`)}
            label={t(`exhibitForm.${field}`)}
            inputMode="numeric"
            disabled={disabled}
          />
        ))}
        <InputField
          name={name('book.isbn')}
          label={t('exhibitForm.isbn')}
          hint={t('exhibitForm.isbnHint')}
          disabled={disabled}
        />
      </div>
    </fieldset>
  );
}

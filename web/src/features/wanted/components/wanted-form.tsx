import type { FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  applyServerErrors,
  InputField,
  localizedOptions,
  PageForm,
  SelectField,
  TextField,
} from '../../../components/form';
import type { WantedInput, WantedPost } from '@campus/model/wanted-types';
import { useLanguage } from '../../../lib/i18n';
import { categoryOptions } from '../../../lib/lookups/category-options';
import type { ApiMutation } from '../../../lib/use-api-mutation';
import { wantedErrorKey } from '../api/errors';
import type { WantedLookups } from './use-wanted-lookups';
import {
  toWantedInput,
  WANTED_FIELD_NAMES,
  WANTED_LIMITS,
  wantedSchema,
  type WantedValues,
} from './wanted-values';
import './wanted.css';

export interface WantedFormProps {
  mode: 'create' | 'edit';
  initialValues: WantedValues;
  lookups: WantedLookups;
  /** Saves (a mutation's `run`); a refusal shows on the form (field errors, or a 409's message). */
  save: ApiMutation<WantedInput, WantedPost>['run'];
  /** The post as saved: the page says so and goes on. */
  onSaved: (post: WantedPost) => void | Promise<void>;
  onCancelHref: string;
}

/**
 * The wanted form (create and edit): what is wanted (title, description), what matches it (a
 * category of any level or none, keywords, an area or none) and until when. Rules in
 * `wanted-values.ts`, mirroring the server's.
 */
export function WantedForm({
  mode,
  initialValues,
  lookups,
  save,
  onSaved,
  onCancelHref,
}: WantedFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const schema = useMemo(() => wantedSchema(t), [t]);
  const categories = useMemo(
    () => categoryOptions(lookups.categories, language),
    [lookups.categories, language],
  );

  function submit(values: WantedValues, helpers: FormikHelpers<WantedValues>) {
    helpers.setStatus(undefined);
    return save(toWantedInput(values), {
      onSuccess: onSaved,
      onError: (error) => applyServerErrors(error, helpers, WANTED_FIELD_NAMES, wantedErrorKey),
    });
  }

  return (
    <PageForm<WantedValues>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={submit}
      className="form wanted-form"
      actions={{
        submitLabel: mode === 'create' ? t('wanted.form.create') : t('wanted.form.save'),
        cancel: { label: t('wanted.form.cancel'), to: onCancelHref },
      }}
    >
      <p className="wanted__intro">{t('wanted.form.intro')}</p>
      <TextField
        name="title"
        label={t('wanted.form.title')}
        required
        maxLength={WANTED_LIMITS.titleMax}
        hint={t('wanted.form.maxHint', { count: WANTED_LIMITS.titleMax })}
      />
      <TextField
        name="description"
        label={t('wanted.form.description')}
        rows={5}
        maxLength={WANTED_LIMITS.descriptionMax}
        hint={t('wanted.form.maxHint', { count: WANTED_LIMITS.descriptionMax })}
      />
      <div className="form__row">
        <SelectField
          name="categoryId"
          label={t('wanted.form.category')}
          options={[{ value: '', label: t('wanted.form.anyCategory') }, ...categories]}
        />
        <SelectField
          name="areaId"
          label={t('wanted.form.area')}
          options={[
            { value: '', label: t('wanted.form.anyArea') },
            ...localizedOptions(lookups.areas, language),
          ]}
        />
      </div>
      <TextField
        name="keywords"
        label={t('wanted.form.keywords')}
        maxLength={WANTED_LIMITS.keywordsMax}
        hint={t('wanted.form.keywordsHint')}
      />
      <InputField
        name="until"
        type="datetime-local"
        label={t('wanted.form.until')}
        required
        hint={t('wanted.form.untilHint', { days: WANTED_LIMITS.untilMaxDays })}
      />
    </PageForm>
  );
}

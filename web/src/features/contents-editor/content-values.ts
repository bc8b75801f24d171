import type { PublishContentInput } from '@campus/model/content-types';
import { CONTENT_LIMITS } from '@campus/model/content-types';
import type { Language } from '@campus/model/identity-types';
import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { storableText } from '../../lib/text-rules';

/** The editor form: its values and the yup rules mirroring `functions/src/model/content.ts`. */

export interface ContentValues {
  title: string;
  body: string;
  /** Terms only: publish as an editorial fix (no new agreement). */
  editorial: boolean;
}

export const CONTENT_FIELD_NAMES: readonly (keyof ContentValues)[] = ['title', 'body', 'editorial'];

export function contentSchema(t: TFunction) {
  const title = t('contents.editor.fieldTitle');
  const body = t('contents.editor.fieldBody');
  return yup.object({
    title: storableText(
      yup
        .string()
        .trim()
        .required(t('validation.required', { field: title }))
        .max(
          CONTENT_LIMITS.title,
          t('validation.maxLength', { field: title, count: CONTENT_LIMITS.title }),
        ),
      t,
    ),
    body: storableText(
      yup
        .string()
        .trim()
        .required(t('validation.required', { field: body }))
        .max(
          CONTENT_LIMITS.body,
          t('validation.maxLength', { field: body, count: CONTENT_LIMITS.body }),
        ),
      t,
      true,
    ),
    editorial: yup.boolean().required(),
  });
}

/** The request body: the values for `lang`, on top of the version the editor started from. */
export function toPublishInput(
  values: ContentValues,
  lang: Language,
  baseVersion: number,
): PublishContentInput {
  return {
    lang,
    title: values.title.trim(),
    body: values.body.trim(),
    baseVersion,
    editorial: values.editorial,
  };
}

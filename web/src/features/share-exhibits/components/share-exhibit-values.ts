import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { SHARE_EXHIBIT_LIMITS, type OwnedShareExhibit, type ShareExhibitInput } from '../api/types';
import { storableText } from '../../../lib/text-rules';

/**
 * The values of the listing form (create and edit) and their yup rules, mirroring the server's
 * `shareExhibitInputSchema`: a title, a description, 1 to 20 of the identity's devices, published or
 * not, and the terms of sharing agreed (again at every save, so the box starts unticked).
 */
export interface ShareExhibitValues {
  title: string;
  description: string;
  deviceIds: string[];
  published: boolean;
  agreeToTerms: boolean;
}

/** The form's fields: the server's errors at `body.<field>...` go on them. */
export const SHARE_EXHIBIT_FIELD_NAMES = [
  'title',
  'description',
  'deviceIds',
  'published',
  'agreeToTerms',
] as const;

export const emptyShareExhibitValues = (): ShareExhibitValues => ({
  title: '',
  description: '',
  deviceIds: [],
  published: true,
  agreeToTerms: false,
});

/** A saved listing as form values; only the devices the identity still lends stay chosen. */
export function shareExhibitValuesOf(
  exhibit: OwnedShareExhibit,
  ownDeviceIds: readonly string[],
): ShareExhibitValues {
  return {
    title: exhibit.title,
    description: exhibit.description,
    deviceIds: exhibit.deviceIds.filter((id) => ownDeviceIds.includes(id)),
    published: exhibit.published,
    agreeToTerms: false,
  };
}

export function toShareExhibitInput(values: ShareExhibitValues): ShareExhibitInput {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    deviceIds: [...new Set(values.deviceIds)],
    published: values.published,
    agreeToTerms: true,
  };
}

export function shareExhibitSchema(t: TFunction) {
  const { titleMax, descriptionMax, devicesMax } = SHARE_EXHIBIT_LIMITS;
  return yup.object({
    title: storableText(
      yup
        .string()
        .trim()
        .required(t('shareExhibits.form.errors.titleRequired'))
        .max(titleMax, t('shareExhibits.form.errors.titleMax', { max: titleMax })),
      t,
    ),
    description: storableText(
      yup
        .string()
        .trim()
        .max(
          descriptionMax,
          t('shareExhibits.form.errors.descriptionMax', { max: descriptionMax }),
        ),
      t,
      true,
    ),
    deviceIds: yup
      .array(yup.string().required())
      .min(1, t('shareExhibits.form.errors.devicesMin'))
      .max(devicesMax, t('shareExhibits.form.errors.devicesMax', { max: devicesMax })),
    published: yup.boolean(),
    agreeToTerms: yup.boolean().oneOf([true], t('shareExhibits.form.errors.termsRequired')),
  });
}

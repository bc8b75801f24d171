import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { GROUP_ICON_MAX } from '@campus/model/limits';
import {
  GROUP_KINDS,
  GROUP_NAME_MAX,
  GROUP_PROFILE_MAX,
  type Group,
  type GroupInput,
  type GroupKind,
} from '../api/types';
import { httpUrlText, storableText } from '../../../lib/text-rules';

/**
 * The values of the group form (create and edit): name, kind, profile and icon URL, with yup rules
 * mirroring the server's `groupInputSchema` (which checks them again; its validation errors land on
 * the same fields).
 */

export interface GroupValues {
  name: string;
  kind: GroupKind | '';
  profile: string;
  icon: string;
}

export const GROUP_FIELD_NAMES: readonly (keyof GroupValues)[] = [
  'name',
  'kind',
  'profile',
  'icon',
];

export const EMPTY_GROUP_VALUES: GroupValues = {
  name: '',
  kind: 'laboratory',
  profile: '',
  icon: '',
};

export function groupValuesOf(group: Group): GroupValues {
  return { name: group.name, kind: group.kind, profile: group.profile, icon: group.icon ?? '' };
}

/** What the API takes: a trimmed name, and null for no icon. */
export function toGroupInput(values: GroupValues): GroupInput {
  const icon = values.icon.trim();
  return {
    name: values.name.trim(),
    kind: values.kind as GroupKind, // the schema requires one
    profile: values.profile,
    icon: icon === '' ? null : icon,
  };
}

export function groupSchema(t: TFunction) {
  return yup.object({
    name: storableText(
      yup
        .string()
        .trim()
        .required(t('groups.form.nameRequired'))
        .max(GROUP_NAME_MAX, t('groups.form.nameMax', { count: GROUP_NAME_MAX })),
      t,
    ),
    kind: yup
      .string()
      .oneOf([...GROUP_KINDS], t('groups.form.kindRequired'))
      .required(t('groups.form.kindRequired')),
    // The server counts the profile after trimming it.
    profile: storableText(
      yup
        .string()
        .trim()
        .max(GROUP_PROFILE_MAX, t('groups.form.profileMax', { count: GROUP_PROFILE_MAX })),
      t,
      true,
    ),
    icon: httpUrlText(
      storableText(
        yup
          .string()
          .trim()
          .max(
            GROUP_ICON_MAX,
            t('validation.maxLength', { field: t('groups.form.icon'), count: GROUP_ICON_MAX }),
          ),
        t,
      ),
      t,
      t('groups.form.icon'),
    ),
  });
}

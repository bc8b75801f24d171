import type { FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  applyServerErrors,
  type FormStatus,
  PageForm,
  RadioField,
  TextField,
} from '../../../components/form';
import {
  GROUP_KINDS,
  GROUP_NAME_MAX,
  GROUP_PROFILE_MAX,
  type Group,
  type GroupInput,
} from '../api/types';
import type { ApiMutation } from '../../../lib/use-api-mutation';
import {
  GROUP_FIELD_NAMES,
  groupSchema,
  groupValuesOf,
  toGroupInput,
  type GroupValues,
} from './group-values';

export interface GroupFormProps {
  initialValues: GroupValues;
  submitLabel: string;
  /** Saves the group (a mutation's `run`); a refusal shows on the form (fields or general). */
  save: ApiMutation<GroupInput, Group>['run'];
  /** The group as saved: the page follows (its profile, its panel). */
  onSaved: (group: Group) => void | Promise<void>;
  /** A success note to show after saving (the create page shows its own panel instead). */
  savedMessage?: string;
}

/**
 * The group form of /manage/system/group/create and of the group info page (edit); its values and
 * rules are in `group-values.ts`.
 */
export function GroupForm({
  initialValues,
  submitLabel,
  save,
  onSaved,
  savedMessage,
}: GroupFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => groupSchema(t), [t]);

  function submit(values: GroupValues, helpers: FormikHelpers<GroupValues>) {
    helpers.setStatus(undefined);
    return save(toGroupInput(values), {
      onSuccess: async (saved) => {
        await onSaved(saved);
        if (savedMessage !== undefined) {
          helpers.resetForm({ values: groupValuesOf(saved) });
          helpers.setStatus({ success: savedMessage } satisfies FormStatus);
        }
      },
      onError: (error) => applyServerErrors(error, helpers, GROUP_FIELD_NAMES),
    });
  }

  return (
    <PageForm<GroupValues>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={submit}
      actions={{ submitLabel }}
    >
      <TextField
        name="name"
        label={t('groups.form.name')}
        required
        maxLength={GROUP_NAME_MAX}
        hint={t('groups.form.nameHint', { count: GROUP_NAME_MAX })}
      />
      <RadioField
        name="kind"
        label={t('groups.form.kind')}
        required
        options={GROUP_KINDS.map((value) => ({ value, label: t(`groups.kind.${value}`) }))}
      />
      <TextField
        name="profile"
        label={t('groups.form.profile')}
        rows={5}
        maxLength={GROUP_PROFILE_MAX}
        hint={t('groups.form.profileHint', { count: GROUP_PROFILE_MAX })}
      />
      <TextField
        name="icon"
        type="url"
        label={t('groups.form.icon')}
        hint={t('groups.form.iconHint')}
      />
    </PageForm>
  );
}

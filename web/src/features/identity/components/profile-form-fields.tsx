import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { CheckboxField, RadioField, TextField } from '../../../components/form';
import { LANGUAGES } from '@campus/model/identity-types';
import { OCCUPATIONS } from '@campus/model/occupations';
import { PROFILE_LIMITS, type ProfileValues } from '../profile-values';

/** The sign-up fields of spec section 3 (terms agreement aside). */
export function ProfileFormFields() {
  const { t } = useTranslation();
  const { values } = useFormikContext<ProfileValues>();
  return (
    <>
      <TextField
        name="name"
        label={t('profileForm.name')}
        required
        autoComplete="name"
        maxLength={PROFILE_LIMITS.name}
        hint={t('profileForm.nameHint')}
      />
      <RadioField
        name="occupation"
        label={t('profileForm.occupation')}
        required
        options={OCCUPATIONS.map((value) => ({
          value,
          label: t(`profileForm.occupations.${value}`),
        }))}
      />
      {values.occupation === 'student' && (
        <TextField
          name="studentNumber"
          label={t('profileForm.studentNumber')}
          required
          maxLength={20}
          hint={t('profileForm.studentNumberHint')}
        />
      )}
      <TextField
        name="position"
        label={t('profileForm.position')}
        maxLength={PROFILE_LIMITS.position}
        hint={t('profileForm.positionHint')}
      />
      <TextField
        name="place"
        label={t('profileForm.place')}
        maxLength={PROFILE_LIMITS.place}
        hint={t('profileForm.placeHint')}
      />
      <TextField
        name="profile"
        label={t('profileForm.profile')}
        rows={4}
        maxLength={PROFILE_LIMITS.profile}
      />
      <CheckboxField
        name="receiveNotificationEmail"
        label={t('profileForm.receiveNotificationEmail')}
      />
      <RadioField
        name="language"
        label={t('profileForm.language')}
        hint={t('profileForm.languageHint')}
        options={LANGUAGES.map((value) => ({ value, label: t(`language.${value}`) }))}
      />
    </>
  );
}

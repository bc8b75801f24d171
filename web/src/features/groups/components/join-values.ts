import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { INVITATION_CODE_PATTERN } from '../api/types';

/** The join form: an invitation code of the shape the server looks up (anything else is invalid). */
export interface JoinValues {
  code: string;
}

export function joinSchema(t: TFunction) {
  return yup.object({
    code: yup
      .string()
      .trim()
      .required(t('groups.join.codeRequired'))
      .matches(INVITATION_CODE_PATTERN, t('groups.join.invalid')),
  });
}

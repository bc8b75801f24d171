import type { TFunction } from 'i18next';
import { object, string } from 'yup';
import { EXHIBIT_LIMITS } from '@campus/model/limits';
import { storableText } from '../../../lib/text-rules';

/** The comment form's rules, mirroring the server's `commentInputSchema` (model/exhibit.ts). */
export function commentSchema(t: TFunction) {
  const max = EXHIBIT_LIMITS.commentMax;
  return object({
    body: storableText(
      string()
        .trim()
        .required(t('exhibit.comments.required'))
        .max(max, t('exhibit.comments.tooLong', { count: max })),
      t,
      true,
    ),
  });
}

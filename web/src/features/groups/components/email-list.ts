import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { EMAIL_PATTERN } from '@campus/model/limits';
import { INVITATION_MAIL_MAX } from '../api/types';

/**
 * The addresses of the 'invite by e-mail' field: separated by commas, semicolons, spaces or new lines
 * (Japanese commas and the full-width space too), each checked like the server's `z.email()`.
 */

const SEPARATORS = /[\s,;、，；]+/u;

/** The distinct addresses in `text`, in their first spelling and order (case-insensitive). */
export function parseEmailList(text: string): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const address of text.split(SEPARATORS)) {
    const key = address.toLowerCase();
    if (address === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(address);
  }
  return result;
}

export function isEmail(address: string): boolean {
  return EMAIL_PATTERN.test(address);
}

/** The form's rule: 1 to 20 distinct addresses, each valid (the invalid ones are named). */
export function invitationMailSchema(t: TFunction) {
  return yup.object({
    emails: yup.string().test('emails', function check(value) {
      const addresses = parseEmailList(value ?? '');
      if (addresses.length === 0) {
        return this.createError({ message: t('groups.mail.required') });
      }
      const invalid = addresses.filter((address) => !isEmail(address));
      if (invalid.length > 0) {
        return this.createError({
          message: t('groups.mail.invalid', { addresses: invalid.join(', ') }),
        });
      }
      if (addresses.length > INVITATION_MAIL_MAX) {
        return this.createError({
          message: t('groups.mail.tooMany', { count: INVITATION_MAIL_MAX }),
        });
      }
      return true;
    }),
  });
}

import { z } from 'zod';
import { GROUP_KINDS } from './group-types';
import { GROUP_ICON_MAX, GROUP_NAME_MAX, GROUP_PROFILE_MAX, INVITATION_MAIL_MAX } from './limits';
import { httpUrl, multilineText, requiredText } from './primitives';

/** Groups (spec section 3, Group) as the API accepts them. Pure zod, no Firebase. */

export const groupKindSchema = z.enum(GROUP_KINDS);

// Request bodies.

/** Body of `POST /home/groups` and `PUT /home/groups/{id}` (the whole editable group). */
export const groupInputSchema = z.strictObject({
  name: requiredText(GROUP_NAME_MAX),
  kind: groupKindSchema,
  profile: multilineText(GROUP_PROFILE_MAX).default(''),
  icon: httpUrl(GROUP_ICON_MAX).nullable().default(null),
});
export type GroupInput = z.infer<typeof groupInputSchema>;

export const invitationMailSchema = z.strictObject({
  emails: z.array(z.email()).min(1).max(INVITATION_MAIL_MAX),
});

import {
  ALREADY_MEMBER,
  INVALID_INVITATION,
  INVITATION_NOT_FOR_YOU,
  LAST_ADMIN,
  NOT_GROUP_ADMIN,
  PROFILE_REQUIRED,
} from '@campus/model/error-codes';

/**
 * Groups as the API shows them: the model's kinds, limits and shapes
 * (`functions/src/model/group-types.ts`). The server's zod rules check every body again.
 */

export { GROUP_KINDS } from '@campus/model/group-types';
export {
  GROUP_NAME_MAX,
  GROUP_PROFILE_MAX,
  INVITATION_CODE_PATTERN,
  INVITATION_MAIL_MAX,
} from '@campus/model/limits';
export type { GroupInput } from '@campus/model/group';
export type {
  Group,
  GroupKind,
  GroupResponse,
  GroupSummary,
  Member,
} from '@campus/model/group-types';

/** Error codes of the groups API that the pages answer with their own message. */
export const GROUP_ERROR = {
  lastAdmin: LAST_ADMIN,
  notGroupAdmin: NOT_GROUP_ADMIN,
  alreadyMember: ALREADY_MEMBER,
  invalidInvitation: INVALID_INVITATION,
  invitationNotForYou: INVITATION_NOT_FOR_YOU,
  profileRequired: PROFILE_REQUIRED,
} as const;

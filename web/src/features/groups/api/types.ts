import { ERROR_CODES } from '@campus/model/wire';

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
  lastAdmin: ERROR_CODES.lastAdmin,
  notGroupAdmin: ERROR_CODES.notGroupAdmin,
  alreadyMember: ERROR_CODES.alreadyMember,
  invalidInvitation: ERROR_CODES.invalidInvitation,
  invitationNotForYou: ERROR_CODES.invitationNotForYou,
  profileRequired: ERROR_CODES.profileRequired,
} as const;

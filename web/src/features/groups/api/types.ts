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

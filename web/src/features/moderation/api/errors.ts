import { errorKeys } from '../../../lib/error-keys';

/** The message for a failed moderation call (403: the moderator role is missing). */
export const moderationErrorKey = errorKeys(
  {
    forbidden: 'moderation.forbidden',
    already_resolved: 'moderation.errors.alreadyResolved',
    action_not_applicable: 'moderation.errors.actionNotApplicable',
    own_moderation_target: 'moderation.errors.ownTarget',
    not_found: 'moderation.errors.notFound',
  },
  { 404: 'moderation.errors.notFound' },
);

export type ModerationErrorKey = ReturnType<typeof moderationErrorKey>;

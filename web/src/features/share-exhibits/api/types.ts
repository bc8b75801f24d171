/**
 * Share listings (exhibits of type `sharing`) as their owner sees them: the model's shapes and
 * limits. The public shape is `ShareListing` in `lib/share-mode/types.ts`.
 */

export { SHARE_EXHIBIT_LIMITS } from '@campus/model/limits';
export type { ShareExhibitInput } from '@campus/model/device';
export type { OwnerShareExhibitBody as OwnedShareExhibit } from '@campus/model/share-types';

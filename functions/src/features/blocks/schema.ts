import { z } from 'zod';
import { idSchema } from '../../model/primitives';
import { timestampSchema as timestamp } from '../../shared/firestore-docs';

export type { BlockResponse, BlockRow, BlocksResponse } from '../../model/moderation-types';

/**
 * Blocks between accounts (docs/moderation.md): `blocks/{blockerId}:{blockedId}`, written by the
 * blocking identity (a user, or a member acting for a group). While either of two accounts blocks
 * the other, neither contacts, messages or comments on the other.
 */
export const blockDocSchema = z.object({
  blockerId: z.string(),
  blockedId: z.string(),
  createdAt: timestamp,
});
export type BlockDoc = z.infer<typeof blockDocSchema>;

export const blockParams = z.object({ accountId: idSchema });

export const BLOCKS = 'blocks';

/** The id of the block of `blockedId` by `blockerId` (ids never hold a `:`). */
export const blockId = (blockerId: string, blockedId: string): string =>
  `${blockerId}:${blockedId}`;

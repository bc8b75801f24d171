import { type AppError, conflict, forbidden, notFound } from '../../http/errors';
import { BLOCKED, OWN_TARGET } from '../../model/error-codes';
import { BLOCKS_MAX, type BlockRow } from '../../model/moderation-types';

/** Rules of blocks; no Firestore in here. */

export const blockedError = (): AppError =>
  forbidden(BLOCKED, 'One of the two accounts blocks the other: no contact between them');

export const cannotBlockSelf = (): AppError =>
  conflict(OWN_TARGET, 'An account cannot block itself');

export const accountNotFound = (): AppError => notFound('Account not found');

export const tooManyBlocks = (): AppError =>
  conflict(undefined, `An account blocks at most ${BLOCKS_MAX} accounts`);

export function toBlockRow(
  accountId: string,
  account: { kind: 'user' | 'group'; name: string; withdrawn: boolean } | undefined,
  createdAt: Date,
): BlockRow {
  return {
    accountId,
    name: account === undefined || account.withdrawn ? null : account.name,
    kind: account?.kind ?? 'user',
    createdAt: createdAt.toISOString(),
  };
}

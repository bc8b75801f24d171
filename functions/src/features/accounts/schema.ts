import { z } from 'zod';
import type { Occupation } from '../../model/profile';
import { idSchema } from '../../model/primitives';
import type { GroupKind } from '../groups';

/**
 * Accounts (DESIGN.md "Identity"): every user and every group has one, `accounts/{id}` with
 * id = uid or group id. `GET /home/accounts/{id}` answers its public card for the page
 * /manage/account/{id}: nothing private (no e-mail, student number, place or memberships).
 */

export const accountParams = z.object({ id: idSchema });

// Stored documents, as the store reads them.

/** The part of `profiles/{uid}` that others may see, and whether the profile is withdrawn. */
export interface PublicProfile {
  profile: string;
  occupation: Occupation;
  position: string;
  withdrawn: boolean;
}

/** A user's account; `publicProfile` is absent when `profiles/{uid}` does not exist. */
export interface UserAccountRecord {
  kind: 'user';
  id: string;
  name: string;
  withdrawn: boolean;
  publicProfile?: PublicProfile;
}

/** A group's account with its group document and member count. */
export interface GroupAccountRecord {
  kind: 'group';
  id: string;
  name: string;
  profile: string;
  groupKind: GroupKind;
  icon: string | null;
  memberCount: number;
}

export type AccountRecord = UserAccountRecord | GroupAccountRecord;

// API shapes.

/**
 * A user's card. A withdrawn user (or one whose profile is gone) has `withdrawn: true`, `name:
 * null`, empty texts and `occupation: null`: the page shows 'This user has withdrawn'.
 */
export interface UserAccountCard {
  id: string;
  kind: 'user';
  name: string | null;
  withdrawn: boolean;
  profile: string;
  occupation: Occupation | null;
  position: string;
}

/** A group's card (groups are never withdrawn). */
export interface GroupAccountCard {
  id: string;
  kind: 'group';
  name: string;
  withdrawn: false;
  profile: string;
  groupKind: GroupKind;
  icon: string | null;
  memberCount: number;
}

export type AccountCard = UserAccountCard | GroupAccountCard;

/** `GET /api/v1/home/accounts/{id}` */
export interface AccountResponse {
  account: AccountCard;
}

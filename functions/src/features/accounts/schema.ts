import { z } from 'zod';
import type { Occupation } from '../../model/profile';
import { idSchema } from '../../model/primitives';
import type { GroupKind } from '../../model/group-types';

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

// API shapes (the model's).
export type {
  AccountCard,
  AccountResponse,
  GroupAccountCard,
  UserAccountCard,
} from '../../model/identity-types';

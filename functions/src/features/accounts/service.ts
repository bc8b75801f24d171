import { type AppError, notFound } from '../../http/errors';
import type { AccountCard, AccountRecord } from './schema';

/** Rules of the public account card; no Firestore in here. */

export const accountNotFound = (): AppError => notFound('Account not found');

/** The public card of an account. A withdrawn user keeps nothing but the id and the flag. */
export function toAccountCard(record: AccountRecord): AccountCard {
  if (record.kind === 'group') {
    const { id, name, profile, groupKind, icon, memberCount } = record;
    return { id, kind: 'group', name, withdrawn: false, profile, groupKind, icon, memberCount };
  }
  const profile = record.publicProfile;
  if (record.withdrawn || profile === undefined || profile.withdrawn) {
    return {
      id: record.id,
      kind: 'user',
      name: null,
      withdrawn: true,
      profile: '',
      occupation: null,
      position: '',
    };
  }
  return {
    id: record.id,
    kind: 'user',
    name: record.name,
    withdrawn: false,
    profile: profile.profile,
    occupation: profile.occupation,
    position: profile.position,
  };
}

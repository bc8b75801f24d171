import type { SessionUser } from '../lib/session';

/** A signed-in auth user for the session tests (spec section 3's fields). */
export const ALICE: SessionUser = {
  uid: 'u1',
  displayName: 'Alice',
  email: 'alice@example.ac.jp',
  emailVerified: true,
  photoURL: null,
  providerData: [],
};

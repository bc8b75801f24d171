import { afterEach, describe, expect, it } from 'vitest';
import { parseStoredSession, session, STORAGE_KEY } from './session';
import { ALICE as alice } from '../testing/users';

afterEach(() => session.reset());

describe('session.signedIn', () => {
  it('when a token report changes nothing, then nobody is notified', () => {
    session.signedIn(alice, 't1', { roles: ['external_funds'], group: 'lab-1' });
    let notified = 0;
    const stop = session.subscribe(() => (notified += 1));

    session.signedIn({ ...alice }, 't1', { roles: ['external_funds'], group: 'lab-1' });
    expect(notified).toBe(0);

    session.signedIn(alice, 't2', { roles: ['external_funds'], group: 'lab-1' });
    session.signedIn(alice, 't2', { roles: ['external_funds'] });
    session.signedIn(alice, 't2', {});
    session.signedIn({ ...alice, displayName: 'Alice M.' }, 't2', {});
    expect(notified).toBe(4);
    expect(session.get()).toMatchObject({ token: 't2', roles: [], group: null });
    stop();
  });
});

describe('session.dropGroup (the NotGroupMember recovery, spec section 8)', () => {
  it('when the group is dropped, then it is null at once and stays so while tokens still claim it, also after a reload', () => {
    session.signedIn(alice, 't1', { group: 'lab-1' });
    session.dropGroup();
    expect(session.get().group).toBeNull();

    session.signedIn(alice, 't2', { group: 'lab-1' });
    expect(session.get().group).toBeNull();
    expect(parseStoredSession(localStorage.getItem(STORAGE_KEY))).toMatchObject({
      group: null,
      droppedGroup: 'lab-1',
    });
  });

  it('when a token claims no group or another, then the claims count again', () => {
    session.signedIn(alice, 't1', { group: 'lab-1' });
    session.dropGroup();
    session.signedIn(alice, 't2', {});
    session.signedIn(alice, 't3', { group: 'lab-1' });
    expect(session.get()).toMatchObject({ group: 'lab-1', droppedGroup: null });

    session.dropGroup();
    session.signedIn(alice, 't4', { group: 'lab-2' });
    expect(session.get()).toMatchObject({ group: 'lab-2', droppedGroup: null });
  });

  it('when the server accepted a selection of the dropped group (joined again), then its claim counts', () => {
    session.signedIn(alice, 't1', { group: 'lab-1' });
    session.dropGroup();
    session.forgetDroppedGroup();
    session.signedIn(alice, 't2', { group: 'lab-1' });
    expect(session.get().group).toBe('lab-1');
  });
});

const google = {
  providerId: 'google.com',
  uid: 'g-1',
  displayName: 'Alice',
  email: 'alice@example.ac.jp',
  phoneNumber: null,
  photoURL: null,
};

describe('the auth user (spec section 3)', () => {
  it('when signed in, then uid, names, e-mail, emailVerified, photo and providerData are kept, in storage too', () => {
    const firebaseUser = {
      ...alice,
      emailVerified: false,
      providerData: [{ ...google, extra: 'dropped' }],
      getIdToken: () => 'never stored',
      metadata: { creationTime: 'x' },
    };
    session.signedIn(firebaseUser, 't1', {});

    const expected = { ...alice, emailVerified: false, providerData: [google] };
    expect(session.get().user).toEqual(expected);
    const stored = localStorage.getItem(STORAGE_KEY) ?? '';
    expect(JSON.parse(stored).user).toEqual(expected);
    expect(parseStoredSession(stored).user).toEqual(expected);
  });

  it('when a provider or the verification changes, then the listeners hear of it', () => {
    session.signedIn(alice, 't1', {});
    let notified = 0;
    const stop = session.subscribe(() => (notified += 1));

    session.signedIn({ ...alice, emailVerified: false }, 't1', {});
    session.signedIn({ ...alice, emailVerified: false, providerData: [google] }, 't1', {});
    session.signedIn({ ...alice, emailVerified: false, providerData: [{ ...google }] }, 't1', {});
    expect(notified).toBe(2);
    stop();
  });

  it('when the stored entry predates these fields or holds junk, then it reads as unverified without providers', () => {
    const old = { user: { uid: 'u1', displayName: 'Alice', email: null, photoURL: null } };
    expect(parseStoredSession(JSON.stringify(old)).user).toEqual({
      uid: 'u1',
      displayName: 'Alice',
      email: null,
      emailVerified: false,
      photoURL: null,
      providerData: [],
    });
    const junk = {
      user: { uid: 'u1', emailVerified: 'yes', providerData: [null, { providerId: 1 }, google] },
    };
    expect(parseStoredSession(JSON.stringify(junk)).user).toMatchObject({
      emailVerified: false,
      providerData: [google],
    });
  });
});

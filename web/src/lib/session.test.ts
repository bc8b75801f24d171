import { afterEach, describe, expect, it } from 'vitest';
import { session } from './session';

const alice = { uid: 'u1', displayName: 'Alice', email: 'alice@example.ac.jp', photoURL: null };

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

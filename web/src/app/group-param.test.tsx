import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ja from '../locales/ja.json';
import { session } from '../lib/session';
import { apiError, stubApi } from '../testing/api-stub';
import { setUpPageTests } from '../testing/page-test';
import { findToast, renderApp, signIn, TEST_USER, testProfile } from '../testing/test-utils';

// Firebase's custom-token sign-in: the ID token it yields claims the group the server just set.
const signInWithToken = vi.hoisted(() => vi.fn<(token: string) => Promise<void>>());
vi.mock('../features/auth/sign-in', () => ({ signInWithToken }));
vi.mock('../lib/firebase-loader', () => import('../testing/firebase-never-loads'));

setUpPageTests({ quietWarnings: true });

beforeEach(() => {
  signInWithToken.mockReset();
});

const LAB = { id: 'lab-a', name: '山田研究室', isAdmin: false };

/** The server's answer to the custom-token call, and the token's claim once signed in with it. */
function serverSwitchesTo(group: string) {
  signInWithToken.mockImplementation(() => {
    session.signedIn(TEST_USER, 'from-custom', { group });
    return Promise.resolve();
  });
  return stubApi({
    'POST /home/me/group/token': { body: { token: 'custom', currentGroup: group } },
    'GET /home/me': { body: { ...testProfile([LAB]), signedUp: true } },
  });
}

const heading = () => screen.findByRole('heading', { level: 1, name: ja.routes.faq });

describe('?group= on any page (spec section 7, "at startup")', () => {
  it('when a member opens a public page with ?group=, then the group is selected and the parameter leaves the address without a history entry', async () => {
    signIn({ profile: testProfile([LAB]) });
    const { calls } = serverSwitchesTo('lab-a');
    const { router } = await renderApp('/faq?group=lab-a&tab=1');
    await heading();

    await waitFor(() => expect(session.get().group).toBe('lab-a'));
    const [call] = calls('POST /home/me/group/token');
    expect(call?.headers.get('X-Group-Id')).toBe('lab-a');
    expect(calls('POST /home/me/group/token')).toHaveLength(1);
    expect(signInWithToken).toHaveBeenCalledExactlyOnceWith('custom');
    expect(router.state.location).toMatchObject({ pathname: '/faq', search: '?tab=1' });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('when signed out, then nothing is asked and the parameter stays for after the login', async () => {
    const { requests } = serverSwitchesTo('lab-a');
    const { router } = await renderApp('/faq?group=lab-a');
    await heading();

    expect(router.state.location.search).toBe('?group=lab-a');
    expect(requests.filter((r) => r.path.startsWith('/home/me/group'))).toEqual([]);
    expect(screen.getByRole('link', { name: ja.header.login }).getAttribute('href')).toBe(
      `/login?redirectUrl=${encodeURIComponent('/faq?group=lab-a')}`,
    );
  });

  it('when the user is not a member, then the group stays, the parameter goes and the wrapper says why', async () => {
    signIn({ profile: testProfile([LAB]), group: 'lab-a' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = stubApi({
      'POST /home/me/group/token': apiError(403, 'NotGroupMember'),
      'GET /home/me': { body: { ...testProfile([LAB]), signedUp: true } },
    });
    const { router } = await renderApp('/faq?group=lab-x');
    await heading();

    expect(await findToast(ja.errors.notGroupMember, { error: true })).toBeInTheDocument();
    expect(session.get().group).toBe('lab-a');
    expect(router.state.location.search).toBe('');
    expect(signInWithToken).not.toHaveBeenCalled();
    // Nothing was switched on the server, so nothing is rolled back there.
    expect(calls('DELETE /home/me/group')).toEqual([]);
    expect(calls('POST /home/me/group')).toEqual([]);
  });
});

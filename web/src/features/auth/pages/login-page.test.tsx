import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, type Language } from '../../../lib/i18n';
import { session } from '../../../lib/session';
import { setTokenProvider } from '../../../lib/api-client';
import { jsonResponse, renderRoute, testProfile } from '../../../testing/test-utils';
import type { SignInFailure, SignInResult } from '../sign-in';
import { LoginPage } from './login-page';
import { ALICE as alice } from '../../../testing/users';

// Firebase stays out: the page's sign-in and its warm-up are replaced.
const signIn = vi.hoisted(() => ({
  calls: [] as string[],
  next: null as null | (() => Promise<SignInResult>),
  /** What sending a link resolves with (sent unless set). */
  sendResult: null as null | { status: 'failed'; reason: SignInFailure },
}));
vi.mock('../sign-in', () => ({
  signInWithGoogle: (language: string) => {
    signIn.calls.push(language);
    return signIn.next ? signIn.next() : Promise.resolve({ status: 'cancelled' });
  },
  signInWithEmulatorGoogleAccount: (email: string) => {
    signIn.calls.push(`emulator:${email}`);
    return signIn.next ? signIn.next() : Promise.resolve({ status: 'cancelled' });
  },
  sendEmailLink: (email: string) => {
    signIn.calls.push(`send:${email}`);
    return Promise.resolve(signIn.sendResult ?? { status: 'sent' });
  },
  isEmailLink: (href: string) => href.includes('oobCode='),
  signInWithLink: (email: string) => {
    signIn.calls.push(`link:${email}`);
    return signIn.next ? signIn.next() : Promise.resolve({ status: 'cancelled' });
  },
  emulatorSignInLink: () => Promise.resolve(null),
}));
vi.mock('../../../lib/firebase-loader', () => ({ loadFirebase: () => Promise.resolve({}) }));
vi.mock('../../../lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/auth')>()),
  signOut: () => {
    session.signedOut();
    return Promise.resolve();
  },
}));

/** GET /api/v1/home/me answers this (a profile, or an error body with a status). */
const me = vi.hoisted(() => ({ status: 200, body: {} as unknown }));

/** Resolves like a real sign-in: the session gets the user, then the result comes. */
const signsIn = () => {
  session.signedIn(alice, 'token', {});
  return Promise.resolve<SignInResult>({ status: 'signedIn' });
};

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

async function renderLogin(path = '/login', language: Language = 'ja') {
  const { router } = await renderRoute(<LoginPage />, {
    pattern: '/login',
    path,
    language,
    elsewhere: <Where />,
  });
  return router;
}

beforeEach(() => {
  session.reset();
  signIn.calls = [];
  signIn.next = null;
  signIn.sendResult = null;
  me.status = 200;
  me.body = { ...testProfile(), signedUp: true };
  setTokenProvider(() => Promise.resolve('id-token'));
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input) => {
      expect(String(input)).toBe('/api/v1/home/me');
      return Promise.resolve(jsonResponse(me.body, me.status));
    }),
  );
});

afterEach(async () => {
  session.reset();
  setTokenProvider(null);
  vi.unstubAllGlobals();
  await changeLanguage('ja');
});

describe('LoginPage', () => {
  it('shows a title, an explanation and the Google button in Japanese', async () => {
    await renderLogin();

    expect(screen.getByRole('heading', { level: 1, name: 'ログイン' })).toBeInTheDocument();
    expect(screen.getByText(/Google アカウントでログインしてください/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Google でログイン' })).toBeEnabled();
    expect(document.title).toBe('ログイン | キャンパスマーケット');
  });

  it('is in English when English is chosen, and asks the Google page for that language', async () => {
    const user = userEvent.setup();
    await renderLogin('/login', 'en');

    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));

    expect(signIn.calls).toEqual(['en']);
  });

  it('when sign-in succeeds, then it goes to redirectUrl from the query and forgets the saved one', async () => {
    const user = userEvent.setup();
    session.saveRedirectUrl('/manage/group');
    signIn.next = signsIn;
    const router = await renderLogin('/login?redirectUrl=%2Fmanage%2Faccount%3Ftab%3D1');
    expect(screen.getByText('続けるにはログインしてください。')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Google でログイン' }));

    expect(await screen.findByTestId('where')).toHaveTextContent('/manage/account?tab=1');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(session.get().redirectUrl).toBeNull();
  });

  it('when the query has no redirectUrl, then it goes to the saved redirect URL', async () => {
    const user = userEvent.setup();
    session.saveRedirectUrl('/manage/group');
    signIn.next = signsIn;
    await renderLogin();

    await user.click(screen.getByRole('button', { name: 'Google でログイン' }));

    expect(await screen.findByTestId('where')).toHaveTextContent('/manage/group');
  });

  it('when redirectUrl points elsewhere (open redirect), then it goes home', async () => {
    const user = userEvent.setup();
    signIn.next = signsIn;
    await renderLogin('/login?redirectUrl=%2F%2Fevil.example%2Fphish');

    await user.click(screen.getByRole('button', { name: 'Google でログイン' }));

    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('when sign-in fails, then the reason shows and the button works again', async () => {
    const user = userEvent.setup();
    signIn.next = () => Promise.resolve({ status: 'failed', reason: 'popupBlocked' });
    await renderLogin();

    await user.click(screen.getByRole('button', { name: 'Google でログイン' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('ログイン画面がブロックされました');
    expect(screen.getByRole('button', { name: 'Google でログイン' })).toBeEnabled();
  });

  it('while signing in, the button is busy; when the popup is closed, nothing is shown', async () => {
    const user = userEvent.setup();
    let finish: (result: SignInResult) => void = () => {};
    signIn.next = () => new Promise((resolve) => (finish = resolve));
    await renderLogin();

    await user.click(screen.getByRole('button', { name: 'Google でログイン' }));
    expect(screen.getByRole('button', { name: 'ログインしています…' })).toBeDisabled();

    finish({ status: 'cancelled' });

    expect(await screen.findByRole('button', { name: 'Google でログイン' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when already signed in, then opening /login goes straight to the redirect target', async () => {
    session.signedIn(alice, 'token', {});
    await renderLogin('/login?redirectUrl=%2Ffavorite');

    expect(await screen.findByTestId('where')).toHaveTextContent('/favorite');
    expect(signIn.calls).toEqual([]);
  });

  it('when already signed in without a target, then it goes home', async () => {
    session.signedIn(alice, 'token', {});
    await renderLogin();

    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('in local mode, signs in as an emulator Google account by address (no popup needed offline)', async () => {
    const user = userEvent.setup();
    signIn.next = signsIn;
    await renderLogin('/login?redirectUrl=%2Fmanage%2Faccount');

    const section = screen.getByRole('region', { name: 'ローカル環境（エミュレーター）' });
    await user.type(
      within(section).getByLabelText('メールアドレス'),
      'hanako@campus.example.ac.jp',
    );
    await user.click(within(section).getByRole('button', { name: 'このアカウントでログイン' }));

    expect(signIn.calls).toEqual(['emulator:hanako@campus.example.ac.jp']);
    expect(await screen.findByTestId('where')).toHaveTextContent('/manage/account');
  });

  it('when signed in, then the profile is fetched and saved before leaving', async () => {
    const user = userEvent.setup();
    signIn.next = signsIn;
    await renderLogin('/login?redirectUrl=%2Fmanage%2Faccount');

    await user.click(screen.getByRole('button', { name: 'Google でログイン' }));

    expect(await screen.findByTestId('where')).toHaveTextContent('/manage/account');
    expect(session.get().profile?.user.name).toBe(testProfile().user.name);
  });

  it.each([
    ['/login?redirectUrl=%2Ffavorite', '/favorite'],
    ['/login?redirectUrl=%2F%2Fevil.example', null],
  ])(
    'when the user has not signed up (at %s), then the sign-up terms come next, keeping a safe destination',
    async (at, kept) => {
      const user = userEvent.setup();
      me.status = 404;
      me.body = { code: 'profile_not_found', message: 'The user has not signed up' };
      signIn.next = signsIn;
      await renderLogin(at);

      await user.click(screen.getByRole('button', { name: 'Google でログイン' }));

      expect(await screen.findByTestId('where')).toHaveTextContent('/signup/terms');
      expect(session.get().profile).toBeNull();
      // Sign-up keeps where the newcomer was going: the done page offers it.
      expect(session.get().redirectUrl).toBe(kept);
    },
  );

  it('when the server refuses the address, then the unavailable e-mail dialog shows and the session ends', async () => {
    const user = userEvent.setup();
    me.status = 403;
    me.body = { code: 'unavailable_email', message: 'This e-mail address is not available' };
    signIn.next = signsIn;
    await renderLogin();

    await user.click(screen.getByRole('button', { name: 'Google でログイン' }));

    const dialog = await screen.findByRole('dialog', {
      name: 'このメールアドレスは利用できません',
    });
    expect(dialog).toHaveTextContent('大学のメールアドレス');
    expect(session.get().user).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the sign-in itself is refused (blocking function), then the same dialog shows', async () => {
    const user = userEvent.setup();
    signIn.next = () => Promise.resolve({ status: 'failed', reason: 'unavailableEmail' });
    await renderLogin();

    await user.click(screen.getByRole('button', { name: 'Google でログイン' }));

    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'このメールアドレスは利用できません',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the server says the address is not verified, then the session ends and the message says so', async () => {
    const user = userEvent.setup();
    me.status = 403;
    me.body = { code: 'email_not_verified', message: 'This e-mail address is not verified' };
    signIn.next = signsIn;
    await renderLogin();

    await user.click(screen.getByRole('button', { name: 'Google でログイン' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'このメールアドレスは確認されていません',
    );
    expect(session.get().user).toBeNull();
  });

  it('when the sign-in is refused for an unverified address, then the message says so', async () => {
    const user = userEvent.setup();
    signIn.next = () => Promise.resolve({ status: 'failed', reason: 'emailNotVerified' });
    await renderLogin('/login', 'en');

    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This e-mail address has not been verified',
    );
  });

  it('when the profile cannot be fetched, then the session ends and a message asks to log in again', async () => {
    const user = userEvent.setup();
    me.status = 500;
    me.body = { code: 'server_error', message: 'An unknown error occurred' };
    signIn.next = signsIn;
    await renderLogin();

    await user.click(screen.getByRole('button', { name: 'Google でログイン' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'アカウント情報を読み込めませんでした',
    );
    expect(session.get().user).toBeNull();
  });

  it('sends a sign-in link to the address and says so', async () => {
    const user = userEvent.setup();
    await renderLogin('/login', 'en');

    const section = screen.getByRole('region', { name: 'Sign in with an e-mail link' });
    await user.type(
      within(section).getByLabelText('Campus e-mail address'),
      'taro@campus.example.ac.jp',
    );
    await user.click(within(section).getByRole('button', { name: 'Send the sign-in link' }));

    expect(signIn.calls).toEqual(['send:taro@campus.example.ac.jp']);
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'A sign-in link was sent to taro@campus.example.ac.jp',
    );
  });

  it('when the address is outside the campus, then the unavailable e-mail dialog and no "sent"', async () => {
    const user = userEvent.setup();
    signIn.sendResult = { status: 'failed', reason: 'unavailableEmail' };
    await renderLogin('/login', 'en');

    const section = screen.getByRole('region', { name: 'Sign in with an e-mail link' });
    await user.type(within(section).getByLabelText('Campus e-mail address'), 'me@gmail.com');
    await user.click(within(section).getByRole('button', { name: 'Send the sign-in link' }));

    const dialog = await screen.findByRole('dialog', {
      name: 'This e-mail address is not available',
    });
    expect(dialog).toHaveTextContent('campus e-mail address');
    expect(within(section).queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when opened from a sign-in link in the same browser, then it signs in with the remembered address', async () => {
    session.setEmailForSignIn('taro@campus.example.ac.jp');
    signIn.next = signsIn;
    await renderLogin('/login?apiKey=k&oobCode=abc&mode=signIn');

    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
    expect(signIn.calls).toEqual(['link:taro@campus.example.ac.jp']);
  });

  it('when opened from a sign-in link elsewhere, then it asks for the address first', async () => {
    const user = userEvent.setup();
    signIn.next = signsIn;
    await renderLogin('/login?apiKey=k&oobCode=abc&mode=signIn');

    await user.type(screen.getByLabelText('大学のメールアドレス'), 'taro@campus.example.ac.jp');
    await user.click(screen.getByRole('button', { name: 'ログインを完了' }));

    expect(signIn.calls).toEqual(['link:taro@campus.example.ac.jp']);
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  });
});

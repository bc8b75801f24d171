import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokenProvider } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { toastStore } from '../../../lib/toasts';
import ja from '../../../locales/ja.json';
import {
  findToast,
  jsonResponse,
  renderApp,
  resetShell,
  signIn,
  testProfile,
} from '../../../testing/test-utils';

vi.mock('../../../lib/firebase-loader', () => import('../../../testing/firebase-never-loads'));

let posted: unknown[] = [];
let signUpAnswer: { status: number; body: unknown };

/** The current terms (GET /api/v1/contents/terms): version 4 of the terms. */
const TERMS = {
  content: {
    slug: 'terms',
    lang: 'ja',
    title: '利用規約',
    body: '## 第1条（目的） {#purpose}\n\n本規約は、キャンパスマーケットの利用条件を定めるものです。',
    version: 2,
    updatedAt: '2026-11-19T15:00:00.000Z',
    termsVersion: 4,
  },
};

beforeEach(() => {
  posted = [];
  signUpAnswer = { status: 201, body: { ...testProfile(), signedUp: true } };
  setTokenProvider(() => Promise.resolve('id-token'));
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input, init) => {
      if (String(input) === '/api/v1/home/me' && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return Promise.resolve(jsonResponse(signUpAnswer.body, signUpAnswer.status));
      }
      if (String(input).startsWith('/api/v1/contents/terms?')) {
        return Promise.resolve(jsonResponse(TERMS));
      }
      return Promise.resolve(jsonResponse({ categories: {} }));
    }),
  );
  // Signed in with Firebase, not signed up yet.
  signIn({ profile: null });
});

afterEach(() => {
  resetShell();
  setTokenProvider(null);
  vi.unstubAllGlobals();
});

async function agreeToTerms(user: ReturnType<typeof userEvent.setup>) {
  const next = await screen.findByRole('button', { name: '次へ' });
  expect(next).toBeDisabled();
  // The agreement is to the text shown: it waits for it.
  await screen.findByRole('heading', { level: 3, name: '第1条（目的）' });
  await user.click(screen.getByLabelText('利用規約とプライバシーポリシーに同意する'));
  await user.click(next);
  await screen.findByRole('heading', { level: 1, name: '新規登録：ユーザー情報の入力' });
}

describe('sign-up', () => {
  it('terms, then the details (student number for students), then done, with the profile saved', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/signup/terms');
    expect(await screen.findByRole('list', { name: '新規登録の手順' })).toBeInTheDocument();

    await agreeToTerms(user);
    const name = screen.getByLabelText(/氏名/);
    expect(name).toHaveValue('山田 花子'); // the account's display name as a start
    expect(screen.queryByLabelText(/学籍番号/)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('学生'));
    await user.type(screen.getByLabelText(/学籍番号/), 'S1234');
    await user.type(screen.getByLabelText(/主な居場所/), '  工学部2号館 301  ');
    // Mails start in the language shown; the newcomer may choose the other.
    expect(screen.getByLabelText('日本語')).toBeChecked();
    await user.click(screen.getByLabelText('English'));
    await user.click(screen.getByRole('button', { name: '登録する' }));

    await screen.findByRole('heading', { level: 1, name: '新規登録が完了しました' });
    expect(router.state.location.pathname).toBe('/signup/done');
    expect(posted).toEqual([
      {
        name: '山田 花子',
        occupation: 'student',
        studentNumber: 'S1234',
        position: '',
        place: '工学部2号館 301',
        profile: '',
        receiveNotificationEmail: true,
        language: 'en',
        agreeToTerms: true,
        termsVersion: 4,
      },
    ]);
    // The done page saves the profile in an effect, which React may run after the heading is shown.
    await waitFor(() => expect(session.get().profile).not.toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent('ようこそ');
  });

  it('shows the rules before sending: name and occupation required, student number for students', async () => {
    const user = userEvent.setup();
    await renderApp('/signup/terms');
    await agreeToTerms(user);

    await user.clear(screen.getByLabelText(/氏名/));
    await user.click(screen.getByLabelText('学生'));
    await user.click(screen.getByRole('button', { name: '登録する' }));

    expect(await screen.findByText('氏名を入力してください。')).toBeInTheDocument();
    expect(screen.getByText('学籍番号を入力してください。')).toBeInTheDocument();
    expect(screen.getByLabelText(/氏名/)).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toEqual([]);
  });

  it("shows the server's validation errors on their fields", async () => {
    const user = userEvent.setup();
    signUpAnswer = {
      status: 400,
      body: {
        code: 'validation_error',
        message: 'Invalid request',
        errors: [{ location: 'body.position', message: 'Too long for the server' }],
      },
    };
    await renderApp('/signup/terms');
    await agreeToTerms(user);
    await user.click(screen.getByLabelText('職員'));
    await user.click(screen.getByRole('button', { name: '登録する' }));

    const position = screen.getByLabelText(/役職・学年/);
    await waitFor(() => expect(position).toHaveAttribute('aria-invalid', 'true'));
    expect(position.closest('.field')).toHaveTextContent('Too long for the server');
    expect(
      within(document.body).queryByRole('heading', { name: '新規登録が完了しました' }),
    ).toBeNull();
    expect(toastStore.get()).toEqual([]); // on the field, not told again by the global wrapper
  });

  it('when the server fails, then the global wrapper tells the catalogue message and the form stays', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signUpAnswer = { status: 500, body: { code: 'server_error', message: 'Internal' } };
    await renderApp('/signup/terms');
    await agreeToTerms(user);
    await user.type(screen.getByLabelText(/氏名/), '山田 花子');
    await user.click(screen.getByLabelText('職員'));
    await user.click(screen.getByRole('button', { name: '登録する' }));

    expect(await findToast(ja.errors.serverError, { error: true })).toBeInTheDocument();
    expect(posted).toHaveLength(1);
    expect(
      screen.getByRole('heading', { level: 1, name: '新規登録：ユーザー情報の入力' }),
    ).toBeInTheDocument();
    expect(session.get().profile).toBeNull();
  });

  it('opened directly, the details step goes back to the terms (agreement first)', async () => {
    const { router } = await renderApp('/signup/create');
    await screen.findByRole('heading', { level: 1, name: '新規登録：利用規約の確認' });
    expect(router.state.location.pathname).toBe('/signup/terms');
  });

  it('when the terms changed while signing up, then the user reads them again (409 terms_changed)', async () => {
    const user = userEvent.setup();
    signUpAnswer = { status: 409, body: { code: 'terms_changed', message: 'Changed' } };
    const { router } = await renderApp('/signup/terms');
    await agreeToTerms(user);
    await user.click(screen.getByLabelText('職員'));
    await user.click(screen.getByRole('button', { name: '登録する' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '利用規約が更新されました。もう一度お読みください。',
    );
    expect(router.state.location.pathname).toBe('/signup/terms');
    expect(screen.getByLabelText('利用規約とプライバシーポリシーに同意する')).not.toBeChecked();
  });

  it('a user who has signed up already goes to their account', async () => {
    signIn();
    const { router } = await renderApp('/signup/terms');
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/account'));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokenProvider } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { toastStore } from '../../../lib/toasts';
import ja from '../../../locales/ja.json';
import {
  jsonResponse,
  renderApp,
  resetShell,
  signIn,
  testProfile,
  findToast,
} from '../../../testing/test-utils';

const auth = vi.hoisted(() => ({ signOuts: 0 }));
vi.mock('../../../lib/firebase-loader', () => import('../../../testing/firebase-never-loads'));
vi.mock('../../../lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/auth')>()),
  signOut: () => {
    auth.signOuts += 1;
    session.signedOut();
    return Promise.resolve();
  },
}));

const FIELDS = {
  name: '山田 花子',
  profile: '',
  occupation: 'staff',
  position: '技術職員',
  studentNumber: null,
  place: '',
  receiveNotificationEmail: true,
  // Signed up before mails had a language: the form starts at the language shown (Japanese).
  language: null,
  email: 'hanako@campus.example.ac.jp',
};
const ME = {
  ...testProfile([{ id: 'lab-a', name: '山田研究室', isAdmin: true }]),
  signedUp: true,
  profile: FIELDS,
};

type Handler = (method: string, path: string, body: unknown) => { status: number; body?: unknown };
let handler: Handler;
let requests: { method: string; path: string; body: unknown }[];

beforeEach(() => {
  requests = [];
  auth.signOuts = 0;
  handler = (method, path) =>
    method === 'GET' && path === '/home/me'
      ? { status: 200, body: ME }
      : { status: 404, body: { code: 'not_found', message: 'x' } };
  setTokenProvider(() => Promise.resolve('id-token'));
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input, init) => {
      const method = init?.method ?? 'GET';
      const path = String(input).replace('/api/v1', '');
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      requests.push({ method, path, body });
      const answer = handler(method, path, body);
      return Promise.resolve(
        answer.body === undefined
          ? new Response(null, { status: answer.status })
          : jsonResponse(answer.body, answer.status),
      );
    }),
  );
  signIn({ profile: ME });
});

afterEach(() => {
  resetShell();
  setTokenProvider(null);
  vi.unstubAllGlobals();
});

describe('/manage/account', () => {
  it('shows the profile, groups and e-mail, and saves changes with PUT', async () => {
    const user = userEvent.setup();
    handler = (method, path, body) => {
      if (method === 'PUT')
        return { status: 200, body: { ...ME, profile: { ...FIELDS, ...(body as object) } } };
      return { status: 200, body: ME };
    };
    await renderApp('/manage/account');

    const position = await screen.findByLabelText(/役職・学年/);
    expect(screen.getByText('hanako@campus.example.ac.jp')).toBeInTheDocument();
    const groups = screen.getByRole('region', { name: '所属グループ' });
    expect(within(groups).getByRole('link', { name: '山田研究室' })).toHaveAttribute(
      'href',
      '/manage/account/lab-a',
    );
    expect(within(groups).getByText('管理者')).toBeInTheDocument();

    const save = screen.getByRole('button', { name: '保存する' });
    expect(save).toBeDisabled(); // nothing changed yet
    expect(screen.getByLabelText('日本語')).toBeChecked();
    await user.clear(position);
    await user.type(position, '准教授');
    await user.click(screen.getByLabelText('教員'));
    await user.click(save);

    expect(await findToast('プロフィールを保存しました。')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: '/home/me',
        body: {
          name: '山田 花子',
          occupation: 'professor',
          studentNumber: null,
          position: '准教授',
          place: '',
          profile: '',
          receiveNotificationEmail: true,
          language: 'ja',
        },
      },
    ]);
  });

  it('a 409 or other non-field error shows the general message', async () => {
    const user = userEvent.setup();
    handler = (method) =>
      method === 'PUT'
        ? { status: 409, body: { code: 'conflict', message: 'x' } }
        : { status: 200, body: ME };
    await renderApp('/manage/account');
    const position = await screen.findByLabelText(/役職・学年/);
    await user.type(position, '!');
    await user.click(screen.getByRole('button', { name: '保存する' }));

    expect(await findToast('操作に失敗しました', { error: true })).toBeInTheDocument();
  });

  it('withdrawal asks first, then deletes the account and signs out', async () => {
    const user = userEvent.setup();
    handler = (method) => (method === 'DELETE' ? { status: 204 } : { status: 200, body: ME });
    await renderApp('/manage/account');

    await user.click(await screen.findByRole('button', { name: '退会する' }));
    const dialog = screen.getByRole('dialog', { name: '退会しますか？' });
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: '退会する' }));

    await waitFor(() => expect(auth.signOuts).toBe(1));
    expect(requests).toContainEqual({ method: 'DELETE', path: '/home/me', body: undefined });
  });
});

describe('/manage/account: the operations inside the global error wrapper (spec section 7)', () => {
  it('when the server refuses a withdrawal (last administrator), then the wrapper says why and the user stays', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    handler = (method) =>
      method === 'DELETE'
        ? { status: 409, body: { code: 'last_admin', message: 'x' } }
        : { status: 200, body: ME };
    await renderApp('/manage/account');

    await user.click(await screen.findByRole('button', { name: '退会する' }));
    const dialog = screen.getByRole('dialog', { name: '退会しますか？' });
    await user.click(within(dialog).getByRole('button', { name: '退会する' }));

    expect(await findToast(ja.errors.lastAdmin, { error: true })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(auth.signOuts).toBe(0);
    expect(session.get().user).not.toBeNull();
  });

  it('when acting as a group one is no longer in, then the wrapper says so and the profile is fetched again', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    handler = (method, path) =>
      method === 'POST' && path === '/home/me/group'
        ? { status: 403, body: { code: 'NotGroupMember', message: 'x' } }
        : { status: 200, body: ME };
    await renderApp('/manage/account');
    const actAs = await screen.findByRole('button', { name: 'このグループとして利用：山田研究室' });
    const profileLoads = () =>
      requests.filter((r) => r.method === 'GET' && r.path === '/home/me').length;
    const before = profileLoads();

    await user.click(actAs);

    expect(await findToast(ja.errors.notGroupMember, { error: true })).toBeInTheDocument();
    await waitFor(() => expect(profileLoads()).toBe(before + 1));
    expect(session.get().group).toBeNull();
    expect(actAs).toBeEnabled();
  });

  it('when the server rejects a profile field, then it shows on the field and nothing is told', async () => {
    const user = userEvent.setup();
    handler = (method) =>
      method === 'PUT'
        ? {
            status: 400,
            body: {
              code: 'validation_error',
              message: 'x',
              errors: [{ location: 'body.position', message: 'Too long for the server' }],
            },
          }
        : { status: 200, body: ME };
    await renderApp('/manage/account');
    const position = await screen.findByLabelText(/役職・学年/);
    await user.type(position, '!');
    await user.click(screen.getByRole('button', { name: '保存する' }));

    await waitFor(() => expect(position).toHaveAttribute('aria-invalid', 'true'));
    expect(position.closest('.field')).toHaveTextContent('Too long for the server');
    expect(toastStore.get()).toEqual([]);
  });
});

describe('/manage/account/{id}', () => {
  it('shows a withdrawn user as "This user has withdrawn" and nothing else', async () => {
    handler = (_method, path) =>
      path === '/home/accounts/u9'
        ? {
            status: 200,
            body: {
              account: {
                id: 'u9',
                kind: 'user',
                name: null,
                withdrawn: true,
                profile: '',
                occupation: null,
                position: '',
              },
            },
          }
        : { status: 200, body: ME };
    await renderApp('/manage/account/u9', 'en');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This user has withdrawn' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This user has withdrawn from the service.')).toBeInTheDocument();
  });

  it('shows a group card with kind, members and profile', async () => {
    handler = (_method, path) =>
      path === '/home/accounts/lab-a'
        ? {
            status: 200,
            body: {
              account: {
                id: 'lab-a',
                kind: 'group',
                name: '山田研究室',
                withdrawn: false,
                profile: '材料工学の研究室です',
                groupKind: 'laboratory',
                icon: null,
                memberCount: 3,
              },
            },
          }
        : path === '/home/blocks'
          ? { status: 200, body: { blocks: [] } }
          : { status: 200, body: ME };
    await renderApp('/manage/account/lab-a');

    expect(
      await screen.findByRole('heading', { level: 1, name: '山田研究室' }),
    ).toBeInTheDocument();
    expect(screen.getByText('グループ（研究室）')).toBeInTheDocument();
    expect(screen.getByText('3人')).toBeInTheDocument();
    expect(screen.getByText('材料工学の研究室です')).toBeInTheDocument();
  });

  it('an unknown account says it does not exist', async () => {
    await renderApp('/manage/account/nobody');
    expect(await screen.findByRole('alert')).toHaveTextContent('このアカウントは存在しません。');
  });
});

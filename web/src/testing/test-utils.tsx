import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { modeStore } from '../lib/mode';
import { QueryProvider } from '../app/query-provider';
import { Toaster } from '../app/toaster';
import { routes } from '../app/router';
import { counters } from '../features/notifications/counters';
import { DEFAULT_LANGUAGE, initI18n, type Language } from '../lib/i18n';
import { remoteSettings } from '../lib/remote-settings';
import { session, type Profile, type Role, type SessionUser } from '../lib/session';

/**
 * Renders `routes` at `path` in a memory router with the real i18n set-up in `language`, and the
 * app's toasts: what every render helper below shares.
 */
async function renderRoutes(routes: RouteObject[], path: string, language: Language) {
  const i18n = await initI18n(language);
  await i18n.changeLanguage(language);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <I18nextProvider i18n={i18n}>
      {/* A fresh data cache per render: no test sees another's results. */}
      <QueryProvider>
        <RouterProvider router={router} />
        {/* Beside the rendered container, as beside the router in the app: `container` is the page. */}
        {createPortal(<Toaster />, document.body)}
      </QueryProvider>
    </I18nextProvider>,
  );
  return { ...result, router, i18n };
}

/**
 * Renders the app's real routes with the real i18n set-up at `path` (Japanese unless told), in
 * a memory router. Firebase is left out: screens that use reactfire add its providers here.
 */
export function renderApp(path = '/', language: Language = DEFAULT_LANGUAGE) {
  return renderRoutes(routes, path, language);
}

/**
 * Renders `ui` (e.g. the header alone) at `path` inside a memory router, with the real i18n set-up;
 * other addresses it links to render an empty page, so navigation can be asserted on `router`.
 */
export function renderInRouter(
  ui: ReactNode,
  { path = '/', language = DEFAULT_LANGUAGE }: { path?: string; language?: Language } = {},
) {
  return renderRoutes([{ path: '*', element: ui }], path, language);
}

/**
 * Renders `ui` as the route `pattern` (e.g. `/manage/exhibit/reuse/:id`) at `path`, with the real
 * i18n set-up; other addresses render `elsewhere` (nothing unless told), so navigation can be
 * asserted on `router`. With `elsewhere: 'loading'` they never finish loading, as a lazy page
 * still on its way: the router keeps `ui` on screen, as the app does meanwhile.
 */
export function renderRoute(
  ui: ReactNode,
  {
    pattern,
    path,
    language = DEFAULT_LANGUAGE,
    elsewhere = null,
  }: { pattern: string; path: string; language?: Language; elsewhere?: ReactNode | 'loading' },
) {
  return renderRoutes(
    [
      { path: pattern, element: ui },
      elsewhere === 'loading'
        ? { path: '*', lazy: () => new Promise<never>(() => undefined) }
        : { path: '*', element: elsewhere },
    ],
    path,
    language,
  );
}

export const TEST_USER: SessionUser = {
  uid: 'u1',
  displayName: '山田 花子',
  email: 'hanako@campus.example.ac.jp',
  emailVerified: true,
  photoURL: null,
  providerData: [],
};

/** A profile (GET /api/v1/home/me) with the given groups. */
export function testProfile(groups: Profile['groups'] = [], roles: Role[] = []): Profile {
  return {
    user: { id: TEST_USER.uid, name: TEST_USER.displayName ?? '' },
    accountId: 'acc-u1',
    groups,
    roles,
    currentGroup: null,
    backOffice: roles.length > 0,
    junkInquiry: roles.includes('junk_inquiry'),
    externalFunds: roles.includes('external_funds'),
    terms: { agreedVersion: 1, currentVersion: 1 },
    suspension: null,
  };
}

/** Seeds a signed-in session (as the auth bridge would), with optional roles, group and profile. */
export function signIn({
  roles = [],
  group = null,
  profile = testProfile([], roles),
}: { roles?: Role[]; group?: string | null; profile?: Profile | null } = {}): void {
  session.signedIn(TEST_USER, 'test-token', { roles, group: group ?? undefined });
  // Signed-up users have a profile (the manage pages wait for one); null: signed in, not signed up.
  session.setProfile(profile);
}

/**
 * The session after a refreshed ID token claiming `group` (null: none), as a group selection leaves
 * it: the session's group is only ever the token's claim.
 */
export function claimGroup(group: string | null): void {
  const { user, roles } = session.get();
  session.signedIn(user ?? TEST_USER, 'test-token', { roles, group: group ?? undefined });
}

/** Forgets the session, the notification counts, the mode and the remote settings (after each shell test). */
export function resetShell(): void {
  session.reset();
  counters.reset();
  modeStore.reset();
  remoteSettings.reset();
}

/** A `fetch` response with a JSON body. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** `{{name}}`-style placeholders filled, as i18next does. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/{{\s*(\w+)\s*}}/g, (_, key: string) => String(values[key] ?? ''));
}

/** The error message shown for the field labelled `control` (its `-error` description). */
export function fieldErrorOf(control: HTMLElement): string | null {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const id = ids.find((value) => value.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

/** The description (`dd`) given for `term` (its `dt`) in a description list inside `scope`. */
export const factIn = (scope: Pick<typeof screen, 'getByText'>, term: string) =>
  scope.getByText(term, { selector: 'dt' }).nextElementSibling;

/** The text of the description given for `term` in a description list of the page. */
export const factOf = (term: string) => factIn(screen, term)?.textContent;

/** The table row with a cell showing `text` (a name, a reason). */
export function tableRowOf(text: string): HTMLElement {
  const row = screen.getByText(text, { selector: 'td' }).closest('tr');
  if (!row) throw new Error(`no row of ${text}`);
  return row;
}

/** Inside the `article` named `name` (a reservation's card, named by its device). */
export const articleOf = async (name: string) =>
  within(await screen.findByRole('article', { name }));

/**
 * Renders `path` in English and presses `button` in the article named `name` (`articleOf`); the
 * test goes on as the returned user.
 */
export async function openAndPressIn(path: string, name: string, button: string) {
  const user = userEvent.setup();
  await renderApp(path, 'en');
  await user.click((await articleOf(name)).getByRole('button', { name: button }));
  return user;
}

/** Where the link named `name` leads (its `href`). */
export const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

/** The toasts now showing (`app/toaster.tsx`), as their texts: errors first, then done notes. */
export function toastTexts(): string[] {
  return [...document.querySelectorAll('.toaster .toast__text')].map((p) => p.textContent ?? '');
}

/**
 * Waits for a toast containing `text` and returns its element: an error (`error: true`), a done
 * note (`error: false`) or either.
 */
export async function findToast(
  text: string,
  { error }: { error?: boolean } = {},
): Promise<HTMLElement> {
  const selector =
    error === undefined ? '.toaster' : `.toaster [aria-live="${error ? 'assertive' : 'polite'}"]`;
  // The region is looked up on every try: the toaster may be mounted again meanwhile (a suspending
  // render above it), and a region kept from the first try would never show the toast.
  return waitFor(
    () => {
      const region = document.querySelector<HTMLElement>(selector);
      if (region === null) throw new Error('No toaster in the page');
      return within(region).getByText(text, { exact: false });
    },
    { timeout: 3000 },
  );
}

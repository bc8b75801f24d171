import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { identityLink, submitEmulatorSignIn, switchGroup, useBrowserSuite } from './app-pages.js';

/**
 * The identity acceptance flow of issue 4 in headless Chromium against the started stack: a new user
 * signs up through the e-mail link flow with a campus address, creates a lab group, invites a second
 * user who joins by code, switches identity to the group and back (header and menus follow); an
 * outside address gets the 'unavailable e-mail' dialog. Everything goes through the real Auth
 * emulator (with the blocking functions), Functions and Firestore.
 */
const { base, openContext, signIn } = useBrowserSuite();
const RUN = Date.now().toString(36);
const LAB_HEAD = `akiko.mori.${RUN}@campus.example.ac.jp`;
const STUDENT = `jiro.ito.${RUN}@campus.example.ac.jp`;
const LAB = `Mori Lab ${RUN}`;

/** Steps 1-3 of sign-up, from wherever the login sent a new user (/signup/terms). */
async function signUp(page: Page, name: string, occupation: 'Faculty member' | 'Student') {
  await page.waitForURL((url) => url.pathname === '/signup/terms', { timeout: 30_000 });
  await page.getByLabel('I agree to the terms of use and the privacy policy').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { level: 1, name: 'Sign up: your details' }).waitFor();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel(occupation, { exact: true }).check();
  if (occupation === 'Student') await page.getByLabel('Student number').fill('B24X0123');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByRole('heading', { level: 1, name: 'Sign-up complete' }).waitFor();
}

describe('identity, in the browser', () => {
  let inviteCode = '';

  it('a new user signs up through the e-mail link flow and creates a lab group', async () => {
    const { context, page } = await openContext();
    await page.goto(`${base}/login`);
    const email = page.getByRole('region', { name: 'Sign in with an e-mail link' });
    await email.getByLabel('Campus e-mail address').fill(LAB_HEAD);
    await email.getByRole('button', { name: 'Send the sign-in link' }).click();
    await expect
      .poll(() => email.getByRole('status').textContent())
      .toContain(`A sign-in link was sent to ${LAB_HEAD}`);
    // The Auth emulator keeps the link; the page opens it as the mail would.
    await email.getByRole('button', { name: 'Open the sign-in link (emulator)' }).click();

    await signUp(page, 'Akiko Mori', 'Faculty member');

    await page.goto(`${base}/manage/system/group/create`);
    await page.getByLabel('Group name').fill(LAB);
    await page.getByLabel('Laboratory').check();
    await page.getByLabel('Profile').fill('Materials science, building 2.');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByRole('status').filter({ hasText: LAB }).waitFor();

    // The new group is in the profile: the side menu offers it.
    const menu = page.getByRole('navigation', { name: 'Management menu' });
    await expect.poll(() => menu.getByLabel('My group').textContent()).toContain(LAB);
    await context.close();
  });

  it('the lab head creates an invitation code; a second user signs up and joins by code', async () => {
    const head = await openContext();
    await head.page.goto(`${base}/login`);
    await submitEmulatorSignInByLink(head.page, LAB_HEAD);
    await head.page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
    await head.page.goto(`${base}/manage/account`);
    await switchGroup(head.page, LAB);
    await head.page.goto(`${base}/manage/group`);
    await head.page.getByRole('button', { name: 'Create invitation code' }).click();
    const code = head.page.locator('code.groups__code').first();
    await code.waitFor();
    inviteCode = ((await code.textContent()) ?? '').trim();
    expect(inviteCode).toMatch(/^[A-Za-z0-9_-]{12,64}$/);

    const student = await openContext();
    await student.page.goto(`${base}/login`);
    await submitEmulatorSignIn(student.page, STUDENT);
    await signUp(student.page, 'Jiro Ito', 'Student');
    await student.page.goto(`${base}/manage/account/join?code=${inviteCode}`);
    await student.page.getByRole('button', { name: 'Join', exact: true }).click();
    await student.page.getByRole('status').filter({ hasText: LAB }).waitFor();

    // The lab head sees the new member.
    await head.page.goto(`${base}/manage/group/members`);
    await head.page.getByRole('link', { name: 'Jiro Ito' }).waitFor();
    await head.context.close();
    await student.context.close();
  });

  it('the member switches identity to the group and back; the header and menus follow', async () => {
    const page = await signIn(STUDENT, '/manage/account');
    const context = page.context();
    const menu = page.getByRole('navigation', { name: 'Management menu' });

    await expect
      .poll(() => identityLink(page).getAttribute('aria-label'))
      .toBe('Me: Jiro Ito, acting as yourself');
    await expect
      .poll(() => menu.getByRole('link', { name: 'Members' }).getAttribute('aria-disabled'))
      .toBe('true');

    await switchGroup(page, LAB);
    await expect
      .poll(() => identityLink(page).getAttribute('aria-label'))
      .toBe(`Group: ${LAB}, acting as the group`);
    expect(
      await menu.getByRole('link', { name: 'Members' }).getAttribute('aria-disabled'),
    ).toBeNull();
    // The group's info page, as a member (no admin tools).
    await menu.getByRole('link', { name: 'Group info' }).click();
    await page.getByRole('heading', { level: 1, name: 'Group info' }).waitFor();
    await page.getByRole('main').getByText(LAB).first().waitFor();
    expect(await page.getByRole('button', { name: 'Create invitation code' }).count()).toBe(0);

    // The claim survives a reload (the server set it; the token says so).
    await page.reload();
    await expect
      .poll(() => identityLink(page).getAttribute('aria-label'))
      .toBe(`Group: ${LAB}, acting as the group`);

    await switchGroup(page, 'No group (individual)');
    await expect
      .poll(() => identityLink(page).getAttribute('aria-label'))
      .toBe('Me: Jiro Ito, acting as yourself');
    await context.close();
  });

  it('a request sent while the group switch waits for the server carries no group the token does not claim: no 403, no recovery', async () => {
    const page = await signIn(STUDENT, '/manage/account');
    const context = page.context();
    await expect
      .poll(() => identityLink(page).getAttribute('aria-label'))
      .toBe('Me: Jiro Ito, acting as yourself');

    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/v1/') && response.status() === 403)
        refused.push(`${response.request().method()} ${response.url()}`);
    });
    const deselections: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE' && request.url().endsWith('/api/v1/home/me/group'))
        deselections.push(request.url());
    });
    // The server selects the group (the claim changes), but its answer is held back: the page
    // still has the old token, as between the POST and the token refresh.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let selected = () => {};
    const serverSelected = new Promise<void>((resolve) => (selected = resolve));
    await page.route('**/api/v1/home/me/group', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const response = await route.fetch();
      selected();
      await released;
      await route.fulfill({ response });
    });

    const menu = page.getByRole('navigation', { name: 'Management menu' });
    await menu.getByLabel('My group').selectOption({ label: LAB });
    await page.getByRole('dialog').getByRole('button', { name: 'Switch' }).click();
    await serverSelected;

    // Meanwhile the app asks for the notification rows (what a counter poll does too): the client
    // router goes to the to-do list, whose request goes out with the session's group header.
    const rows = page.waitForResponse((response) => response.url().includes('/api/v1/home/todos'));
    await page.evaluate(() => {
      window.history.pushState(null, '', '/notification/todo?role=owner');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect((await rows).status()).toBe(200);

    release();
    await expect
      .poll(() => identityLink(page).getAttribute('aria-label'))
      .toBe(`Group: ${LAB}, acting as the group`);
    expect(refused).toEqual([]);
    expect(deselections).toEqual([]);

    await page.unroute('**/api/v1/home/me/group');
    await page.goto(`${base}/manage/account`);
    await switchGroup(page, 'No group (individual)');
    await context.close();
  });

  it.each([
    [375, 'the contact button'],
    [1280, "the header's login button"],
  ] as const)(
    'at %i px, a visitor who logs in from an exhibit by %s and signs up is offered the way back to it',
    async (width, via) => {
      const { context, page } = await openContext(width);
      await page.goto(`${base}/`);
      const card = page.locator('a[href^="/exhibits/"]').first();
      await card.waitFor({ timeout: 30_000 });
      const exhibitPath = new URL((await card.getAttribute('href')) ?? '', base).pathname;
      await page.goto(`${base}${exhibitPath}`);
      if (via === 'the contact button') {
        await page.getByRole('link', { name: 'Login required to contact' }).click();
      } else {
        await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
      }
      await page.waitForURL((url) => url.pathname === '/login');

      await submitEmulatorSignIn(page, `newcomer.${width}.${RUN}@campus.example.ac.jp`);
      await signUp(page, 'Saki Newcomer', 'Student');
      await page.getByRole('link', { name: 'Continue where you were' }).click();

      await page.waitForURL((url) => url.pathname === exhibitPath);
      // Signed up now: the exhibit offers the contact itself.
      await page.getByRole('button', { name: 'Contact the owner' }).waitFor();
      await context.close();
    },
  );

  it('an address outside the campus domain gets the "unavailable e-mail" dialog, by e-mail link and by Google', async () => {
    const { context, page } = await openContext();
    await page.goto(`${base}/login`);
    const email = page.getByRole('region', { name: 'Sign in with an e-mail link' });
    await email.getByLabel('Campus e-mail address').fill(`outsider.${RUN}@gmail.com`);
    await email.getByRole('button', { name: 'Send the sign-in link' }).click();
    // The server's policy is asked before mailing: no link, no 'sent', the dialog at once.
    const dialog = page.getByRole('dialog', { name: 'This e-mail address is not available' });
    await dialog.waitFor({ timeout: 30_000 });
    expect(await dialog.textContent()).toContain('campus e-mail address');
    expect(await email.getByRole('status').count()).toBe(0);
    expect(
      await email.getByRole('button', { name: 'Open the sign-in link (emulator)' }).count(),
    ).toBe(0);
    await dialog.getByRole('button', { name: 'OK' }).click();

    await submitEmulatorSignIn(page, `visitor.${RUN}@example.com`);
    await dialog.waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/login');
    // Nobody is signed in: a protected page still asks to log in.
    await page.goto(`${base}/manage/account`);
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });
});

/** Signs in an existing user through a fresh e-mail link. */
async function submitEmulatorSignInByLink(page: Page, address: string) {
  const email = page.getByRole('region', { name: 'Sign in with an e-mail link' });
  await email.getByLabel('Campus e-mail address').fill(address);
  await email.getByRole('button', { name: 'Send the sign-in link' }).click();
  await email.getByRole('button', { name: 'Open the sign-in link (emulator)' }).click();
}

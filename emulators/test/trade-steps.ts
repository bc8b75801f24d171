import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** What a customer writes in the contact dialog of an exhibit page (in English). */
export interface ContactRequest {
  message: string;
  /** The item asked for and how many. */
  item: string;
  quantity: number;
  installationPlace: string;
  locationManager: string;
  managerEmail: string;
}

/**
 * On an exhibit's page, contacts the owner through the dialog and waits for the customer's chat;
 * answers the new contact's id.
 */
export async function contactOwner(page: Page, request: ContactRequest): Promise<string> {
  await page.getByRole('button', { name: 'Contact the owner' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Message').fill(request.message);
  await dialog.getByLabel(`Quantity of ${request.item}`).fill(String(request.quantity));
  await dialog.getByLabel('Installation place').fill(request.installationPlace);
  await dialog.getByLabel('Location manager').fill(request.locationManager);
  await dialog.getByLabel('Manager e-mail').fill(request.managerEmail);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/manage/receipt/contact/chat/'), {
    timeout: 30_000,
  });
  const chatId = new URL(page.url()).pathname.split('/').pop() ?? '';
  expect(chatId).toMatch(/^[A-Za-z0-9]{20}$/);
  return chatId;
}

export type FillDialog = (dialog: Locator) => Promise<void>;

/** Takes a step of a chat through its dialog (filled by `fill`) and waits until it is done. */
export async function takeStep(page: Page, button: string, fill: FillDialog): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await fill(dialog);
  await dialog.getByRole('button', { name: 'OK', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText('Done.').waitFor();
}

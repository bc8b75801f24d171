import type { Locator, Page } from 'playwright-core';
import { tokyoLocal } from './app-pages.js';

/** What differs between the office chairs the browser suites list. */
export interface ChairExhibit {
  title: string;
  description?: string;
  room?: string;
  itemDescription?: string;
  stock?: number;
}

/**
 * Fills /manage/exhibit/reuse/create (in English) with one office chair picked up in the Research
 * Building from tomorrow for two weeks, and agrees to the prohibited-items notice; does not submit.
 * Returns item 1's group.
 */
export async function fillChairExhibit(page: Page, chair: ChairExhibit): Promise<Locator> {
  await page.getByLabel('Title').fill(chair.title);
  if (chair.description)
    await page.getByLabel('Description', { exact: true }).fill(chair.description);
  await page.getByLabel('Campus').selectOption({ label: 'Science and Engineering Campus' });
  await page.getByLabel('Building').selectOption({ label: 'Research Building' });
  if (chair.room) await page.getByLabel('Room').fill(chair.room);
  await page.getByLabel('Pick-up from').fill(tokyoLocal(1, 10));
  await page.getByLabel('Pick-up until').fill(tokyoLocal(14, 17));
  await page.getByLabel('Listed until').fill(tokyoLocal(30, 17));
  await page
    .getByLabel('Secretariat')
    .selectOption({ label: 'Faculty of Engineering Administrative Office' });
  const item = page.getByRole('group', { name: 'Item 1' });
  await item.getByLabel('Name').fill('オフィス椅子');
  if (chair.itemDescription) await item.getByLabel('Item description').fill(chair.itemDescription);
  await item.getByLabel('Category').selectOption({ label: 'Office Chair' });
  await item.getByLabel('Stock').fill(String(chair.stock ?? 1));
  await item.getByLabel('Condition').selectOption({ label: 'Some scratches or stains' });
  await item.getByLabel('Disposal classification').selectOption({ label: 'Small-amount supply' });
  await item.getByLabel('Asset number').fill('unknown');
  await item.getByLabel('Budget source').selectOption({ label: 'Others (external funds etc.)' });
  await item.getByLabel('Project code').fill('202600012345');
  await page.getByLabel(/I have checked that nothing listed is a prohibited item/).check();
  return item;
}

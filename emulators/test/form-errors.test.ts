import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './app-pages.js';

/**
 * A long form's problems are where the user looks (issue 15, bug 4): submitting the create-exhibit
 * form with several problems lists them at its top and puts the first invalid field, focused, on
 * the screen, at phone and desktop widths.
 */
const { signIn } = useBrowserSuite();
const OWNER = 'taro.suzuki@campus.example.ac.jp';

/** Whether the element is within the viewport (at least partly). */
const onScreen = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight && box.height > 0;
};

describe('form problems, in the browser', () => {
  it.each([375, 1280])(
    'at %i px, a failed submit lists the problems and shows the first',
    async (width) => {
      const page = await signIn(OWNER, '/manage/exhibit/reuse/create', width);
      await page.getByLabel('Title').fill(`Desk ${width}`);
      const submit = page.getByRole('button', { name: 'Create the exhibit' });
      await submit.scrollIntoViewIfNeeded();
      await submit.click();

      const summary = page.getByRole('region', { name: /problems to fix$/ });
      await summary.waitFor();
      expect(await summary.getByRole('link').count()).toBeGreaterThanOrEqual(4);
      // Focus is on the first listed problem's field, and that field is on the screen.
      const first = await summary.getByRole('link').first().getAttribute('href');
      const focusedId = await page.evaluate(() => document.activeElement?.id ?? '');
      expect(`#${focusedId}`).toBe(first);
      expect(await page.locator(`[id="${focusedId}"]`).evaluate(onScreen)).toBe(true);

      // Submitting again (from the bottom) brings the first problem back into view.
      await submit.scrollIntoViewIfNeeded();
      await submit.click();
      await expect.poll(() => page.locator(`[id="${focusedId}"]`).evaluate(onScreen)).toBe(true);
      await page.context().close();
    },
  );
});

import type { Page } from 'playwright-core';

/**
 * Elements wider than the viewport that make the page scroll sideways: the outermost ones only,
 * ignoring those inside a box that scrolls or clips on its own (a wide table in its scroller).
 */
export async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const clipped = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    return Array.from(document.body.querySelectorAll('*'))
      .filter((element) => element.getBoundingClientRect().right > width + 1 && !clipped(element))
      .slice(0, 5)
      .map(
        (element) => `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`,
      );
  });
}

/**
 * Tables that do not read on the screen (issue 29: on a phone, the saved searches' delete button and
 * the bill's amounts were off-screen with nothing to say so). A shown table (not a visually hidden
 * one) breaks the rule when
 * - it is wider than the box it is seen in (its nearest ancestor that scrolls or clips sideways, else
 *   the viewport) and that box is not the app's table box (`.table-scroll__box`) showing its cue
 *   (`.table-scroll__cue`, "scroll sideways");
 * - a button or link in it lies outside the viewport, left or right, without that cue;
 * - a text in it (not a button's or a link's) is squeezed: it wraps onto two or more lines of fewer
 *   than three characters each on average (the bill's device name, two characters a line).
 * Answers one line per broken table: its name (caption or label) and what is wrong.
 */
export async function tablesCutOff(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    // Measured in a settled frame: the cue follows the table's width in a ResizeObserver, which runs
    // before the next paint, so a table that just grew would otherwise be seen without its cue.
    await new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled)));
    const viewport = document.documentElement.clientWidth;
    const nameOf = (table: HTMLTableElement) => {
      const labelledBy = table.getAttribute('aria-labelledby');
      const name =
        table.caption?.textContent ??
        (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
        table.className;
      return `table "${name.trim().slice(0, 40)}"`;
    };
    /** The nearest ancestor that scrolls or clips sideways, if any. */
    const boxOf = (element: Element): HTMLElement | null => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return up;
      }
      return null;
    };
    const cued = (box: HTMLElement | null) => {
      if (!box?.matches('.table-scroll__box')) return false;
      const cue = box.closest('.table-scroll')?.querySelector('.table-scroll__cue');
      return cue instanceof HTMLElement && cue.checkVisibility() && cue.offsetWidth > 0;
    };
    /** A text of the table (not a button's) wrapped to fewer than three characters a line. */
    const squeezed = (table: HTMLTableElement): string | null => {
      const texts = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        const text = (node.textContent ?? '').replace(/\s+/g, '');
        if (text.length < 2 || node.parentElement?.closest('button, a, caption')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = new Set(
          Array.from(range.getClientRects())
            .filter((line) => line.width > 0)
            .map((line) => Math.round(line.top)),
        ).size;
        if (lines >= 2 && text.length / lines < 3) return `"${text.slice(0, 20)}" (${lines} lines)`;
      }
      return null;
    };
    const problems: string[] = [];
    for (const table of Array.from(document.querySelectorAll('table'))) {
      const rect = table.getBoundingClientRect();
      // Visually hidden tables (a chart's data for screen readers) are 1 px.
      if (!table.checkVisibility() || rect.width <= 1) continue;
      const box = boxOf(table);
      const shownWidth = box ? box.clientWidth : viewport;
      const name = nameOf(table);
      if (rect.width > shownWidth + 1 && !cued(box)) {
        problems.push(
          `${name} is ${Math.round(rect.width)} px wide in ${Math.round(shownWidth)} px without the scroll cue`,
        );
      }
      for (const control of Array.from(table.querySelectorAll('button, a[href]'))) {
        const at = control.getBoundingClientRect();
        if ((at.right > viewport + 1 || at.left < -1) && !cued(boxOf(control))) {
          problems.push(`${name}: "${control.textContent?.trim()}" is off-screen without the cue`);
          break;
        }
      }
      const text = squeezed(table);
      if (text) problems.push(`${name}: ${text} squeezed to under three characters a line`);
    }
    return problems;
  });
}

/** The kit's form controls (`.field__control`) shown on the page, with whether each is styled. */
export async function controlStyles(page: Page): Promise<{ control: string; styled: boolean }[]> {
  return page.locator('.field__control').evaluateAll((controls) =>
    controls
      .filter((control) => control.getClientRects().length > 0)
      .map((control) => {
        // Styled: the browser's own control font (13.33 px) is replaced by the page's
        // (`font: inherit`), and it has the kit's rounded border.
        const own = getComputedStyle(control);
        const parent = getComputedStyle(control.parentElement ?? document.body);
        return {
          control: `${control.tagName.toLowerCase()}#${control.id}`,
          styled: own.fontSize === parent.fontSize && own.borderTopLeftRadius !== '0px',
        };
      }),
  );
}

/**
 * Waits, up to `timeout`, until the page shows at least `count` of the kit's form controls. It does
 * not fail when they do not come: its caller counts what the page shows and reports it.
 */
export async function waitForControls(page: Page, count: number, timeout: number): Promise<void> {
  await page
    .locator('.field__control')
    .filter({ visible: true })
    .nth(count - 1)
    .waitFor({ timeout })
    .catch(() => undefined);
}

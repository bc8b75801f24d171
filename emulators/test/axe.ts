import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * axe-core (WCAG 2.1 A and AA rules) run inside a page of the browser suites. The app's
 * Content-Security-Policy allows only its own scripts (`script-src 'self'`), so an injected
 * `<script>` tag would be refused; `page.evaluate` runs the source through the DevTools protocol
 * (`Runtime.evaluate`), which the page's CSP does not govern, so the app is checked under its real
 * headers without a `bypassCSP` context.
 */

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The rule tags the issue asks for: WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One rule broken on a page: its id, impact, how many elements and the first few of them. */
export interface AxeViolation {
  rule: string;
  impact: string | null;
  count: number;
  targets: string[];
}

interface AxeResult {
  violations: {
    id: string;
    impact?: string | null;
    nodes: { target: unknown[] }[];
  }[];
}

declare global {
  interface Window {
    axe?: { run(context: Document, options: unknown): Promise<AxeResult> };
  }
}

/** The WCAG 2.1 A/AA violations of what `page` shows now (axe injected once per document). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate((tags) => {
    if (!window.axe) throw new Error('axe-core did not load');
    return window.axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
  }, WCAG_TAGS);
  return result.violations.map((v) => ({
    rule: v.id,
    impact: v.impact ?? null,
    count: v.nodes.length,
    targets: v.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
}

import type { Language } from '../../model/identity-types';

/**
 * The app's `index.html` (the built one, naming the hashed scripts Hosting serves) for one page:
 * `<html lang>` in the reader's language and the template's `<title>` replaced by the page's head
 * (`pageHead`). A server-rendered page's markup fills `#root`, with its state's script after it;
 * without them, the app renders the page in the browser.
 */
export function pageHtml(
  template: string,
  page: { head: string; language: Language; body?: { markup: string; stateScript: string } },
): string {
  const html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${page.language}"`)
    .replace(/<title>[\s\S]*?<\/title>/, () => page.head);
  const { body } = page;
  if (body === undefined) return html;
  if (!html.includes(EMPTY_ROOT)) throw new Error(`The template has no ${EMPTY_ROOT}`);
  return html.replace(EMPTY_ROOT, () => withBody(body));
}

const EMPTY_ROOT = '<div id="root"></div>';
const withBody = ({ markup, stateScript }: { markup: string; stateScript: string }) =>
  `<div id="root">${markup}</div>${stateScript}`;

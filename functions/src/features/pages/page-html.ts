import type { Language } from '../../model/identity-types';
import { escapeHtml } from '../../shared/html';

/**
 * A server-rendered page's body: its markup, its state's script, its page's stylesheets and its
 * mode.
 */
export interface PageBody {
  markup: string;
  stateScript: string;
  /** The class of `<body>` (`reuse` or `share`: the theme's colour, before any script runs). */
  mode: string;
  /** Addresses on the site (`pageStyles`), linked after the app's own. */
  styles: readonly string[];
}

/**
 * The app's page (the built `app.html`, naming the hashed scripts Hosting serves) for one page:
 * `<html lang>` in the reader's language and the template's `<title>` replaced by the page's head
 * (`pageHead`). A server-rendered page's markup fills `#root`, with its state's script after it,
 * its stylesheets are linked in the head and its mode is the class of `<body>`; without them, the
 * app renders the page in the browser.
 */
export function pageHtml(
  template: string,
  page: { head: string; language: Language; body?: PageBody },
): string {
  const html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${page.language}"`)
    .replace(/<title>[\s\S]*?<\/title>/, () => page.head);
  const { body } = page;
  if (body === undefined) return html;
  if (!html.includes(EMPTY_ROOT)) throw new Error(`The template has no ${EMPTY_ROOT}`);
  const links = body.styles.map(
    (href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`,
  );
  return html
    .replace('</head>', () => `${links.map((link) => `  ${link}\n`).join('')}</head>`)
    .replace(/<body class="[^"]*">/, () => `<body class="${escapeHtml(body.mode)}">`)
    .replace(EMPTY_ROOT, () => withBody(body));
}

const EMPTY_ROOT = '<div id="root"></div>';
const withBody = ({ markup, stateScript }: PageBody) =>
  `<div id="root">${markup}</div>${stateScript}`;

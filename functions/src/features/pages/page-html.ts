import type { Language } from '../../model/identity-types';

/**
 * The app's `index.html` (the built one, naming the hashed scripts Hosting serves) for one page:
 * `<html lang>` in the reader's language and the template's `<title>` replaced by the page's head
 * (`pageHead`). The body stays the template's: the app renders it in the browser.
 */
export function pageHtml(template: string, page: { head: string; language: Language }): string {
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${page.language}"`)
    .replace(/<title>[\s\S]*?<\/title>/, () => page.head);
}

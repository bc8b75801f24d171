import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, type Language } from '../../model/identity-types';
import { cookieLanguage } from '../../model/language-cookie';

/**
 * The reader's language from the request's `Cookie` header: the language cookie's value (the only
 * cookie Hosting passes on, `__session`) when it names one of ours, else Japanese, the default. The
 * browser's own languages are not consulted: Hosting's CDN would have to cache a copy per
 * `Accept-Language` header (docs/server-rendering.md).
 */
export function readerLanguage(cookieHeader: string | undefined): Language {
  return cookieLanguage(cookieHeader ?? '', LANGUAGE_COOKIE) ?? DEFAULT_LANGUAGE;
}

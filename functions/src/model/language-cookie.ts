import { LANGUAGES, type Language } from './identity-types';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language the cookie `name` holds in a `Cookie` header (or `document.cookie`): null when it is
 * absent or holds none of ours. The first cookie of that name decides.
 */
export function cookieLanguage(cookie: string, name: string): Language | null {
  for (const part of cookie.split(';')) {
    const [key, value] = part.trim().split('=');
    if (key === name) return isLanguage(value) ? value : null;
  }
  return null;
}

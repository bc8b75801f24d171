import type { Language } from '../model/identity-types';

/** The product's name in each language, as the web app's locales give it (`app.name`). */
export const PRODUCT_NAME: Record<Language, string> = {
  ja: 'キャンパスマーケット',
  en: 'Campus Marketplace',
};

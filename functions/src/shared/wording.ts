import type { Language } from '../model/identity-types';

/** A phrase in each language the product speaks. */
export type Wording = Readonly<Record<Language, string>>;

/** The languages a reader gets: theirs, or both (Japanese first) when they chose none. */
export type Languages = readonly [Language, ...Language[]];
export const BOTH_LANGUAGES: Languages = ['ja', 'en'];

export const languagesOf = (language: Language | null): Languages =>
  language === null ? BOTH_LANGUAGES : [language];

/** `wording` in `languages`, joined with ' / ' ("予約 / Reservation"). */
export const say = (wording: Wording, languages: Languages): string =>
  languages.map((language) => wording[language]).join(' / ');

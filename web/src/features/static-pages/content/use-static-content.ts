import { useEffect, useState } from 'react';
import { loadChunk } from '../../../lib/chunk-reload';
import { useLanguage, type Language } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ja } from './ja';
import type { StaticContent } from './types';

export type ContentLoaders = Readonly<Record<Language, () => Promise<StaticContent>>>;

/**
 * Japanese is bundled with the pages (it is the default and the fallback); English is a separate
 * chunk, fetched the first time it is needed. A failed chunk load reloads the page once, as for
 * route chunks.
 */
export const contentLoaders: ContentLoaders = {
  ja: () => Promise.resolve(ja),
  en: () => loadChunk(() => import('./en')).then((module) => module.en),
};

/** Loads the documents in `language`; never rejects: if they cannot be loaded, Japanese is used. */
export async function loadStaticContent(
  language: Language,
  loaders: ContentLoaders = contentLoaders,
): Promise<StaticContent> {
  try {
    return await loaders[language]();
  } catch (error) {
    console.error(`Could not load the '${language}' help pages; showing Japanese instead.`, error);
    return ja;
  }
}

/** Documents loaded so far, by language (a fallback is not kept, so it is retried next time). */
const loaded = new Map<Language, StaticContent>([['ja', ja]]);

/**
 * The help and legal documents in the current language, re-rendering on a language change.
 * `undefined` while a language is loaded for the first time. The result's `language` is the one
 * actually shown (Japanese if the current one could not be loaded).
 */
export function useStaticContent(): StaticContent | undefined {
  const language = useLanguage();
  const [fetched, setFetched] = useState<{ language: Language; content: StaticContent }>();
  const cached = loaded.get(language);

  useEffect(() => {
    if (loaded.has(language)) return;
    let current = true;
    void loadStaticContent(language).then((content) => {
      if (content.language === language) loaded.set(language, content);
      if (current) setFetched({ language, content });
    });
    return () => {
      current = false;
    };
  }, [language]);

  return cached ?? (fetched?.language === language ? fetched.content : undefined);
}

/**
 * The document a page shows (`pick` chooses it), its labels and language, with the browser title
 * set to the document's title; undefined while the language loads.
 */
export function useStaticDocument<T extends { title: string }>(
  pick: (content: StaticContent) => T,
) {
  const content = useStaticContent();
  const document = content ? pick(content) : undefined;
  useDocumentTitle(document?.title);
  return content && document
    ? { document, labels: content.labels, language: content.language }
    : undefined;
}

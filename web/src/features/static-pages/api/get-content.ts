import type { ContentResponse, ContentSlug } from '@campus/model/content-types';
import { api } from '../../../lib/api-client';
import { useLanguage, type Language } from '../../../lib/i18n';
import { useQuery } from '../../../lib/use-query';

export type { ContentDocument, ContentSlug } from '@campus/model/content-types';

/**
 * `GET /contents/{slug}?lang=`: the current version of a document (public, cached a minute by the
 * browser and the CDN). `termsVersion` (the terms) names the version the caller must see, as
 * `?v=`, which the API ignores: a new address no cache holds an older answer for.
 */
export const getContent = (
  slug: ContentSlug,
  lang: Language,
  termsVersion?: number,
  signal?: AbortSignal,
) =>
  api.get<ContentResponse>(`/contents/${slug}`, {
    query: { lang, v: termsVersion },
    ...(signal ? { signal } : {}),
  });

/** Where `useContent` keeps a document: the server fills it under the same key (`entry-server.tsx`). */
export const contentKey = (slug: ContentSlug, lang: Language, termsVersion?: number) =>
  ['/contents', slug, lang, termsVersion ?? null] as const;

/** The document in the language the app is shown in, fetched again when the language changes. */
export function useContent(slug: ContentSlug, termsVersion?: number) {
  const lang = useLanguage();
  return useQuery(contentKey(slug, lang, termsVersion), async (signal) => {
    const { content } = await getContent(slug, lang, termsVersion, signal);
    return content;
  });
}

import type {
  ContentHistoryResponse,
  ContentResponse,
  ContentSlug,
  PublishContentInput,
} from '@campus/model/content-types';
import type { Language } from '@campus/model/identity-types';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useQuery } from '../../../lib/use-query';

export type { ContentSlug, ContentVersion } from '@campus/model/content-types';

const path = (slug: ContentSlug) => `/home/system/contents/${slug}`;

/**
 * The readers' cache key of a document in every language and version (the static pages'
 * `useContent`; features do not import each other).
 */
const readersKey = (slug: ContentSlug) => ['/contents', slug];

/** The editor's keys: the path first, then the language (stale after a publication). */
export const historyKey = (slug: ContentSlug, lang: Language) => [path(slug), lang] as const;

/** `GET /home/system/contents/{slug}?lang=` (editors): the current text and the history. */
export function useContentHistory(slug: ContentSlug, lang: Language) {
  return useQuery(
    historyKey(slug, lang),
    (signal) => api.get<ContentHistoryResponse>(path(slug), { query: { lang }, signal }),
    // Always the server's current version: a stale one would only meet a 409.
    { staleTime: 0 },
  );
}

/** `POST /home/system/contents/{slug}`: publishes a version (409 `content_changed` on a stale base). */
export const publishContent = (slug: ContentSlug, input: PublishContentInput) =>
  api.post<ContentResponse>(path(slug), { body: input });

/**
 * Publishes a version of the document in `lang`. The history follows (also after a 409
 * `content_changed`: the next try builds on the version now current), and readers' cached copies of
 * the document are stale, so they get the new version at once in this browser.
 */
export function usePublishContent(slug: ContentSlug, lang: Language) {
  return useApiMutation<PublishContentInput, ContentResponse>({
    call: (input) => publishContent(slug, input),
    invalidates: () => [historyKey(slug, lang), readersKey(slug)],
  });
}

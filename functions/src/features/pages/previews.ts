import type { ImageVariant } from '../../model/exhibit-types';
import type { Language } from '../../model/identity-types';
import type { PagePreview } from './page-head';

/** Photos in previews: the largest copy up to this width (chat apps show about 600 px). */
export const PREVIEW_IMAGE_WIDTH_MAX = 1200;

/** A photo's largest copy up to `PREVIEW_IMAGE_WIDTH_MAX`, else `fallback` (the photo as stored). */
export function previewImage(variants: readonly ImageVariant[], fallback: string): string {
  const largest = variants
    .filter((variant) => variant.width <= PREVIEW_IMAGE_WIDTH_MAX)
    .sort((a, b) => b.width - a.width)[0];
  return largest?.uri ?? fallback;
}

/** A reuse exhibit as its preview: its title and description, its first photo (a card's). */
export function exhibitPreview(exhibit: {
  id: string;
  title: string;
  description: string;
  thumbnailUri: string | null;
  thumbnailVariants: readonly ImageVariant[];
}): PagePreview {
  return {
    title: exhibit.title,
    description: exhibit.description,
    imagePath:
      exhibit.thumbnailUri === null
        ? null
        : previewImage(exhibit.thumbnailVariants, exhibit.thumbnailUri),
    path: `/exhibits/${encodeURIComponent(exhibit.id)}`,
  };
}

/** A share listing as its preview: the first photo of its first device that has one. */
export function shareListingPreview(listing: {
  id: string;
  title: string;
  description: string;
  devices: readonly { images: readonly { uri: string; variants: readonly ImageVariant[] }[] }[];
}): PagePreview {
  const photo = listing.devices.flatMap((device) => device.images)[0];
  return {
    title: listing.title,
    description: listing.description,
    imagePath: photo === undefined ? null : previewImage(photo.variants, photo.uri),
    path: `/exhibits/${encodeURIComponent(listing.id)}`,
  };
}

/** A device of share mode as its preview: its name and description, its first photo. */
export function devicePreview(device: {
  id: string;
  name: string;
  description: string;
  images: readonly { uri: string; variants: readonly ImageVariant[] }[];
}): PagePreview {
  const photo = device.images[0];
  return {
    title: device.name,
    description: device.description,
    imagePath: photo === undefined ? null : previewImage(photo.variants, photo.uri),
    path: `/share/${encodeURIComponent(device.id)}`,
  };
}

/** A wanted post as its preview (posts have no photos: the product image). */
export function wantedPreview(post: {
  id: string;
  title: string;
  description: string;
}): PagePreview {
  return {
    title: post.title,
    description: post.description,
    imagePath: null,
    path: `/wanted/${encodeURIComponent(post.id)}`,
  };
}

/**
 * A document (`/faq`, `/terms`, ...) as its preview: its title, and its text without the markdown
 * marks (headings, emphasis, links' addresses) as the description. No photo: the product image.
 */
export function documentPreview(
  document: { title: string; body: string },
  path: string,
): PagePreview {
  return { title: document.title, description: plainText(document.body), imagePath: null, path };
}

/** Markdown as the words a reader sees, on one line. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}\s+|[-*+]\s+|\d+\.\s+|>\s?)/gm, '')
    .replace(/[*_`~|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The lists' own previews, in each language: what the list is. */
const LIST_PREVIEWS: Record<string, Record<Language, Omit<PagePreview, 'imagePath' | 'path'>>> = {
  '/': {
    ja: {
      title: '出品物を探す',
      description: '学内で譲られている机、椅子、本、機器を探して、受け取りを申し込めます。',
    },
    en: {
      title: 'Find items',
      description: 'Desks, chairs, books and equipment given away on campus, free to apply for.',
    },
  },
  '/share': {
    ja: { title: 'シェア', description: '学内の機器を予約して借りられます。' },
    en: { title: 'Share', description: 'Devices on campus you can reserve and borrow.' },
  },
  '/wanted': {
    ja: {
      title: 'ほしいもの',
      description:
        '学内のメンバーが探しているものです。あなたの出品が合えば、投稿者に提案できます。',
    },
    en: {
      title: 'Wanted',
      description:
        'What members of the campus are looking for. If one of your exhibits fits, offer it to them.',
    },
  },
  '/impact': {
    ja: { title: 'リユースの効果', description: '学内のリユースが生んだ効果を、金額と CO2 で。' },
    en: { title: 'Reuse impact', description: 'What reuse on campus saved, in yen and in CO2.' },
  },
};

/** The list at `path` (`/`, `/share`, `/wanted`, `/impact`) as its preview; undefined for others. */
export function listPreview(path: string, language: Language): PagePreview | undefined {
  const preview = LIST_PREVIEWS[path]?.[language];
  return preview && { ...preview, imagePath: null, path };
}

/** The lists' addresses (`listPreview` knows each). */
export const LIST_PATHS: readonly string[] = Object.keys(LIST_PREVIEWS);

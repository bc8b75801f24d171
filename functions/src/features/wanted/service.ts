import { type AppError, conflict, forbidden, notFound, validationError } from '../../http/errors';
import { FORBIDDEN } from '../../model/wire';
import {
  ALREADY_OFFERED,
  OFFER_DECIDED,
  OFFER_UNAVAILABLE,
  TOO_MANY_WANTED,
  WANTED_CLOSED,
} from '../../model/error-codes';
import { CONTACT_LIMITS } from '../../model/limits';
import { keywordsOf } from '../../model/wanted';
import {
  WANTED_LIMITS,
  type WantedInput,
  type WantedOffer,
  type WantedPost,
} from '../../model/wanted-types';
import { matchesKeywordsIn, searchGramsOf, searchTextOf } from '../../shared/search-terms';
import type { NoticeDraft } from '../../shared/notices';
import type { OfferDoc, WantedDoc } from './schema';

/** Rules of wanted posts (docs/wanted.md); no Firestore in here. */

export const wantedNotFound = (): AppError => notFound('Wanted post not found');
export const notPoster = (): AppError => forbidden(FORBIDDEN, 'Only its poster may do this');
export const wantedClosed = (): AppError =>
  conflict(WANTED_CLOSED, 'This wanted post is closed or past its date');
export const alreadyOffered = (): AppError =>
  conflict(ALREADY_OFFERED, 'This exhibit was offered to this post already');
export const offerNotFound = (): AppError => notFound('Offer not found');
export const offerDecided = (): AppError =>
  conflict(OFFER_DECIDED, 'This offer was accepted or declined already');
export const offerUnavailable = (): AppError =>
  conflict(OFFER_UNAVAILABLE, 'The offered exhibit is no longer on display');
export const tooManyWanted = (): AppError =>
  conflict(
    TOO_MANY_WANTED,
    `An account has at most ${WANTED_LIMITS.openMax} open wanted posts: close one first`,
  );

const DAY = 24 * 60 * 60_000;

/**
 * 400 unless the post says what it wants (a category or a keyword: a post with neither would match
 * every exhibit) and `until` is ahead of `now`, at most `untilMaxDays` days.
 */
export function assertWantedInput(input: WantedInput, now: Date): void {
  const errors = [];
  if (input.categoryId === '' && keywordsOf(input.keywords).length === 0) {
    errors.push({ location: 'body.keywords', message: 'Give a category or keywords' });
  }
  const until = Date.parse(input.until);
  if (until <= now.getTime()) {
    errors.push({ location: 'body.until', message: 'Choose a date in the future' });
  } else if (until > now.getTime() + WANTED_LIMITS.untilMaxDays * DAY) {
    errors.push({
      location: 'body.until',
      message: `Choose a date at most ${WANTED_LIMITS.untilMaxDays} days ahead`,
    });
  }
  if (errors.length > 0) throw validationError(errors);
}

/** The searchable texts of a post: what its grams and search text are made of. */
export function wantedSearchFields(input: Pick<WantedInput, 'title' | 'description' | 'keywords'>) {
  const texts = [input.title, input.description, input.keywords];
  return { grams: searchGramsOf(texts), searchText: searchTextOf(texts) };
}

export function isExpired(post: Pick<WantedDoc, 'until'>, now: Date): boolean {
  return post.until.toMillis() <= now.getTime();
}

/** Whether a post is still taking matches and offers. */
export const isOpen = (post: Pick<WantedDoc, 'status' | 'until'>, now: Date): boolean =>
  post.status === 'open' && !isExpired(post, now);

/** What a post is matched against: a published exhibit's derived fields. */
export interface MatchableExhibit {
  ownerId: string;
  areaId: string;
  tags: Readonly<Record<string, true>>;
  searchText: string;
}

/**
 * Whether an exhibit matches a post: the post is open, the exhibit is not the poster's, is in the
 * post's category (at any level) and area when it names them, and contains every keyword (the
 * exhibit search's normalisation: a post's "chair" finds an exhibit's "Chair" and "チェア" does not).
 */
export function matchesWanted(post: WantedDoc, exhibit: MatchableExhibit, now: Date): boolean {
  return (
    isOpen(post, now) &&
    post.accountId !== exhibit.ownerId &&
    (post.categoryId === '' || exhibit.tags[post.categoryId] === true) &&
    (post.areaId === '' || post.areaId === exhibit.areaId) &&
    matchesKeywordsIn(exhibit.searchText, keywordsOf(post.keywords))
  );
}

export interface PosterName {
  kind: 'user' | 'group';
  name: string;
  withdrawn: boolean;
}

export function toWantedPost(
  id: string,
  doc: WantedDoc,
  poster: PosterName | undefined,
  viewer: string | null,
  now: Date,
): WantedPost {
  return {
    id,
    accountId: doc.accountId,
    account: {
      id: doc.accountId,
      kind: poster?.kind ?? 'user',
      name: poster === undefined || poster.withdrawn ? null : poster.name,
      withdrawn: poster?.withdrawn ?? false,
    },
    title: doc.title,
    description: doc.description,
    categoryId: doc.categoryId,
    keywords: doc.keywords,
    areaId: doc.areaId,
    until: doc.until.toDate().toISOString(),
    status: doc.status,
    expired: isExpired(doc, now),
    isOwn: viewer !== null && viewer === doc.accountId,
    offerCount: doc.offerCount,
    createdAt: doc.createdAt.toDate().toISOString(),
    updatedAt: doc.updatedAt.toDate().toISOString(),
  };
}

export function toWantedOffer(
  doc: OfferDoc,
  id: string,
  names: ReadonlyMap<string, string | null>,
): WantedOffer {
  return {
    id,
    exhibitId: doc.exhibitId,
    exhibitTitle: doc.exhibitTitle,
    accountId: doc.accountId,
    accountName: names.get(doc.accountId) ?? null,
    message: doc.message,
    status: doc.status,
    contactId: doc.contactId,
    createdAt: doc.createdAt.toDate().toISOString(),
  };
}

/** The offered exhibit as accepting an offer reads it. */
export interface OfferedExhibit {
  searchable: boolean;
  cancelled: boolean;
  expiresAt: Date;
}

/**
 * An accepted offer asks for the whole exhibit: every item in stock, all of its stock (the owner
 * hands over what the two agree in the chat). 409 `offer_unavailable` when the exhibit is off
 * display, expired, cancelled or out of stock.
 */
export function offeredItems(
  exhibit: OfferedExhibit | undefined,
  items: readonly { itemId: string; stock: number }[],
  now: Date,
): { itemId: string; quantity: number }[] {
  if (
    exhibit === undefined ||
    !exhibit.searchable ||
    exhibit.cancelled ||
    exhibit.expiresAt.getTime() <= now.getTime()
  ) {
    throw offerUnavailable();
  }
  const inStock = items
    .filter((item) => item.stock > 0)
    .map((item) => ({
      itemId: item.itemId,
      quantity: Math.min(item.stock, CONTACT_LIMITS.quantityMax),
    }));
  if (inStock.length === 0) throw offerUnavailable();
  return inStock;
}

/** The notice a poster gets of an exhibit that matched, or was offered to, their post. */
export function wantedNotice(
  kind: 'wanted_matched' | 'wanted_offered',
  post: { id: string; accountId: string; title: string },
  exhibit: { id: string; title: string },
  message: string,
  now: Date,
): NoticeDraft {
  return {
    accountId: post.accountId,
    role: 'customer',
    kind,
    exhibitId: exhibit.id,
    exhibitTitle: exhibit.title,
    favorite: null,
    comment: null,
    wanted: { id: post.id, title: post.title, message },
    createdAt: now,
    confirmedAt: null,
  };
}

/** The notice an owner gets when the poster declined the exhibit they offered (owner side). */
export function offerDeclinedNotice(
  offer: Pick<OfferDoc, 'accountId' | 'exhibitId' | 'exhibitTitle'>,
  post: { id: string; title: string },
  now: Date,
): NoticeDraft {
  return {
    accountId: offer.accountId,
    role: 'owner',
    kind: 'wanted_declined',
    exhibitId: offer.exhibitId,
    exhibitTitle: offer.exhibitTitle,
    favorite: null,
    comment: null,
    wanted: { id: post.id, title: post.title, message: '' },
    createdAt: now,
    confirmedAt: null,
  };
}

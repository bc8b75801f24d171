/**
 * Wanted posts (ほしい, docs/wanted.md) on the wire, dates as ISO 8601 strings. Plain constants and
 * types (no zod, no Firebase): the wanted feature and the web app import this module; the zod
 * schemas are in `wanted.ts`.
 */

import type { ContactResponseBody } from './contact-types';

export const WANTED_LIMITS = {
  titleMax: 100,
  descriptionMax: 2000,
  /** The keywords, separated by spaces: every one must be in a matching exhibit. */
  keywordsMax: 100,
  /** How far ahead `until` may be, in days. */
  untilMaxDays: 180,
  /** Open posts per account at once. */
  openMax: 10,
  offerMessageMax: 500,
} as const;

export const WANTED_STATUSES = ['open', 'closed'] as const;
export type WantedStatus = (typeof WANTED_STATUSES)[number];

/** `POST /api/v1/home/wanted` and `PUT /api/v1/home/wanted/{id}`. */
export interface WantedInput {
  title: string;
  description: string;
  /** A category of the tree (top, middle or small), or '' for any. */
  categoryId: string;
  /** Space-separated words a matching exhibit must all contain ('' for none). */
  keywords: string;
  /** A campus area, or '' for any. */
  areaId: string;
  /** Until when the post stands (ISO date-time, in the future, at most 180 days ahead). */
  until: string;
}

/** A wanted post as the list and its page show it: what was posted, and who and when. */
export interface WantedPost extends WantedInput {
  id: string;
  accountId: string;
  /** The poster (the page links their account card); `name` null once they withdrew. */
  account: { id: string; kind: 'user' | 'group'; name: string | null; withdrawn: boolean };
  status: WantedStatus;
  /** True after `until` (a post past it is closed by the daily job). */
  expired: boolean;
  /** True when the caller's current identity posted it. */
  isOwn: boolean;
  /** How many exhibits were offered to it. */
  offerCount: number;
  createdAt: string;
  updatedAt: string;
}

/** `GET /api/v1/wanted?keywords&category&area&limit&offset` (public: open posts, newest first). */
export interface WantedListResponse {
  wanted: WantedPost[];
  total: number;
}

/** `GET /api/v1/wanted/{id}`, `POST|PUT /api/v1/home/wanted/...`. */
export interface WantedResponse {
  wanted: WantedPost;
}

/**
 * `POST /api/v1/home/wanted/{id}/offers` `{ exhibitId, message }`: the caller offers one of their
 * published exhibits; the poster gets a `wanted_offered` notice. Once per exhibit and post (409).
 */
export interface WantedOfferInput {
  exhibitId: string;
  message: string;
}

/** An offer waits for the poster, who accepts it (a contact opens) or declines it. */
export const OFFER_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export interface WantedOffer {
  id: string;
  exhibitId: string;
  exhibitTitle: string;
  accountId: string;
  accountName: string | null;
  message: string;
  status: OfferStatus;
  /** The contact its acceptance opened (the poster's chat); null until accepted. */
  contactId: string | null;
  createdAt: string;
}

export interface WantedOfferResponse {
  offer: WantedOffer;
}

/**
 * `POST /api/v1/home/wanted/{id}/offers/{offerId}/accept`: the poster takes the offered exhibit. A
 * contact opens as the contact form opens one, with every item of the exhibit in stock; the poster
 * adds what only she knows: her first message, where the items go and who manages that place.
 */
export interface WantedAcceptInput {
  message: string;
  installationPlace: string;
  locationManager: string;
  locationManagerEmail: string;
  agreedToNotice: true;
}

/** The answer to accepting: the offer (now `accepted`) and the contact it opened, the customer's view. */
export interface WantedAcceptResponse {
  offer: WantedOffer;
  contact: ContactResponseBody;
}

/** `GET /api/v1/home/wanted/{id}/offers` (the poster only). */
export interface WantedOffersResponse {
  offers: WantedOffer[];
}

/** `GET /api/v1/home/exhibits/{id}/wanted`: the open posts the owner's exhibit matches. */
export interface WantedMatchesResponse {
  wanted: WantedPost[];
}

/**
 * Share listings (exhibits of type `sharing`) as their owner sees them (docs/share-mode.md, "Share
 * listings"). The public shape is `ShareListing` in `lib/share-mode/types.ts`.
 */

/** The body of `POST /home/share-exhibits` and `PUT /home/share-exhibits/{id}`. */
export interface ShareExhibitInput {
  title: string;
  description: string;
  /** 1 to 20 devices of the acting identity, each once. */
  deviceIds: string[];
  published: boolean;
  /** Every create and every save agrees to the terms of sharing again. */
  agreeToTerms: true;
}

/** The limits of `ShareExhibitInput` (`SHARE_EXHIBIT_LIMITS` of the server). */
export const SHARE_EXHIBIT_LIMITS = {
  titleMax: 100,
  descriptionMax: 4000,
  devicesMax: 20,
} as const;

/** The owner shape: `devices` in `deviceIds` order, a device that no longer exists left out. */
export interface OwnedShareExhibit {
  id: string;
  type: 'sharing';
  ownerId: string;
  title: string;
  description: string;
  deviceIds: string[];
  devices: { id: string; name: string; active: boolean }[];
  published: boolean;
  termsAgreedAt: string;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}

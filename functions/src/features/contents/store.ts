import { type DocumentSnapshot, type Firestore, Timestamp } from 'firebase-admin/firestore';
import {
  CONTENT_LIMITS,
  CONTENT_SLUGS,
  type ContentAuthor,
  type ContentSlug,
  type ContentVersion,
  type PublishContentInput,
  TERMS_SLUG,
} from '../../model/content-types';
import type { Language } from '../../model/identity-types';
import { parseDoc } from '../../shared/firestore-docs';
import { runTransaction } from '../../shared/transactions';
import { versionId } from './defaults';
import {
  CONTENTS_COLLECTION,
  type ContentDoc,
  VERSIONS_COLLECTION,
  type VersionDoc,
  contentDocSchema,
  versionDocSchema,
} from './schema';
import { planPublication, planSeed, termsVersionOf } from './service';

/** All Firestore access of the documents: `contents/{slug}` and `contents/{slug}/versions/{id}`. */
export interface ContentsStore {
  /** `contents/{slug}` (undefined before anything was stored) and the current version of `lang`. */
  current(
    slug: ContentSlug,
    lang: Language,
  ): Promise<{ doc: ContentDoc | undefined; stored: ContentVersion | undefined }>;
  /** The current terms version: one read of the small `contents/terms`. */
  termsVersion(): Promise<number>;
  /** Versions of both languages, newest first, at most `CONTENT_LIMITS.history`. */
  history(slug: ContentSlug): Promise<ContentVersion[]>;
  /** Publishes in one transaction (409 `content_changed` on a stale base); answers the new version. */
  publish(
    slug: ContentSlug,
    input: PublishContentInput,
    by: ContentAuthor,
    now: Date,
  ): Promise<{ doc: ContentDoc; published: ContentVersion }>;
  /** Stores the built-in texts as version 1 where a language has none; the number of versions written. */
  seedDefaults(): Promise<number>;
}

function contentDoc(snap: DocumentSnapshot): ContentDoc | undefined {
  return snap.exists ? parseDoc(contentDocSchema, snap) : undefined;
}

function toVersion(snap: DocumentSnapshot): ContentVersion {
  const { publishedAt, ...rest } = parseDoc(versionDocSchema, snap);
  return { id: snap.id, ...rest, publishedAt: publishedAt.toDate().toISOString() };
}

function toVersionDoc({ id: _id, publishedAt, ...rest }: ContentVersion): VersionDoc {
  return { ...rest, publishedAt: Timestamp.fromDate(new Date(publishedAt)) };
}

export function createContentsStore(db: Firestore): ContentsStore {
  const contents = db.collection(CONTENTS_COLLECTION);
  const versionsOf = (slug: ContentSlug) => contents.doc(slug).collection(VERSIONS_COLLECTION);

  return {
    async current(slug, lang) {
      const doc = contentDoc(await contents.doc(slug).get());
      const version = doc?.languages[lang]?.version;
      if (version === undefined) return { doc, stored: undefined };
      const snap = await versionsOf(slug).doc(versionId(lang, version)).get();
      return { doc, stored: snap.exists ? toVersion(snap) : undefined };
    },

    async termsVersion() {
      return termsVersionOf(contentDoc(await contents.doc(TERMS_SLUG).get()));
    },

    async history(slug) {
      const snaps = await versionsOf(slug)
        .orderBy('publishedAt', 'desc')
        .limit(CONTENT_LIMITS.history)
        .get();
      return snaps.docs.map(toVersion);
    },

    async publish(slug, input, by, now) {
      return runTransaction(db, async (tx) => {
        const ref = contents.doc(slug);
        const { versions, doc, published } = planPublication(
          slug,
          contentDoc(await tx.get(ref)),
          input,
          by,
          now,
        );
        for (const version of versions) {
          tx.create(versionsOf(slug).doc(version.id), toVersionDoc(version));
        }
        tx.set(ref, doc);
        return { doc, published };
      });
    },

    async seedDefaults() {
      let written = 0;
      for (const slug of CONTENT_SLUGS) {
        written += await runTransaction(db, async (tx) => {
          const ref = contents.doc(slug);
          const plan = planSeed(slug, contentDoc(await tx.get(ref)));
          if (plan === null) return 0;
          for (const version of plan.versions) {
            tx.create(versionsOf(slug).doc(version.id), toVersionDoc(version));
          }
          tx.set(ref, plan.doc);
          return plan.versions.length;
        });
      }
      return written;
    },
  };
}

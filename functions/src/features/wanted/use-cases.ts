import type { Firestore } from 'firebase-admin/firestore';
import { createAcceptOffer, createDeclineOffer } from './decide-offer';
import { createMakeOffer } from './make-offer';
import { createMatchesFor } from './matches';

/**
 * The wanted feature's use-cases (docs/architecture.md, "Routes, use-cases, stores"): offers made
 * and decided, and the posts an exhibit matches; the posts themselves are the store's.
 */
export function createWantedUseCases(db: Firestore) {
  return {
    makeOffer: createMakeOffer(db),
    acceptOffer: createAcceptOffer(db),
    declineOffer: createDeclineOffer(db),
    matchesFor: createMatchesFor(db),
  };
}

export type WantedUseCases = ReturnType<typeof createWantedUseCases>;

import type { Firestore } from 'firebase-admin/firestore';
import { createCloseTrades } from './close-trades';
import { createOpenContact } from './open-contact';
import { createPostMessage } from './post-message';
import { createTakeStep } from './take-step';

/**
 * The contacts feature's use-cases (docs/architecture.md, "Routes, use-cases, stores"): each one
 * operation of a trade, in a module of its own; the routes and the account's withdrawal call them.
 */
export function createContactUseCases(db: Firestore) {
  return {
    openContact: createOpenContact(db),
    postMessage: createPostMessage(db),
    takeStep: createTakeStep(db),
    closeTradesOf: createCloseTrades(db),
  };
}

export type ContactUseCases = ReturnType<typeof createContactUseCases>;

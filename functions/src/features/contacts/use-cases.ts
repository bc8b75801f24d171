import type { Firestore } from 'firebase-admin/firestore';
import { createCloseTrades } from './close-trades';
import { createDrawApplications } from './draw-applications';
import { createOpenContact } from './open-contact';
import { createPostMessage } from './post-message';
import { createTakeStep } from './take-step';

/**
 * The contacts feature's use-cases (docs/architecture.md, "Routes, use-cases, stores"): each one
 * operation of a trade (and the draw of applications), in a module of its own; the routes, the
 * account's withdrawal and the scheduled draw call them.
 */
export function createContactUseCases(db: Firestore) {
  return {
    openContact: createOpenContact(db),
    postMessage: createPostMessage(db),
    takeStep: createTakeStep(db),
    closeTradesOf: createCloseTrades(db),
    drawApplications: createDrawApplications(db),
  };
}

export type ContactUseCases = ReturnType<typeof createContactUseCases>;

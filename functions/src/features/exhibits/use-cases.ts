import type { Firestore } from 'firebase-admin/firestore';
import { createAdjustInventory } from './adjust-inventory';
import { createCreateExhibit } from './create-exhibit';
import { createTakeOwnerStep } from './take-owner-step';
import { createUpdateExhibit } from './update-exhibit';

/**
 * The exhibits feature's use-cases (docs/architecture.md, "Routes, use-cases, stores"): each one
 * operation of the owner side, in a module of its own, called by the routes.
 */
export function createExhibitUseCases(db: Firestore) {
  return {
    createExhibit: createCreateExhibit(db),
    updateExhibit: createUpdateExhibit(db),
    takeOwnerStep: createTakeOwnerStep(db),
    adjustInventory: createAdjustInventory(db),
  };
}

export type ExhibitUseCases = ReturnType<typeof createExhibitUseCases>;

import type { Firestore } from 'firebase-admin/firestore';
import { createAct } from './act';
import { createReport } from './report';
import { createRevert } from './revert';

/** Moderation's use-cases (docs/architecture.md, "Routes, use-cases, stores"), for its routes. */
export function createModerationUseCases(db: Firestore) {
  return { report: createReport(db), act: createAct(db), revert: createRevert(db) };
}

export type ModerationUseCases = ReturnType<typeof createModerationUseCases>;

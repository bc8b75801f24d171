/**
 * Counts the trades, finished exhibits and returned reservations that happened before the impact
 * counters' triggers were deployed (docs/impact.md). Safe to run again: what is counted stays
 * counted once. Run from the repository root:
 *
 *   npm run impact:backfill                    (the emulators, when FIRESTORE_EMULATOR_HOST is set)
 *   npm run impact:backfill -- --project <id>  (a real project, Application Default Credentials)
 */
import { parseArgs } from 'node:util';
import { applicationDefault, deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { createImpactStore } from '../src/features/impact/store';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { project: { type: 'string' } } });
  const emulated = process.env.FIRESTORE_EMULATOR_HOST !== undefined;
  if (!emulated && values.project === undefined) {
    console.error('Set FIRESTORE_EMULATOR_HOST, or name the project with --project <id>');
    return 1;
  }
  const projectId = values.project ?? process.env.GCLOUD_PROJECT ?? 'demo-campus';
  const app = initializeApp(
    emulated ? { projectId } : { projectId, credential: applicationDefault() },
    `impact-${Date.now()}`,
  );
  try {
    const counted = await createImpactStore(getFirestore(app)).countExisting();
    console.log(
      `Counted now: ${counted.units} units handed over, ${counted.exhibits} finished exhibits, ${counted.hours} device hours`,
    );
  } finally {
    await deleteApp(app);
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);

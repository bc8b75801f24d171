import { getDatabase } from 'firebase-admin/database';
import { getFirestore } from 'firebase-admin/firestore';
import {
  type CounterSink,
  chooseCounterSink,
  createFirestoreSink,
  createRealtimeSink,
} from '../features/notifications/counter-sink';

/**
 * Where the triggers keep the counters and the API's polls read them (docs/trades.md, Counters):
 * the Realtime Database, or Firestore `counters/{uid}` without it (degraded local mode).
 */
export function counterSink(): CounterSink {
  return chooseCounterSink(process.env, {
    'realtime-database': () => createRealtimeSink(() => getDatabase()),
    firestore: () => createFirestoreSink(getFirestore()),
  });
}

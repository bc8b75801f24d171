import { getFirestore } from 'firebase-admin/firestore';
import { createCounterFanout } from '../features/notifications/fanout';
import { createMailQueue } from '../features/notifications/mail';
import { createNotificationsStore } from '../features/notifications/store';
import { createNotificationTriggers } from '../features/notifications/triggers';
import { counterSink } from './counter-sink';
import { appOrigin } from './params';

/**
 * Notification fan-out (DESIGN.md, Notifications; docs/trades.md), loaded by the triggers' first
 * event (index.ts): every change of a to-do, notice, contact or group membership recounts the
 * counters of the uids concerned into the Realtime Database, and queues e-mail copies of new
 * to-dos and notices. Without the Database emulator (degraded local mode) they go to Firestore
 * `counters/{uid}` instead (docs/trades.md, Counters).
 */
export function notificationTriggers() {
  const db = getFirestore();
  const fanout = createCounterFanout(db, createNotificationsStore(db), counterSink());
  return createNotificationTriggers({
    db,
    fanout,
    mail: createMailQueue(db),
    origin: appOrigin.value(),
  });
}

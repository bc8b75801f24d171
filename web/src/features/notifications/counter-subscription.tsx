import {
  Component,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { ref, type Database } from 'firebase/database';
import { DatabaseSdkContext, useDatabaseObjectData } from 'reactfire';
import { loadChunk } from '../../lib/chunk-reload';
import { loadFirestore } from '../../lib/firestore-loader';
import { session } from '../../lib/session';
import { counters } from './counters';
import { countsFromPayload } from './payload';
import { fetchCounters, usePolledCounters } from './use-polled-counters';

/**
 * The counter subscription (spec section 4, Session and notifications; DESIGN.md, Notifications),
 * rendered inside the auth bridge while signed in (lazily: it pulls in the database SDK). With a
 * Realtime Database it subscribes to `/notifications/{uid}`; without one (degraded local mode) it
 * listens to Firestore `counters/{uid}` instead; when the live connection fails or stays silent, it
 * polls the API. Sign-out unmounts it, and the counters store resets itself (counters.ts).
 */
export default function CounterSubscription({ uid }: { uid: string }) {
  const [realtimeFailed, setRealtimeFailed] = useState(false);
  const fallBack = useCallback(() => setRealtimeFailed(true), []);
  const onStalled = useCallback((error?: unknown) => {
    console.warn(
      'The live notification counters do not answer; polling instead',
      ...(error === undefined ? [] : [error]),
    );
    setRealtimeFailed(true);
  }, []);
  // The auth bridge provides a database only when the Realtime Database is available.
  const database = useContext(DatabaseSdkContext);
  if (realtimeFailed) return <PolledCounters uid={uid} />;
  if (!database) return <ListenedCounters uid={uid} onFailed={onStalled} />;
  return (
    <RealtimeBoundary onError={fallBack}>
      <RealtimeCounters database={database} uid={uid} onStalled={onStalled} />
    </RealtimeBoundary>
  );
}

function PolledCounters({ uid }: { uid: string }) {
  usePolledCounters(uid);
  return null;
}

/**
 * How long the first value may take before the connection counts as blocked (a blocked realtime
 * connection does not fail, the SDK keeps retrying): then the counters are polled instead.
 */
export const REALTIME_STALL_MS = 15_000;

interface ListenedCountersProps {
  uid: string;
  onFailed: (error: unknown) => void;
}

/**
 * Firestore `counters/{uid}` into the counters store (`watch-counters.ts`, loaded lazily with the
 * SDK). While no trigger has stored the document yet, the API is asked once. A refused or failed
 * listener, or none answering within `REALTIME_STALL_MS`, calls `onFailed`.
 */
function ListenedCounters({ uid, onFailed }: ListenedCountersProps) {
  useEffect(() => {
    let stop: (() => void) | null = null;
    let stopped = false;
    const stall = setTimeout(onFailed, REALTIME_STALL_MS);
    Promise.all([loadFirestore(), loadChunk(() => import('./watch-counters'))]).then(
      ([firestore, { watchCounters }]) => {
        if (stopped) return;
        stop = watchCounters(firestore, uid, {
          next(payload) {
            clearTimeout(stall);
            if (payload === undefined) fetchCounters(uid);
            else if (session.get().user?.uid === uid) counters.set(countsFromPayload(payload));
          },
          error: onFailed,
        });
      },
      onFailed,
    );
    return () => {
      stopped = true;
      clearTimeout(stall);
      stop?.();
    };
  }, [uid, onFailed]);
  return null;
}

interface RealtimeCountersProps {
  database: Database;
  uid: string;
  onStalled: () => void;
}

/** reactfire's `useDatabaseObjectData` on `/notifications/{uid}` into the counters store. */
function RealtimeCounters({ database, uid, onStalled }: RealtimeCountersProps) {
  const node = useMemo(() => ref(database, `notifications/${uid}`), [database, uid]);
  const { status, data } = useDatabaseObjectData<unknown>(node);
  useEffect(() => {
    if (status !== 'success' || session.get().user?.uid !== uid) return;
    counters.set(countsFromPayload(data));
  }, [status, data, uid]);
  const waiting = status === 'loading';
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(onStalled, REALTIME_STALL_MS);
    return () => clearTimeout(timer);
  }, [waiting, onStalled]);
  return null;
}

interface BoundaryProps {
  onError: () => void;
  children: ReactNode;
}

/** A failed realtime subscription (rules, a blocked connection) falls back to polling. */
class RealtimeBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    console.warn('The realtime notification counters failed; polling instead', error);
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useState,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { loadChunk } from '../../lib/chunk-reload';
import { useFirebaseLoaded } from '../../lib/firebase-loader';
import { useSession } from '../../lib/session';
import { whenIdle } from '../../lib/when-idle';

const AuthBridge = lazy(() => loadChunk(() => import('./auth-bridge')));

/** How long the bridge may wait for an idle moment after the first render. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * Renders the auth bridge (Firebase Auth and reactfire) beside the router, once the first render is
 * done and the browser is idle, and only when it has something to do: a user in the persisted
 * session to confirm, or Firebase already loaded (the login page, a token request). Visitors who
 * never sign in never download Firebase. Once mounted it stays. Rendered by `app/providers.tsx`.
 */
export function AuthBridgeLoader({ children }: { children?: ReactNode }) {
  const { user } = useSession();
  const firebaseLoaded = useFirebaseLoaded();
  const wanted = user !== null || firebaseLoaded;
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    if (!wanted || mounted) return;
    return whenIdle(() => setMounted(true), IDLE_TIMEOUT_MS);
  }, [wanted, mounted]);

  if (!mounted) return null;
  return (
    <BridgeErrorBoundary>
      <Suspense fallback={null}>
        <AuthBridge>{children}</AuthBridge>
      </Suspense>
    </BridgeErrorBoundary>
  );
}

interface BoundaryState {
  failed: boolean;
}

/**
 * Neither a failed load of the bridge nor an auth error may take the page down: the app goes on
 * from the persisted session (the API client still asks Firebase for tokens on its own).
 */
class BridgeErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('The auth bridge stopped', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

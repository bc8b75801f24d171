/**
 * Web configuration, read from `import.meta.env` (VITE_* variables) and validated once at start-up.
 *
 * - Local mode (`VITE_USE_EMULATORS=true`): the app talks to the Firebase emulators on the host that
 *   served the page. Project id and API key have demo defaults. The Realtime Database and Storage
 *   emulators are optional: their ports are set only when they run; without them the app runs in
 *   degraded local mode (DESIGN.md): no RTDB subscription (the API is polled), no direct Storage.
 * - Otherwise (production): project id, API key, auth domain, app id, database URL and the inquiry
 *   form's address are required. At build time the address must be a real https one: an `example`
 *   domain, localhost or http is refused with the rule the functions' deploy params use
 *   (`@campus/model/urls`), so `npm run build -w web` (Hosting's predeploy) fails before a
 *   placeholder is deployed.
 */
// The model's file by its path, not `@campus/model/urls`: vite.config.ts imports this module to
// check production builds, and Vite bundles its config before the config's alias exists.
import { isHttpUrl } from '../../../functions/src/model/urls.ts';

export interface FirebaseWebOptions {
  apiKey: string;
  projectId: string;
  authDomain?: string;
  appId?: string;
  storageBucket?: string;
  databaseURL?: string;
}

export interface EmulatorConfig {
  /** Host of every emulator: the host name that served the page. */
  host: string;
  authPort: number;
  /** The Firestore emulator (always running locally): the chat and counter listeners. */
  firestorePort: number;
  /** Null when the Realtime Database emulator is not running (degraded local mode). */
  databasePort: number | null;
  /** Null when the Storage emulator is not running (degraded local mode). */
  storagePort: number | null;
}

export interface AppConfig {
  useEmulators: boolean;
  firebase: FirebaseWebOptions;
  /** Set in local mode only. */
  emulators: EmulatorConfig | null;
  /** Whether the Realtime Database can be used; otherwise notification counters are polled. */
  realtimeDatabase: boolean;
  /** Whether Cloud Storage (or its emulator) can be used directly. */
  storage: boolean;
  /**
   * The reCAPTCHA Enterprise site key of App Check: when set, API calls of signed-in users carry an
   * App Check token. Always null in local mode (there is no App Check emulator).
   */
  appCheckSiteKey: string | null;
  /** The external inquiry form the footer links to (spec section 2, Footer). */
  inquiryFormUrl: string;
}

export type RawEnv = Readonly<Partial<Record<keyof ImportMetaEnv, string | undefined>>>;

export class EnvError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid web configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

const DEMO_PROJECT_ID = 'demo-campus';
const DEMO_API_KEY = 'demo-api-key';
/** Remote Config will not start without an app id; the emulators never send it anywhere. */
const DEMO_APP_ID = '1:000000000000:web:0000000000000000';
/** Local mode's inquiry form when none is set: the demo's placeholder (never deployable). */
export const DEMO_INQUIRY_FORM_URL = 'https://forms.example.ac.jp/campus-marketplace/inquiry';
const DEFAULT_AUTH_PORT = 9099;
const DEFAULT_FIRESTORE_PORT = 8080;

function value(raw: RawEnv, name: keyof ImportMetaEnv): string | undefined {
  const found = raw[name]?.trim();
  return found ? found : undefined;
}

/**
 * Pure: turns raw variables into the typed configuration, or throws an `EnvError` listing every
 * missing or invalid variable at once.
 */
export function parseEnv(
  raw: RawEnv,
  hostname: string,
  /**
   * The build's check of a production address (vite.config.ts passes the model's
   * `isDeployableHttpsUrl`); the browser's start-up check leaves it out, keeping the domain rule
   * out of the first load.
   */
  isDeployable: (url: string) => boolean = isHttpUrl,
): AppConfig {
  const problems: string[] = [];

  const required = (name: keyof ImportMetaEnv, fallback?: string): string => {
    const found = value(raw, name) ?? fallback;
    if (found === undefined) {
      problems.push(`${name} is missing`);
      return '';
    }
    return found;
  };

  const port = (name: keyof ImportMetaEnv, fallback: number | null): number | null => {
    const found = value(raw, name);
    if (found === undefined) return fallback;
    const parsed = Number(found);
    if (!/^\d+$/.test(found) || parsed < 1 || parsed > 65535) {
      problems.push(`${name} must be a port number (1-65535), got '${found}'`);
      return fallback;
    }
    return parsed;
  };

  const useEmulatorsRaw = value(raw, 'VITE_USE_EMULATORS');
  if (useEmulatorsRaw !== undefined && useEmulatorsRaw !== 'true' && useEmulatorsRaw !== 'false') {
    problems.push(`VITE_USE_EMULATORS must be 'true' or 'false', got '${useEmulatorsRaw}'`);
  }
  const useEmulators = useEmulatorsRaw === 'true';

  // reCAPTCHA Enterprise site keys are 40 URL-safe characters; be lenient about the length.
  const siteKey = value(raw, 'VITE_APP_CHECK_SITE_KEY');
  if (siteKey !== undefined && !/^[A-Za-z0-9_-]{20,100}$/.test(siteKey)) {
    problems.push(
      `VITE_APP_CHECK_SITE_KEY must be a reCAPTCHA Enterprise site key, got '${siteKey}'`,
    );
  }

  /** The inquiry form: required and deployable outside local mode, the demo's by default in it. */
  const inquiryForm = (): string => {
    const found = value(raw, 'VITE_INQUIRY_FORM_URL');
    if (useEmulators) {
      if (found === undefined) return DEMO_INQUIRY_FORM_URL;
      if (isHttpUrl(found)) return found;
      problems.push(`VITE_INQUIRY_FORM_URL must be an http or https address, got '${found}'`);
      return DEMO_INQUIRY_FORM_URL;
    }
    if (found === undefined) problems.push('VITE_INQUIRY_FORM_URL is missing');
    else if (!isDeployable(found))
      problems.push(
        `VITE_INQUIRY_FORM_URL must be a deployable https address (no placeholder), got '${found}'`,
      );
    return found ?? '';
  };

  let config: AppConfig;
  if (useEmulators) {
    const authPort = port('VITE_EMULATOR_AUTH_PORT', DEFAULT_AUTH_PORT) ?? DEFAULT_AUTH_PORT;
    const firestorePort =
      port('VITE_EMULATOR_FIRESTORE_PORT', DEFAULT_FIRESTORE_PORT) ?? DEFAULT_FIRESTORE_PORT;
    const databasePort = port('VITE_EMULATOR_DATABASE_PORT', null);
    const storagePort = port('VITE_EMULATOR_STORAGE_PORT', null);
    const projectId = required('VITE_FIREBASE_PROJECT_ID', DEMO_PROJECT_ID);
    config = {
      useEmulators,
      firebase: {
        projectId,
        apiKey: required('VITE_FIREBASE_API_KEY', DEMO_API_KEY),
        // Popup sign-in insists on an auth domain even against the Auth emulator (which serves the
        // pages itself, so the value only has to be present).
        authDomain: value(raw, 'VITE_FIREBASE_AUTH_DOMAIN') ?? `${projectId}.firebaseapp.com`,
        appId: value(raw, 'VITE_FIREBASE_APP_ID') ?? DEMO_APP_ID,
        storageBucket: value(raw, 'VITE_FIREBASE_STORAGE_BUCKET'),
        databaseURL: value(raw, 'VITE_FIREBASE_DATABASE_URL'),
      },
      emulators: {
        host: hostname || '127.0.0.1',
        authPort,
        firestorePort,
        databasePort,
        storagePort,
      },
      realtimeDatabase: databasePort !== null,
      storage: storagePort !== null,
      appCheckSiteKey: null,
      inquiryFormUrl: inquiryForm(),
    };
  } else {
    const storageBucket = value(raw, 'VITE_FIREBASE_STORAGE_BUCKET');
    config = {
      useEmulators,
      firebase: {
        projectId: required('VITE_FIREBASE_PROJECT_ID'),
        apiKey: required('VITE_FIREBASE_API_KEY'),
        authDomain: required('VITE_FIREBASE_AUTH_DOMAIN'),
        appId: required('VITE_FIREBASE_APP_ID'),
        databaseURL: required('VITE_FIREBASE_DATABASE_URL'),
        storageBucket,
      },
      emulators: null,
      realtimeDatabase: true,
      storage: storageBucket !== undefined,
      appCheckSiteKey: siteKey ?? null,
      inquiryFormUrl: inquiryForm(),
    };
  }

  if (problems.length > 0) throw new EnvError(problems);
  return config;
}

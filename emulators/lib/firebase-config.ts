import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.js';

export type EmulatorName =
  'auth' | 'firestore' | 'functions' | 'hosting' | 'database' | 'storage' | 'hub' | 'logging';

interface EmulatorEntry {
  host?: string;
  port?: number;
  websocketPort?: number;
}

export interface FirebaseJson {
  emulators: Partial<Record<EmulatorName, EmulatorEntry>> & Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * The Firebase configuration the scripts start the emulators with: firebase.json, or the file named
 * by `CAMPUS_FIREBASE_CONFIG` (relative to the root, e.g. a copy with other ports, so that two
 * checkouts can run their tests side by side).
 */
export function baseConfigFile(): string {
  return path.resolve(ROOT, process.env.CAMPUS_FIREBASE_CONFIG ?? 'firebase.json');
}

export function readFirebaseJson(): FirebaseJson {
  return JSON.parse(readFileSync(baseConfigFile(), 'utf8')) as FirebaseJson;
}

/** The port firebase.json gives an emulator. */
export function emulatorPort(config: FirebaseJson, name: EmulatorName): number {
  const port = config.emulators[name]?.port;
  if (typeof port !== 'number') throw new Error(`firebase.json has no emulators.${name}.port`);
  return port;
}

/**
 * `config` with every emulator port (and Firestore's websocket port) moved up by `offset`, so a
 * second emulator suite can run beside the first on the same machine.
 */
export function withPortsShifted(config: FirebaseJson, offset: number): FirebaseJson {
  const emulators: FirebaseJson['emulators'] = { ...config.emulators };
  for (const [name, entry] of Object.entries(emulators)) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { port, websocketPort } = entry as EmulatorEntry;
    emulators[name] = {
      ...entry,
      ...(typeof port === 'number' ? { port: port + offset } : {}),
      ...(typeof websocketPort === 'number' ? { websocketPort: websocketPort + offset } : {}),
    };
  }
  return { ...config, emulators };
}

/** One entry of `hosting.headers`. */
export interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

/** The `hosting.headers` rules of a configuration. */
export function hostingHeaders(config: FirebaseJson): HeaderRule[] {
  return (config.hosting as { headers?: HeaderRule[] } | undefined)?.headers ?? [];
}

/**
 * The production Content-Security-Policy loosened for the emulators, and only that: the page
 * (http://localhost or any host of the machine) reaches the Auth, Firestore, Realtime Database and
 * Storage emulators on their ports of whatever host served it, and nothing is upgraded to https.
 */
export function emulatorContentSecurityPolicy(csp: string, ports: readonly number[]): string {
  const emulators = ports.flatMap((port) => [`http://*:${port}`, `ws://*:${port}`]).join(' ');
  return csp
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '' && directive !== 'upgrade-insecure-requests')
    .map((directive) =>
      directive.startsWith('connect-src ') ? `${directive} ${emulators}` : directive,
    )
    .join('; ');
}

/** `hosting.headers` of a config, with the CSP rewritten by `emulatorContentSecurityPolicy`. */
function emulatorHeaders(config: FirebaseJson): HeaderRule[] {
  const ports = (['auth', 'firestore', 'database', 'storage'] as const).map((name) =>
    emulatorPort(config, name),
  );
  return hostingHeaders(config).map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) =>
      header.key.toLowerCase() === 'content-security-policy'
        ? { ...header, value: emulatorContentSecurityPolicy(header.value, ports) }
        : header,
    ),
  }));
}

/**
 * Writes firebase.local.json (git-ignored) beside firebase.json: the same configuration with the Hosting
 * port replaced, for machines where 5000 is taken, and the security headers fitted to the emulators
 * (`emulatorContentSecurityPolicy`). firebase-tools resolves paths relative to the config file's
 * folder, so it must live at the root.
 */
export function writeLocalConfig(hostingPort: number): string {
  const config = readFirebaseJson();
  config.emulators = {
    ...config.emulators,
    hosting: { ...config.emulators.hosting, port: hostingPort },
  };
  config.hosting = { ...(config.hosting as object), headers: emulatorHeaders(config) };
  const file = path.join(ROOT, 'firebase.local.json');
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

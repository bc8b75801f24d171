import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteConfigParameter, RemoteConfigTemplate } from 'firebase-admin/remote-config';
import { logger } from 'firebase-functions/logger';
import { parseRemoteSettings } from '../../model/remote-settings';
import { DEFAULT_REMOTE_SETTINGS, type RemoteSettings } from '../../model/remote-settings-types';

/**
 * Where the API reads the remote settings (`docs/remote-config.md`). Each source answers with
 * typed settings and never rejects: what cannot be read leaves the bundled defaults (or the last
 * values read), so a broken configuration never breaks the API.
 */
export type RemoteSettingsSource = () => Promise<RemoteSettings>;

/** The bundled defaults (the API's default when `createApp` is given no source). */
export const bundledSettings: RemoteSettingsSource = () => Promise.resolve(DEFAULT_REMOTE_SETTINGS);

type Env = Readonly<Record<string, string | undefined>>;

/** The name of the local override file at the repository root (git-ignored). */
export const LOCAL_OVERRIDE_FILE = 'remote-config.local.env';

/**
 * The local override file: `CAMPUS_REMOTE_CONFIG_FILE`, which the emulator scripts set for every
 * process they start (`emulators/lib/paths.ts`), else `remote-config.local.env` at the repository
 * root, found from this file (`functions/{src,lib}/features/settings`); null when neither is known.
 */
export function remoteConfigFile(env: Env = process.env): string | null {
  const configured = env.CAMPUS_REMOTE_CONFIG_FILE;
  if (configured !== undefined && configured !== '') return path.resolve(configured);
  const root = path.resolve(__dirname, '../../../..');
  return existsSync(path.join(root, 'firebase.json')) ? path.join(root, LOCAL_OVERRIDE_FILE) : null;
}

/**
 * `KEY=value` lines (the format of `.env` files, without quoting or expansion): blank lines and
 * `#` comments are skipped, and the value is the rest of the line, trimmed.
 */
export function parseEnvLines(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const equals = trimmed.indexOf('=');
    if (equals <= 0) continue;
    values[trimmed.slice(0, equals).trim()] = trimmed.slice(equals + 1).trim();
  }
  return values;
}

/**
 * The emulators' source (there is no Remote Config emulator): the override file, read again
 * whenever its modification time or size changes, so a developer or a test flips a value without
 * restarting anything. No file: the defaults.
 */
export function createFileSettingsSource(file: string): RemoteSettingsSource {
  let cached: { stamp: string; settings: RemoteSettings } | null = null;
  return async () => {
    try {
      const info = await stat(file);
      const stamp = `${info.mtimeMs}:${info.size}`;
      if (cached?.stamp !== stamp) {
        cached = {
          stamp,
          settings: parseRemoteSettings(parseEnvLines(await readFile(file, 'utf8'))),
        };
      }
      return cached.settings;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        logger.warn(
          `The remote settings file ${file} could not be read: the defaults apply`,
          error,
        );
      }
      cached = null;
      return DEFAULT_REMOTE_SETTINGS;
    }
  };
}

/** How long the API keeps the template it read: maintenance takes effect within this time. */
export const TEMPLATE_CACHE_MS = 60_000;

/** What the API needs of `RemoteConfigTemplate` (tests pass plain objects). */
export type TemplateLike = Pick<RemoteConfigTemplate, 'parameters'> &
  Partial<Pick<RemoteConfigTemplate, 'parameterGroups'>>;

/**
 * The default value of every parameter of the template, grouped ones included. Conditional values
 * are the clients' (platform, language, audiences): the server cannot evaluate them and enforces
 * the default value. A parameter set to "use in-app default" is left to the bundled default.
 */
export function templateValues(template: TemplateLike): Record<string, string> {
  const values: Record<string, string> = {};
  const add = (parameters: Record<string, RemoteConfigParameter>) => {
    for (const [key, parameter] of Object.entries(parameters)) {
      const value = parameter.defaultValue;
      if (value !== undefined && 'value' in value) values[key] = value.value;
    }
  };
  for (const group of Object.values(template.parameterGroups ?? {})) add(group.parameters);
  add(template.parameters);
  return values;
}

/**
 * Production: Remote Config's client template (the one the web app fetches, so both read what the
 * operator published in one place), read through firebase-admin and kept `TEMPLATE_CACHE_MS`.
 * Concurrent requests share one read. When a read fails, the last values read (else the defaults)
 * stay until the next attempt, one cache period later.
 */
export function createTemplateSettingsSource(
  getTemplate: () => Promise<TemplateLike>,
  { cacheMs = TEMPLATE_CACHE_MS, now = Date.now }: { cacheMs?: number; now?: () => number } = {},
): RemoteSettingsSource {
  let settings = DEFAULT_REMOTE_SETTINGS;
  let readAt = -Infinity;
  let reading: Promise<RemoteSettings> | null = null;
  return () => {
    if (now() - readAt < cacheMs) return Promise.resolve(settings);
    reading ??= getTemplate()
      .then(
        (template) => {
          settings = parseRemoteSettings(templateValues(template));
        },
        (error: unknown) => {
          logger.error('The Remote Config template could not be read: the last values stay', error);
        },
      )
      .then(() => {
        readAt = now();
        reading = null;
        return settings;
      });
    return reading;
  };
}

/**
 * The API's source: the override file inside the Functions emulator (`FUNCTIONS_EMULATOR=true`),
 * else (deployed) `production()`, the Remote Config template.
 */
export function chooseRemoteSettingsSource(
  env: Env,
  production: () => RemoteSettingsSource,
): RemoteSettingsSource {
  if (env.FUNCTIONS_EMULATOR !== 'true') return production();
  const file = remoteConfigFile(env);
  return file === null ? bundledSettings : createFileSettingsSource(file);
}

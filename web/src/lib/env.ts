import { parseEnv, type AppConfig } from './parse-env';

/** The validated configuration of this build; importing this module fails fast when it is wrong. */
export const env: AppConfig = parseEnv(import.meta.env, globalThis.location?.hostname ?? '');

/// <reference types="vite/client" />

// Every variable the web app reads; see src/lib/env.ts for what is required when.
interface ImportMetaEnv {
  readonly VITE_USE_EMULATORS?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_DATABASE_URL?: string;
  readonly VITE_EMULATOR_AUTH_PORT?: string;
  readonly VITE_EMULATOR_FIRESTORE_PORT?: string;
  readonly VITE_EMULATOR_DATABASE_PORT?: string;
  readonly VITE_EMULATOR_STORAGE_PORT?: string;
  readonly VITE_APP_CHECK_SITE_KEY?: string;
  readonly VITE_INQUIRY_FORM_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

// A locale file imported whole as a chunk of its own (src/lib/i18n.ts); its type is the file's own.
declare module '*.json?all' {
  const messages: unknown;
  export default messages;
}

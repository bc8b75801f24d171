import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
/** The feature folders of the functions (`functions/src/features/<feature>`). */
const functionsFeatures = readdirSync(`${root}/functions/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'functions/lib/**',
      'web/dist/**',
      'web/dist-server/**',
      '.artifacts/**',
      '.emulators/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['functions/**/*.ts', 'emulators/**/*.ts', '*.js'],
    languageOptions: { globals: globals.node },
  },
  // Every Firestore transaction of the functions goes through shared/transactions.ts: reads one
  // at a time, bounded attempts, contention answered as 503 busy.
  {
    files: ['functions/src/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'runTransaction',
          message: 'Use runTransaction(db, ...) from functions/src/shared/transactions.ts.',
        },
      ],
    },
  },
  // Import graph rules for both workspaces. The TypeScript resolver reads both tsconfig projects,
  // so path aliases (web's `@campus/model/*`) resolve to files like relative imports do.
  {
    files: ['functions/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript settings of import-x (which files it parses to follow imports), with the
      // resolver below instead of its default one.
      ...Object.fromEntries(
        Object.entries(importX.flatConfigs.typescript.settings).filter(
          ([key]) => key !== 'import-x/resolver',
        ),
      ),
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [`${root}/functions/tsconfig.json`, `${root}/web/tsconfig.json`],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // A cycle makes the load order decide what is undefined at start-up; refuse all of them.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Imports first: ES modules hoist them, but the functions' CommonJS build runs a require where
      // it stands, so a binding used above a late import is read before it exists.
      'import-x/first': 'error',
    },
  },
  // Import directions of functions/src (docs/architecture.md): model <- shared, http <- features <-
  // app.ts, index.ts. `model` is the Firebase-free vocabulary web shares; `shared` and `http` are
  // helpers every feature uses and know no feature; a feature uses another only through that
  // feature's `index.ts`, its public face.
  {
    files: ['functions/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: `${root}/functions/src`,
          zones: [
            {
              target: './model',
              from: [
                './features',
                './http',
                './shared',
                './runtime',
                './admin',
                './app.ts',
                './pages-app.ts',
                './index.ts',
              ],
              message: 'The model imports nothing but the model (web imports it too).',
            },
            {
              target: './shared',
              from: ['./features', './app.ts', './pages-app.ts', './index.ts'],
              message: 'Shared code does not import features or the app.',
            },
            {
              target: './http',
              from: './features',
              except: functionsFeatures.map((feature) => `./${feature}/index.ts`),
              message: "The HTTP layer uses a feature only through the feature's index.ts.",
            },
            ...functionsFeatures.map((feature) => ({
              target: `./features/${feature}`,
              from: './features',
              except: [`./${feature}`, ...functionsFeatures.map((other) => `./${other}/index.ts`)],
              message: "A feature uses another only through that feature's index.ts.",
            })),
          ],
        },
      ],
    },
  },
  // The model is Firebase-free: web imports it. Document schemas with the admin SDK's Timestamps
  // live in shared/ or in their feature.
  {
    files: ['functions/src/model/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(firebase|firebase-admin|firebase-functions|@google-cloud)(/|$)',
              message: 'The model is Firebase-free (web imports it).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      // An effect returns nothing or its cleanup function. A concise arrow returns its expression,
      // whatever that is: Chromium's `scrollIntoView` returns a Promise, which React then called as
      // the cleanup on unmount ("n is not a function", the error page; issue 29). Effects take a
      // block body, with an explicit `return` for a cleanup.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression:matches([callee.name=/^use(Layout|Insertion)?Effect$/], [callee.property.name=/^use(Layout|Insertion)?Effect$/]) > ArrowFunctionExpression.arguments:first-child[expression=true]',
          message:
            'Give an effect a block body: a concise arrow returns its value, and React calls whatever an effect returns as its cleanup (a Promise from scrollIntoView crashed the page). Return a cleanup explicitly: `useEffect(() => { ...; return () => {...}; }, [...])`.',
        },
      ],
    },
  },
  // Imports flow one way in web/src: lib and components -> features -> app. Features do not import
  // each other (app/ composes them); a relative path that climbs out of the feature folder into a
  // sibling is refused. Feature files sit one or two folders deep.
  {
    files: ['web/src/features/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./(?!\\.\\./)', message: 'Features do not import each other.' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/features/*/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./\\.\\./(?!\\.\\./)', message: 'Features do not import each other.' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/lib/**/*.{ts,tsx}', 'web/src/components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '/(features|app)/',
              message: 'Shared code does not import features or the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/public/**/*.js'],
    languageOptions: { globals: globals.serviceworker },
  },
);

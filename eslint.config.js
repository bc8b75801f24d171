import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'functions/lib/**',
      'web/dist/**',
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
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
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

import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';

/** Each feature folder imports no other feature, save the ones named here (see docs/architecture.md). */
const FEATURES = ['admin', 'captcha', 'forms', 'game', 'games', 'home', 'rating', 'shelf'];
const FEATURE_MAY_USE = { game: ['games'], games: ['shelf'], admin: ['forms'], forms: ['captcha'] };

export default tseslint.config(
  { ignores: ['node_modules', 'build', 'dist', 'data', '.react-router', 'docs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-empty-object-type': 'off',
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The browser bundle talks to the server only over HTTP and through the load context's types.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/db/**'],
              allowTypeImports: true,
              message: 'app/ may import only types from server/ and db/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['common/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/db/**', '**/app/**', 'node:*', 'fastify*', 'drizzle-orm*', 'react*'],
              message: 'common/ is shared by browser and server: no runtime-specific imports.',
            },
          ],
        },
      ],
    },
  },
  {
    // Who may import whom: db/ and common/ sit under server/ and app/, and nothing reaches up.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
      // no-cycle reads the files imported, which are TypeScript.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './db', from: ['./server', './app'], message: 'db/ sits under server/ and app/.' },
            {
              target: './common',
              from: ['./server', './db', './app'],
              message: 'common/ is shared by browser and server and imports neither.',
            },
            {
              target: './server',
              from: './app',
              message: 'server/ reaches the pages only through the React Router build it is handed.',
            },
            ...FEATURES.map((feature) => ({
              target: `./app/features/${feature}`,
              from: './app/features',
              except: [`./${feature}`, ...(FEATURE_MAY_USE[feature] ?? []).map((other) => `./${other}`)],
              message: 'Features do not import each other; share through app/components or app/lib.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['db/migrations/**'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{app,server,common,db,tests,bench,scripts}/**/': 'KEBAB_CASE' },
      ],
    },
  },
);

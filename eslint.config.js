import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

const webFeatures = existsSync('apps/web/src/features')
  ? readdirSync('apps/web/src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

/**
 * The server's layers, from the bottom (docs/ARCHITECTURE.md): a layer imports only the layers below it, and no
 * production file imports the suites' fixtures under src/test.
 */
const SERVER = './apps/server/src';
const serverLayers = [
  ['core'],
  ['plugins', 'realtime'],
  ['media'],
  ['modules'],
  ['seed'],
  ['app.ts', 'main.ts', 'retention.ts'],
].map((layer) => layer.map((path) => `${SERVER}/${path}`));
const serverLayerZones = serverLayers.map((layer, index) => ({
  target: layer,
  from: [...serverLayers.slice(index + 1).flat(), `${SERVER}/test`],
  message: 'A server layer imports only the layers below it (docs/ARCHITECTURE.md).',
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.e2e-data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver()] },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The shared package is imported by both sides and must import neither.
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/apps/**', '@nyaya/server*', '@nyaya/web*'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Layering as in bulletproof-react: app -> features -> shared (components, lib, config).
      // A feature never imports another feature; shared code never imports a feature or the app.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
            })),
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/config'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/test/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverLayerZones }] },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.ts', '**/*.config.{js,ts}', 'apps/server/build.mjs'],
    rules: { 'no-console': 'off' },
  },
);

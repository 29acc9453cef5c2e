import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

const subfolders = (path) =>
  existsSync(path)
    ? readdirSync(path, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

const webFeatures = subfolders('apps/web/src/features');

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
  ['app.ts', 'main.ts', 'retention.ts', 'backup.ts'],
].map((layer) => layer.map((path) => `${SERVER}/${path}`));
const serverLayerZones = serverLayers.map((layer, index) => ({
  target: layer,
  from: [...serverLayers.slice(index + 1).flat(), `${SERVER}/test`],
  message: 'A server layer imports only the layers below it (docs/ARCHITECTURE.md).',
}));

/**
 * The server's modules in tiers, from the bottom: a module imports only modules of lower tiers, so no two modules
 * import each other, not even for types. A module that needs one of its own tier or above moves up a tier.
 */
const SERVER_MODULE_TIERS = [
  [
    'accesslog',
    'activity',
    'advocates',
    'announcements',
    'dev',
    'health',
    'ip-bans',
    'masters',
    'otp',
    'retention',
    'room-state',
    'users',
  ],
  ['account', 'backups', 'control-room', 'hosts', 'reasons'],
  ['admin-dashboard', 'admin-users', 'auth', 'stream-setup'],
  ['cause-list'],
  ['archival', 'court-record', 'courtroom', 'external-meetings'],
  ['cases', 'live', 'matters'],
  ['front-door', 'recordings', 'system-health'],
];
const serverModules = subfolders(`${SERVER}/modules`);
const tierOf = (module) => SERVER_MODULE_TIERS.findIndex((tier) => tier.includes(module));
const untiered = serverModules.filter((module) => tierOf(module) === -1);
if (untiered.length > 0) throw new Error(`eslint.config.js: give these server modules a tier: ${untiered}`);
const modulesNotBelow = (module) =>
  serverModules.filter((other) => other !== module && tierOf(other) >= tierOf(module));
const serverModuleZones = serverModules.flatMap((module) => [
  ...(modulesNotBelow(module).length === 0
    ? []
    : [
        {
          target: `${SERVER}/modules/${module}`,
          from: modulesNotBelow(module).map((other) => `${SERVER}/modules/${other}`),
          message: 'A server module imports only modules of lower tiers (SERVER_MODULE_TIERS).',
        },
      ]),
  {
    target: [`${SERVER}/*.ts`, `${SERVER}/!(modules)/**`, `${SERVER}/modules/!(${module})/**`],
    from: `${SERVER}/modules/${module}`,
    except: ['./index.ts'],
    message: `Another module or layer uses ${module} through its public face, modules/${module}/index.ts.`,
  },
]);

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
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...serverLayerZones, ...serverModuleZones] }],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.ts', '**/*.config.{js,ts}', 'apps/server/build.mjs'],
    rules: { 'no-console': 'off' },
  },
);

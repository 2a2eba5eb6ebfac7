// Lint with import-boundary rules: core stays framework-agnostic; server, web and cli never import
// each other; everything reaches core through its `#core/<module>` entry points.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const nodeBuiltins = [
  'assert',
  'buffer',
  'child_process',
  'crypto',
  'events',
  'fs',
  'fs/promises',
  'http',
  'https',
  'net',
  'os',
  'path',
  'process',
  'readline',
  'stream',
  'tty',
  'url',
  'util',
  'worker_threads',
  'zlib',
];

const otherParts = (self) =>
  ['server', 'web', 'cli']
    .filter((p) => p !== self)
    .map((p) => ({
      group: [`**/${p}/**`, `../${p}/**`, `../../${p}/**`],
      message: `${self} must not import ${p}`,
    }));

// bulletproof-react's rule: a feature never imports another feature; the shell composes them and
// shared code lives in components/, hooks/ and lib/. One zone per feature folder, read from disk so
// a new feature is covered the day it is added.
const featureZones = readdirSync('web/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map(({ name }) => ({
    target: `./web/features/${name}`,
    from: './web/features',
    except: [`./${name}`],
    message: 'features never import each other: move shared code to web/components, hooks or lib',
  }));

const deepCore = {
  group: ['**/core/**', '!#core/*'],
  message: 'import core through #core/<module>',
};

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'coverage', 'server/db/migrations', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // No import cycles anywhere (static or dynamic imports): a cycle means two modules are one.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            // The app shell composes the layout; the layout gets what it needs (the page
            // registry, the shell's commands) through props and context, never by import.
            {
              target: './web/layout',
              from: './web/app',
              message: 'web/layout never imports web/app',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...nodeBuiltins.flatMap((m) => [
              { name: m, message: 'core runs in the browser: no Node built-ins' },
              { name: `node:${m}`, message: 'core runs in the browser: no Node built-ins' },
            ]),
            { name: 'react', message: 'core is framework-agnostic' },
            { name: 'react-dom', message: 'core is framework-agnostic' },
            { name: 'hono', message: 'core is framework-agnostic' },
            { name: 'drizzle-orm', message: 'core is framework-agnostic' },
            { name: 'valtio', message: 'use valtio/vanilla in core' },
          ],
          patterns: [
            {
              group: ['**/server/**', '**/web/**', '**/cli/**'],
              message: 'core imports no other part',
            },
            {
              group: ['react/*', 'hono/*', 'drizzle-orm/*', 'ink', 'node:*'],
              message: 'core is framework-agnostic',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...otherParts('server'), deepCore] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '#core/i18n',
              allowTypeImports: true,
              message:
                "#core/i18n reaches every message: the console's are loaded by part (#core/i18n/catalogue)",
            },
          ],
          patterns: [
            ...otherParts('web'),
            deepCore,
            {
              group: ['**/tools/**'],
              message: 'the build (tools/) imports web/, never the other way round',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['cli/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...otherParts('cli'), deepCore] }] },
  },
  {
    files: ['server/env.ts'],
    rules: {},
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/env.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'read configuration through server/env.ts' },
      ],
    },
  },
);

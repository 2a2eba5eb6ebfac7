// Lint with import-boundary rules: core stays framework-agnostic; server, web and cli never import
// each other; everything reaches core through its `#core/<module>` entry points.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

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
      'no-restricted-imports': ['error', { patterns: [...otherParts('web'), deepCore] }],
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

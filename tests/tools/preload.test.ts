import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { importClosure, outputOf, preloadTags } from '../../tools/preload.ts';

const out = (imports: [string, 'import-statement' | 'dynamic-import'][], entryPoint?: string) => ({
  bytes: 1,
  inputs: {},
  exports: [],
  imports: imports.map(([path, kind]) => ({ path, kind })),
  ...(entryPoint ? { entryPoint } : {}),
});

const meta = {
  inputs: {},
  outputs: {
    'dist/w/assets/app-A.js': out(
      [
        ['dist/w/assets/chunks/react-B.js', 'import-statement'],
        ['dist/w/assets/chunks/login-page-C.js', 'dynamic-import'],
        ['dist/w/assets/chunks/app-layout-D.js', 'dynamic-import'],
      ],
      'web/main.tsx',
    ),
    'dist/w/assets/chunks/react-B.js': out([]),
    'dist/w/assets/chunks/login-page-C.js': out(
      [
        ['dist/w/assets/chunks/react-B.js', 'import-statement'],
        ['dist/w/assets/chunks/form-E.js', 'import-statement'],
      ],
      'web/features/login/login-page.tsx',
    ),
    'dist/w/assets/chunks/form-E.js': out([]),
    'dist/w/assets/chunks/app-layout-D.js': out([], 'web/layout/app-layout.tsx'),
  },
} as unknown as Metafile;

describe('preload tags', () => {
  it('follow static imports only', () => {
    expect(importClosure(meta, 'dist/w/assets/app-A.js').sort()).toEqual([
      'dist/w/assets/app-A.js',
      'dist/w/assets/chunks/react-B.js',
    ]);
  });

  it('follow dynamic imports too when asked (what a screen may load)', () => {
    expect(importClosure(meta, 'dist/w/assets/app-A.js', { lazy: true }).sort()).toEqual([
      'dist/w/assets/app-A.js',
      'dist/w/assets/chunks/app-layout-D.js',
      'dist/w/assets/chunks/form-E.js',
      'dist/w/assets/chunks/login-page-C.js',
      'dist/w/assets/chunks/react-B.js',
    ]);
  });

  it('name the output of an entry point, and refuse an unknown one', () => {
    expect(outputOf(meta, 'web/layout/app-layout.tsx')).toBe(
      'dist/w/assets/chunks/app-layout-D.js',
    );
    expect(() => outputOf(meta, 'web/nowhere.tsx')).toThrow('no output for web/nowhere.tsx');
  });

  it('preload the entry’s chunks, and the first screen’s chunks by address', () => {
    const html = preloadTags(meta, 'dist/w', 'web/main.tsx', [
      { path: '/login', source: 'web/features/login/login-page.tsx' },
      { path: null, source: 'web/layout/app-layout.tsx' },
    ]);
    // The entry (the largest file) is asked for first, before its chunks.
    expect(html.indexOf('<link rel="modulepreload" href="/assets/app-A.js" />')).toBe(0);
    expect(html).toContain('<link rel="modulepreload" href="/assets/chunks/react-B.js" />');
    const screens = JSON.parse(/var s=(\[.*?\]),p=/.exec(html)![1]);
    expect(screens).toEqual([
      {
        path: '/login',
        urls: ['/assets/chunks/login-page-C.js', '/assets/chunks/form-E.js'],
      },
      { path: null, urls: ['/assets/chunks/app-layout-D.js'] },
    ]);
  });
});

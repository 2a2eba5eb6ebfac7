import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { preloadTags, staticClosure } from '../../tools/preload.ts';

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
    expect(staticClosure(meta, 'dist/w/assets/app-A.js').sort()).toEqual([
      'dist/w/assets/app-A.js',
      'dist/w/assets/chunks/react-B.js',
    ]);
  });

  it('preload the entry’s chunks, and the first screen’s chunks by address', () => {
    const html = preloadTags(meta, 'dist/w', 'web/main.tsx', [
      { path: '/login', source: 'web/features/login/login-page.tsx' },
      { path: null, source: 'web/layout/app-layout.tsx' },
    ]);
    expect(html).toContain('<link rel="modulepreload" href="/assets/chunks/react-B.js" />');
    expect(html).not.toContain('href="/assets/app-A.js"');
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

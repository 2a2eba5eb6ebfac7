import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { completeLock, platformOf } from '../../tools/complete-lock.ts';

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8'));

describe('package-lock completeness for npm ci', () => {
  it('lists every optional binding of unrs-resolver, so npm 11 ci accepts the lock', () => {
    const lock = read('package-lock.json') as { packages: Record<string, unknown> };
    const { optionalDependencies } = read('node_modules/unrs-resolver/package.json') as {
      optionalDependencies: Record<string, string>;
    };
    const missing = Object.keys(optionalDependencies).filter(
      (name) => !lock.packages[`node_modules/${name}`],
    );
    expect(missing, 'run node --import tsx tools/complete-lock.ts').toEqual([]);
  });

  it('reads os, cpu and libc from a binding name', () => {
    expect(platformOf('@unrs/resolver-binding-linux-arm-musleabihf')).toEqual({
      os: 'linux',
      cpu: 'arm',
      libc: 'musl',
    });
    expect(platformOf('@unrs/resolver-binding-linux-x64-gnu').libc).toBe('glibc');
    expect(platformOf('@unrs/resolver-binding-win32-ia32-msvc')).toEqual({
      os: 'win32',
      cpu: 'ia32',
    });
  });

  it('adds only what is missing, beside the other bindings', () => {
    const lock = {
      packages: {
        '': {},
        'node_modules/@types/node': {},
        'node_modules/@unrs/resolver-binding-linux-x64-gnu': { version: '1.0.0' },
        'node_modules/zod': {},
      } as Record<string, Record<string, unknown>>,
    };
    const added = completeLock(lock, {
      '@unrs/resolver-binding-linux-x64-gnu': '1.0.0',
      '@unrs/resolver-binding-darwin-arm64': '1.0.0',
    });
    expect(added).toEqual(['@unrs/resolver-binding-darwin-arm64']);
    expect(Object.keys(lock.packages)).toEqual([
      '',
      'node_modules/@types/node',
      'node_modules/@unrs/resolver-binding-darwin-arm64',
      'node_modules/@unrs/resolver-binding-linux-x64-gnu',
      'node_modules/zod',
    ]);
    expect(lock.packages['node_modules/@unrs/resolver-binding-darwin-arm64']).toMatchObject({
      os: ['darwin'],
      cpu: ['arm64'],
      optional: true,
    });
  });
});

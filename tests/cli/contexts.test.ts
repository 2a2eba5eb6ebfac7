import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createConfigStore } from '../../cli/config.ts';
import {
  contextNames,
  contextOwner,
  derivedContextName,
  findContext,
  isContextName,
} from '../../cli/contexts.ts';

const cred = (name?: string) => ({ token: 't', ...(name ? { name } : {}) });

describe('context names', () => {
  it('derives the host, with the port only when it is not the default one', () => {
    expect(derivedContextName('https://qy-staging.example.com')).toBe('qy-staging.example.com');
    expect(derivedContextName('https://qy.example.com:8443')).toBe('qy.example.com:8443');
    expect(derivedContextName('http://127.0.0.1:8080')).toBe('127.0.0.1:8080');
    expect(derivedContextName('http://h:80')).toBe('h');
  });

  it('accepts short words and refuses URLs, spaces, empty and overlong names', () => {
    for (const ok of ['staging', 'prod-2', 'qy.example.com:8443', 'a_b']) {
      expect(isContextName(ok)).toBe(true);
    }
    for (const bad of ['', '-x', 'https://h', 'a b', 'x'.repeat(65), '名字']) {
      expect(isContextName(bad)).toBe(false);
    }
  });

  it('keeps given names and makes derived ones unique (the origin when the host is taken)', () => {
    const config = {
      hosts: {
        'http://h': cred(),
        'https://h': cred(),
        'https://qy.example.com': cred('h'),
        'https://prod.example.com': cred(),
      },
    };
    expect([...contextNames(config)]).toEqual([
      ['http://h', 'http://h'],
      ['https://h', 'https://h'],
      ['https://qy.example.com', 'h'],
      ['https://prod.example.com', 'prod.example.com'],
    ]);
    expect(findContext(config, 'h')).toBe('https://qy.example.com');
    expect(findContext(config, 'https://h')).toBe('https://h');
    expect(findContext(config, 'prod.example.com')).toBe('https://prod.example.com');
    expect(findContext(config, 'nope')).toBeUndefined();
    expect(contextOwner(config, 'h', 'https://qy.example.com')).toBeUndefined();
    expect(contextOwner(config, 'h', 'http://h')).toBe('https://qy.example.com');
    expect(contextOwner(config, 'prod.example.com', 'http://new')).toBe('https://prod.example.com');
  });
});

describe('the config file with names', () => {
  it('reads old files without names, drops bad or repeated names, and keeps a name on re-login', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'qy-contexts-'));
    try {
      const path = join(dir, 'config.json');
      await writeFile(
        path,
        JSON.stringify({
          default: 'https://a.example.com',
          hosts: {
            'https://a.example.com/': { token: 'a', username: 'u' },
            'https://b.example.com': { token: 'b', name: 'prod' },
            'https://c.example.com': { token: 'c', name: 'prod' },
            'https://d.example.com': { token: 'd', name: 'not a name' },
            'https://e.example.com': { token: 'e', name: 7 },
          },
        }),
      );
      const store = createConfigStore(path);
      const config = await store.read();
      expect(config.hosts).toEqual({
        'https://a.example.com': { token: 'a', username: 'u' },
        'https://b.example.com': { token: 'b', name: 'prod' },
        'https://c.example.com': { token: 'c' },
        'https://d.example.com': { token: 'd' },
        'https://e.example.com': { token: 'e' },
      });
      expect([...contextNames(config).values()]).toEqual([
        'a.example.com',
        'prod',
        'c.example.com',
        'd.example.com',
        'e.example.com',
      ]);
      await store.saveHost('https://b.example.com', { token: 'b2', kind: 'session' });
      expect((await store.read()).hosts['https://b.example.com']).toEqual({
        token: 'b2',
        kind: 'session',
        name: 'prod',
      });
      await store.saveHost('https://b.example.com', { token: 'b3', name: 'live' });
      expect((await store.read()).hosts['https://b.example.com']).toEqual({
        token: 'b3',
        name: 'live',
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

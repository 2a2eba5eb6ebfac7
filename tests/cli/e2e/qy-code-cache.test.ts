/**
 * The bundled qy (dist/cli/qy.cjs) with its code cache (cli/code-cache.ts): the same output with a
 * cache, without one, with a stale or foreign one and with none that can be written.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCli } from '../../../cli/build.ts';

let bin: string;
let tmp: string;
beforeAll(async () => {
  bin = await buildCli();
  tmp = await mkdtemp(join(tmpdir(), 'qy-code-cache-e2e-'));
}, 120_000);
afterAll(() => rm(tmp, { recursive: true, force: true }));

const cacheOf = (home: string) =>
  join(home, 'qy', 'code-cache', `${process.version}-${process.arch}`);

function qy(args: string[], cacheHome: string) {
  const env = { ...process.env, XDG_CACHE_HOME: cacheHome, XDG_CONFIG_HOME: join(tmp, 'config') };
  const result = spawnSync(process.execPath, [bin, ...args], { env, encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('qy with its code cache', () => {
  it('prints the same help, version and errors with a cache as without one', async () => {
    const home = join(tmp, 'fresh');
    for (const args of [['--help'], ['deposits', 'list', '--help'], ['--version'], ['nope']]) {
      const first = qy(args, home);
      const second = qy(args, home);
      expect(second).toEqual(first);
    }
    expect(qy(['--help'], home).stdout).toMatch(/^Usage: qy \[options\] \[command\]\n/);
    expect(qy(['nope'], home)).toMatchObject({ code: 2, stdout: '' });
    const files = await readdir(cacheOf(home));
    expect(files).toContain('start.cjs.v8');
    expect(files.filter((f) => !f.endsWith('.cjs.v8'))).toEqual([]);
  });

  it('writes a cache file once, then reads it', async () => {
    const home = join(tmp, 'once');
    qy(['--help'], home);
    const file = join(cacheOf(home), 'start.cjs.v8');
    const made = await readFile(file);
    qy(['--help'], home);
    expect((await readFile(file)).equals(made)).toBe(true);
  });

  it('ignores and replaces a stale or foreign cache file', async () => {
    const home = join(tmp, 'stale');
    const expected = qy(['--help'], home);
    const dir = cacheOf(home);
    const names = (await readdir(dir)).filter((f) => f !== 'start.cjs.v8');
    const big = join(dir, names[0]);
    const good = await readFile(big);
    // Another chunk's cache under this chunk's name, then this chunk's with V8 data spoilt.
    await writeFile(big, await readFile(join(dir, 'start.cjs.v8')));
    expect(qy(['--help'], home)).toEqual(expected);
    expect((await readFile(big)).equals(good)).toBe(false);
    const spoilt = Buffer.from(good);
    spoilt.fill(0xff, spoilt.length - 4096);
    await writeFile(big, spoilt);
    expect(qy(['--help'], home)).toEqual(expected);
    expect(qy(['--help'], home)).toEqual(expected);
  });

  it('runs as usual when the cache folder cannot be made', async () => {
    const blocker = join(tmp, 'blocker');
    await writeFile(blocker, '');
    const expected = qy(['--help'], join(tmp, 'other'));
    expect(qy(['--help'], blocker)).toEqual(expected);
    expect(qy(['--help'], '/proc/qy-no-such-folder')).toEqual(expected);
    expect(await readdir(tmp)).not.toContain('qy');
  });

  it('gives every one of many runs started at once the same output', async () => {
    const home = join(tmp, 'concurrent');
    const env = { ...process.env, XDG_CACHE_HOME: home, XDG_CONFIG_HOME: join(tmp, 'config') };
    const runs = await Promise.all(
      Array.from(
        { length: 8 },
        () =>
          new Promise<string>((resolve) => {
            const child = spawn(process.execPath, [bin, '--help'], { env });
            let out = '';
            child.stdout.on('data', (c: Buffer) => (out += c.toString()));
            child.on('close', (code) => resolve(`${code}\n${out}`));
          }),
      ),
    );
    expect(new Set(runs).size).toBe(1);
    expect(runs[0]).toMatch(/^0\nUsage: qy/);
    expect((await readdir(cacheOf(home))).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(qy(['--help'], home).stdout).toBe(runs[0].slice(2));
  }, 60_000);
});

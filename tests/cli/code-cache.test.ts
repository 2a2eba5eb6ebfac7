/** The code cache of the bundled qy's chunks (cli/code-cache.ts): when it is used and when not. */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  codeCacheDir,
  compileChunk,
  readCachedData,
  writeCachedData,
} from '../../cli/code-cache.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'qy-code-cache-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A chunk whose module.exports.answer is `value` (the same length for every one-digit value). */
const chunk = (value: number) =>
  Buffer.from(
    `"use strict";function pad(s){return s.padStart(4,"0")}` +
      `module.exports={answer:${value},label:pad(String(${value}))};`,
  );

let compiles = 0;

/**
 * Runs a compiled chunk as CommonJS and returns its exports. Each compile has a file name of its
 * own: V8 would otherwise take the script from this process's compilation cache, not the file.
 */
function run(source: Buffer, cacheFile: string | undefined) {
  const compiled = compileChunk(join(dir, `chunk-${compiles++}.cjs`), source, cacheFile);
  const module = { exports: {} as { answer?: number; label?: string } };
  compiled.wrapper.call(
    module.exports,
    module.exports,
    require,
    module as unknown as NodeJS.Module,
    '',
    dir,
  );
  return { ...compiled, exports: module.exports };
}

describe('code cache', () => {
  it('lives under $XDG_CACHE_HOME (absolute only), else ~/.cache, per Node version', () => {
    const version = `${process.version}-${process.arch}`;
    expect(codeCacheDir({ XDG_CACHE_HOME: '/x/cache' })).toBe(`/x/cache/qy/code-cache/${version}`);
    expect(codeCacheDir({ XDG_CACHE_HOME: 'rel' }, () => '/home/u')).toBe(
      `/home/u/.cache/qy/code-cache/${version}`,
    );
    expect(
      codeCacheDir({}, () => {
        throw new Error('no home');
      }),
    ).toBeUndefined();
    expect(codeCacheDir({}, () => '')).toBeUndefined();
  });

  it('is made on the first run and used on the next, with the same result', () => {
    const file = join(dir, 'chunk.cjs.v8');
    const first = run(chunk(7), file);
    expect(first.fromCache).toBe(false);
    expect(first.save?.()).toBe(true);
    const second = run(chunk(7), file);
    expect(second.fromCache).toBe(true);
    expect(second.save).toBeUndefined();
    expect(second.exports).toEqual({ answer: 7, label: '0007' });
    expect(readdirSync(dir)).toEqual(['chunk.cjs.v8']);
  });

  it('is not used for a chunk that changed, even at the same length, and is made anew', () => {
    const file = join(dir, 'chunk.cjs.v8');
    run(chunk(7), file).save?.();
    expect(chunk(8).length).toBe(chunk(7).length);
    expect(readCachedData(file, chunk(8))).toBeUndefined();
    const changed = run(chunk(8), file);
    expect(changed.fromCache).toBe(false);
    expect(changed.exports).toEqual({ answer: 8, label: '0008' });
    expect(changed.save?.()).toBe(true);
    expect(run(chunk(8), file).fromCache).toBe(true);
  });

  it('falls back to compiling when V8 rejects the data, a file is cut short or foreign', () => {
    const file = join(dir, 'chunk.cjs.v8');
    run(chunk(7), file).save?.();
    const whole = readFileSync(file);
    // Same header and source, one copy of the V8 data damaged (release V8 would run it, and crash).
    const damaged = Buffer.from(whole);
    damaged.fill(0xff, damaged.length - 16);
    writeFileSync(file, damaged);
    expect(readCachedData(file, chunk(7))).toBeUndefined();
    const first = Buffer.from(whole);
    first[12 + chunk(7).length + 5] ^= 1;
    writeFileSync(file, first);
    expect(readCachedData(file, chunk(7))).toBeUndefined();
    expect(run(chunk(7), file).exports).toEqual({ answer: 7, label: '0007' });
    for (const bad of [whole.subarray(0, 20), Buffer.from('not a cache file'), Buffer.alloc(0)]) {
      writeFileSync(file, bad);
      const result = run(chunk(7), file);
      expect(result.fromCache).toBe(false);
      expect(result.exports.answer).toBe(7);
    }
  });

  it('never fails when the cache cannot be written, and leaves no temporary file', () => {
    const blocker = join(dir, 'file');
    writeFileSync(blocker, '');
    for (const file of [join(blocker, 'qy', 'chunk.cjs.v8'), '/proc/qy-no-such/qy/chunk.cjs.v8']) {
      const result = run(chunk(7), file);
      expect(result.exports.answer).toBe(7);
      expect(result.save?.()).toBe(false);
    }
    expect(readdirSync(dir)).toEqual(['file']);
    expect(writeCachedData(join(dir, 'sub', 'x.v8'), chunk(1), () => Buffer.from('v8'))).toBe(true);
    expect(readCachedData(join(dir, 'sub', 'x.v8'), chunk(1))).toEqual(Buffer.from('v8'));
  });

  it('lets a concurrent reader see a whole file or none while processes write it', async () => {
    const file = join(dir, 'shared.v8');
    const module = JSON.stringify(join(process.cwd(), 'cli/code-cache.ts'));
    // Each writer stores 1 MiB of its own byte 25 times; the reader checks every read.
    const writer = (byte: number) =>
      `import { writeCachedData } from ${module};
       for (let i = 0; i < 25; i++)
         if (!writeCachedData(${JSON.stringify(file)}, Buffer.from('source'), () => Buffer.alloc(1 << 20, ${byte}))) process.exit(1);`;
    const reader = `import { readCachedData } from ${module};
       let whole = 0;
       for (const end = Date.now() + 10_000; whole < 200 && Date.now() < end; ) {
         const data = readCachedData(${JSON.stringify(file)}, Buffer.from('source'));
         if (data === undefined) continue;
         if (data.length !== 1 << 20 || data.some((b) => b !== data[0])) process.exit(2);
         whole++;
       }
       console.log(whole);`;
    const node = (code: string) =>
      new Promise<{ code: number | null; stdout: string }>((resolve) => {
        const child = spawn(process.execPath, [
          '--import',
          'tsx',
          '--input-type=module',
          '-e',
          code,
        ]);
        let stdout = '';
        child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
        child.on('close', (exit) => resolve({ code: exit, stdout }));
      });
    const results = await Promise.all([
      node(writer(1)),
      node(writer(2)),
      node(writer(3)),
      node(reader),
    ]);
    expect(results.map((r) => r.code)).toEqual([0, 0, 0, 0]);
    expect(Number(results[3].stdout)).toBeGreaterThan(0);
    expect(readdirSync(dir)).toEqual(['shared.v8']);
    expect(readCachedData(file, Buffer.from('source'))?.length).toBe(1 << 20);
  }, 60_000);
});

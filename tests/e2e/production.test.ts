/**
 * The production path: `npm run serve` runs the bundled server from dist/ (built first here when
 * stale), receives SIGTERM itself and shuts down gracefully; the bundle imports only declared
 * production dependencies; the console goes precompressed with caching headers; a build while
 * the server runs never leaves it without the files it serves.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalPackages } from '../../server/build.ts';
import { EAGER_COMPILE_HINT } from '../../tools/build-web.ts';
import { ensureBuilt, ROOT, SERVER_BUNDLE } from '../support/build.ts';
import { pollReady } from '../support/ready.ts';
import { freePort } from './support/server.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Started {
  child: ChildProcess;
  url: string;
  output(): string;
  exited: Promise<number | null>;
}

/** Every process group started here: each server (and npm above it) dies with this file. */
const groups = new Set<ChildProcess>();

/** SIGKILL to the whole group of `child` (npm, its shell, node): not only the process spawned. */
function killGroup(child: ChildProcess): void {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // the group is gone already
  }
}

afterAll(() => {
  for (const child of groups) killGroup(child);
});
// A worker that exits without its hooks still takes its servers with it.
process.once('exit', () => groups.forEach(killGroup));

async function start(command: string, args: string[], dataDir: string): Promise<Started> {
  const port = await freePort();
  let log = '';
  const child = spawn(command, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_SCALE: 'test',
      LOG_LEVEL: 'info',
      // Tries the demo (log SMS provider); production without QY_DEMO is tests/server/production-start.test.ts.
      QY_DEMO: '1',
      SMS_PROVIDER: 'log',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that the server npm starts is killed with npm (killGroup).
    detached: true,
  });
  groups.add(child);
  child.stdout?.on('data', (d) => (log += String(d)));
  child.stderr?.on('data', (d) => (log += String(d)));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const url = `http://127.0.0.1:${port}`;
  if (await pollReady(url, child, 90_000)) return { child, url, output: () => log, exited };
  killGroup(child);
  throw new Error(`${command} ${args.join(' ')} did not become ready:\n${log}`);
}

/** Child processes of `pid` (from /proc). */
function childrenOf(pid: number): number[] {
  const out = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' });
  return out.stdout
    .split('\n')
    .map((l) => Number(l.trim()))
    .filter((n) => n > 0);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

let tmp: string;

beforeAll(async () => {
  await ensureBuilt();
  tmp = await mkdtemp(join(tmpdir(), 'qy-prod-'));
}, 600_000);

afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe('the production build', () => {
  it('imports at run time only packages declared as production dependencies', async () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const meta = JSON.parse(
      await readFile(join(ROOT, 'dist/meta/server-metafile.json'), 'utf8'),
    ) as Metafile;
    const runtime = externalPackages(meta);
    expect(runtime).toContain('hono');
    expect(runtime.filter((name) => !(name in pkg.dependencies))).toEqual([]);
    for (const tool of ['tsx', 'esbuild', 'typescript', 'vitest', '@tailwindcss/cli'])
      expect(pkg.dependencies).not.toHaveProperty(tool);
  });
});

describe('the console bundle', () => {
  it('ships no pinyin dictionary, and the palette chunk stays within 40 KB gzip', async () => {
    const meta = JSON.parse(
      await readFile(join(ROOT, 'dist/meta/web-metafile.json'), 'utf8'),
    ) as Metafile;
    const inputs = Object.values(meta.outputs).flatMap((o) => Object.keys(o.inputs));
    expect(inputs.filter((i) => i.includes('pinyin-pro'))).toEqual([]);
    const palette = Object.keys(meta.outputs).filter(
      (o) =>
        o.endsWith('.js') && meta.outputs[o].inputs['web/features/palette/command-palette.tsx'],
    );
    expect(palette).toHaveLength(1);
    const gz = gzipSync(await readFile(join(ROOT, palette[0]))).length;
    expect(gz).toBeLessThanOrEqual(40 * 1024);
  });

  it('hints V8 to compile the entry (React DOM) eagerly, and no other file', async () => {
    const meta = JSON.parse(
      await readFile(join(ROOT, 'dist/meta/web-metafile.json'), 'utf8'),
    ) as Metafile;
    const scripts = Object.keys(meta.outputs).filter((o) => o.endsWith('.js'));
    const hinted: string[] = [];
    for (const o of scripts)
      if ((await readFile(join(ROOT, o), 'utf8')).startsWith(`${EAGER_COMPILE_HINT}\n`))
        hinted.push(o);
    expect(hinted).toEqual(scripts.filter((o) => meta.outputs[o].entryPoint === 'web/main.tsx'));
    expect(hinted).toHaveLength(1);
  });
});

describe('npm run serve', () => {
  let server: Started;
  beforeAll(async () => {
    server = await start('npm', ['run', '--silent', 'serve'], join(tmp, 'serve-db'));
  }, 180_000);
  afterAll(() => {
    if (server) killGroup(server.child);
  });

  it('serves the console precompressed: hashed assets immutable, index.html by ETag', async () => {
    const page = await fetch(`${server.url}/login`, { headers: { 'accept-encoding': 'br' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('vary')).toBe('Accept-Encoding');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    // fetch() decodes the body itself: what arrives is the page.
    const html = await page.text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();

    const etag = page.headers.get('etag')!;
    const again = await fetch(`${server.url}/login`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);

    const asset = await fetch(`${server.url}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const raw = await readFile(join(ROOT, 'dist/web', script!));
    expect(Number(asset.headers.get('content-length'))).toBeLessThan(raw.length / 2);
    expect(Buffer.from(await asset.arrayBuffer())).toEqual(raw);
  });

  it('does not ship the build map', async () => {
    expect((await fetch(`${server.url}/metafile.json`)).status).toBe(404);
    await expect(readFile(join(ROOT, 'dist/web/metafile.json'))).rejects.toThrow();
  });

  it('compresses large JSON answers', async () => {
    const res = await fetch(`${server.url}/qy-sla-admin-api/openapi.json`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers.get('content-encoding')).toBe('br');
    const body = await res.json();
    expect(body).toHaveProperty('openapi');
  });

  it('keeps serving while a build runs, and serves the new build after the switch', async () => {
    const before = await (await fetch(`${server.url}/`)).text();
    const oldScript = /src="(\/assets\/[^"]+\.js)"/.exec(before)![1];
    const build = spawn(process.execPath, ['--import', 'tsx', 'tools/build-web.ts'], {
      cwd: ROOT,
      stdio: 'ignore',
    });
    const built = new Promise<number | null>((r) => build.once('exit', (code) => r(code)));
    let done = false;
    void built.then(() => (done = true));
    const failures: string[] = [];
    let probes = 0;
    while (!done) {
      const [page, asset] = await Promise.all([
        fetch(`${server.url}/`),
        fetch(`${server.url}${oldScript}`),
      ]);
      probes++;
      if (page.status !== 200) failures.push(`/ ${page.status}`);
      // The page served now names its own script; the script loaded before stays available.
      if (asset.status !== 200) failures.push(`${oldScript} ${asset.status}`);
      const script = /src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
      const current = await fetch(`${server.url}${script}`);
      if (current.status !== 200) failures.push(`${script} ${current.status}`);
      await Promise.all([asset.arrayBuffer(), current.arrayBuffer()]);
      await sleep(20);
    }
    expect(await built).toBe(0);
    expect(probes).toBeGreaterThan(5);
    expect(failures).toEqual([]);
    const after = await (await fetch(`${server.url}/`)).text();
    expect(after).toBe(await readFile(join(ROOT, 'dist/web/index.html'), 'utf8'));
  }, 300_000);

  it('is the process SIGTERM reaches: it shuts down gracefully and leaves no process', async () => {
    const npm = server.child.pid!;
    const children = childrenOf(npm);
    expect(children.length).toBeGreaterThan(0);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // The server's child processes exit with it.
    await expect.poll(() => children.filter(alive)).toEqual([]);
    expect(server.output()).toContain('"msg":"shutting down","signal":"SIGTERM"');
    expect(server.output()).toContain('"msg":"stopped"');
  }, 60_000);
});

describe('node dist/server/main.mjs', () => {
  it('starts without tsx and stops on SIGTERM with a graceful exit', async () => {
    const server = await start(process.execPath, [SERVER_BUNDLE], join(tmp, 'node-db'));
    const health = await fetch(`${server.url}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok' });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"shutting down","signal":"SIGTERM"');
    expect(alive(server.child.pid!)).toBe(false);
  }, 180_000);
});

describe('precompressed copies in dist/web', () => {
  it('decode to the files they stand for', async () => {
    const html = await readFile(join(ROOT, 'dist/web/index.html'));
    expect(brotliDecompressSync(await readFile(join(ROOT, 'dist/web/index.html.br')))).toEqual(
      html,
    );
    const script = /src="\/(assets\/[^"]+\.js)"/.exec(html.toString())![1];
    const js = await readFile(join(ROOT, 'dist/web', script));
    expect(brotliDecompressSync(await readFile(join(ROOT, 'dist/web', `${script}.br`)))).toEqual(
      js,
    );
  });
});

import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { basename, dirname, isAbsolute, join } from 'node:path';
import { Script } from 'node:vm';

/**
 * V8's code cache for the bundle's CommonJS chunks (Node 20 has no module.enableCompileCache).
 * A chunk is compiled through vm.Script with the bytecode V8 made for it in an earlier run, kept in
 * `$XDG_CACHE_HOME/qy/code-cache/<node version>-<arch>/` (default ~/.cache): `qy --help` then
 * compiles almost nothing. A cache file holds the chunk's own bytes and the V8 data twice; it is
 * used only when those bytes equal the chunk's (V8 itself checks only the length, its version and
 * its flags) and the two copies agree (a release V8 runs damaged data as it is, and crashes; a
 * hash would load node:crypto and with it Node's streams, ~2 ms of every run). A missing, stale or
 * rejected cache is made anew when the process exits, written to a temporary file that is synced
 * and renamed into place, so a concurrent run reads a whole file or none. Every failure to read or
 * write the cache only means the chunk is compiled as Node would.
 */

const MAGIC = Buffer.from('QYC3');
/** Node's CommonJS wrapper (Module.wrap, which the ES module face of node:module does not export). */
const WRAP = ['(function (exports, require, module, __filename, __dirname) { ', '\n});'];
/** Magic, the chunk's length, the V8 data's length; then the chunk, and the V8 data twice. */
const HEADER = MAGIC.length + 8;

type Loader = (module: NodeJS.Module, filename: string) => void;
type Wrapper = (
  exports: unknown,
  require: NodeJS.Require,
  module: NodeJS.Module,
  filename: string,
  dirname: string,
) => void;

/** The folder for this Node's cache files, or undefined when there is no home to put it in. */
export function codeCacheDir(
  env: Record<string, string | undefined>,
  home: () => string = homedir,
): string | undefined {
  const xdg = env.XDG_CACHE_HOME;
  let root: string;
  if (xdg && isAbsolute(xdg)) root = xdg;
  else {
    try {
      root = join(home(), '.cache');
    } catch {
      return undefined;
    }
    if (!isAbsolute(root)) return undefined;
  }
  return join(root, 'qy', 'code-cache', `${process.version}-${process.arch}`);
}

/** A cache file's V8 data when the file was made for exactly `source`, else undefined. */
export function readCachedData(file: string, source: Buffer): Buffer | undefined {
  let data: Buffer;
  try {
    data = readFileSync(file);
  } catch {
    return undefined;
  }
  if (data.length < HEADER || !data.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
  const length = data.readUInt32LE(MAGIC.length + 4);
  if (data.readUInt32LE(MAGIC.length) !== source.length) return undefined;
  if (length === 0 || data.length !== HEADER + source.length + 2 * length) return undefined;
  if (!data.subarray(HEADER, HEADER + source.length).equals(source)) return undefined;
  const cached = data.subarray(HEADER + source.length, HEADER + source.length + length);
  // Two copies that differ: part of the file was damaged (V8 would take it as it is, and crash).
  return cached.equals(data.subarray(data.length - length)) ? cached : undefined;
}

/**
 * `mkdir -p`, one level at a time: Node 20's recursive mkdirSync never returns for some paths it
 * cannot create (under /proc, for one).
 */
function makeDir(dir: string): void {
  try {
    mkdirSync(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return;
    if (code !== 'ENOENT' || dirname(dir) === dir) throw error;
    makeDir(dirname(dir));
    try {
      mkdirSync(dir);
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code !== 'EEXIST') throw again;
    }
  }
}

/**
 * Writes a cache file for `source` with the V8 data `cachedData()` gives (a temporary file, then
 * a rename); false when it could not.
 */
export function writeCachedData(file: string, source: Buffer, cachedData: () => Buffer): boolean {
  const temp = `${file}.${process.pid}.${Date.now().toString(36)}.tmp`;
  try {
    makeDir(dirname(file));
    const data = cachedData();
    const header = Buffer.alloc(HEADER);
    MAGIC.copy(header);
    header.writeUInt32LE(source.length, MAGIC.length);
    header.writeUInt32LE(data.length, MAGIC.length + 4);
    const fd = openSync(temp, 'w');
    try {
      writeFileSync(fd, Buffer.concat([header, source, data, data]));
      // On disk before the rename: after a crash the file is whole, or the old one, or none.
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, file);
    return true;
  } catch {
    try {
      rmSync(temp, { force: true });
    } catch {
      // Nothing was written there either.
    }
    return false;
  }
}

export interface CompiledChunk {
  /** The chunk's CommonJS wrapper function. */
  wrapper: Wrapper;
  /** Whether V8 took the cached data (false: none, stale, or rejected). */
  fromCache: boolean;
  /** Makes the cache file from what V8 compiled so far; undefined when the cache was used. */
  save?: () => boolean;
}

/** Compiles a CommonJS `source` read from `filename`, through the cache file when there is one. */
export function compileChunk(
  filename: string,
  source: Buffer,
  cacheFile: string | undefined,
): CompiledChunk {
  const cachedData = cacheFile ? readCachedData(cacheFile, source) : undefined;
  const script = new Script(WRAP[0] + source.toString('utf8') + WRAP[1], { filename, cachedData });
  const wrapper = script.runInThisContext() as Wrapper;
  const fromCache = cachedData !== undefined && !script.cachedDataRejected;
  if (fromCache || !cacheFile) return { wrapper, fromCache };
  const save = () => writeCachedData(cacheFile, source, () => script.createCachedData());
  return { wrapper, fromCache, save };
}

/**
 * Makes `require` compile the `.cjs` files directly in `dir` through the code cache in `cacheDir`.
 * A chunk that still has a dynamic import() (of an ES module chunk) is left to Node: code compiled
 * by vm.Script cannot import without an experimental flag. The cache files are written when the
 * process exits. Returns the function that puts Node's own loader back.
 */
export function installCodeCache(options: {
  dir: string;
  cacheDir: string | undefined;
}): () => void {
  const { dir, cacheDir } = options;
  const extensions = createRequire(join(dir, 'qy.cjs')).extensions;
  const previous = extensions['.cjs'];
  const fallback = (previous ?? extensions['.js']) as Loader;
  const pending: (() => boolean)[] = [];
  extensions['.cjs'] = (module: NodeJS.Module, filename: string) => {
    if (dirname(filename) !== dir) return fallback(module, filename);
    const source = readFileSync(filename);
    // Node's own loader copes with a hashbang, a byte order mark and import(); vm.Script does not.
    if (source[0] === 0x23 || source[0] === 0xef || source.includes('import(')) {
      return fallback(module, filename);
    }
    const cacheFile = cacheDir ? join(cacheDir, `${basename(filename)}.v8`) : undefined;
    const { wrapper, save } = compileChunk(filename, source, cacheFile);
    if (save) {
      if (pending.length === 0) process.once('exit', () => pending.forEach((write) => write()));
      pending.push(save);
    }
    wrapper.call(module.exports, module.exports, createRequire(filename), module, filename, dir);
  };
  return () => {
    if (previous) extensions['.cjs'] = previous;
    else delete extensions['.cjs'];
  };
}

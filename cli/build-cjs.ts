import { build, transform, type Metafile, type Plugin } from 'esbuild';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';

/**
 * The banner of the ES module build (cli/build.ts): a `require` for bundled CommonJS code. A
 * CommonJS file has its own, so the banner is taken off the files turned into CommonJS.
 */
export const ESM_BANNER =
  "import { createRequire as __qyRequire } from 'node:module'; const require = __qyRequire(import.meta.url);";

/** Stands for import() of an ES module chunk while esbuild turns every other import() into require. */
const KEEP_IMPORT = '__qyKeepImport';

/**
 * The one file with import() of the ES module chunks. Code compiled through the code cache
 * (vm.Script) cannot import() without an experimental flag; this file is compiled by Node's own
 * loader (cli/code-cache.ts leaves every file with an import() to it), and imports for the others.
 */
const IMPORT_ESM = 'import-esm.cjs';

interface Output {
  /** Path from the working folder, as in the metafile. */
  path: string;
  imports: { path: string; kind: string }[];
  text: string;
}

const specifier = (from: string, to: string) => {
  const rel = relative(dirname(from), to);
  return JSON.stringify(rel.startsWith('.') ? rel : `./${rel}`);
};

/** Replaces every `"<specifier>"` of `targets` in `text`; each must be there. */
function renameImports(output: Output, text: string, targets: Set<string>, ext: string): string {
  for (const target of new Set(output.imports.map((i) => i.path))) {
    if (!targets.has(target)) continue;
    const from = specifier(output.path, target);
    if (!text.includes(from)) throw new Error(`cjs: no ${from} in ${output.path}`);
    text = text.replaceAll(from, specifier(output.path, target.replace(/\.mjs$/, ext)));
  }
  return text;
}

async function toCommonJs(output: Output, cjs: Set<string>, esm: Set<string>): Promise<string> {
  if (!output.text.startsWith(ESM_BANNER)) throw new Error(`cjs: no banner in ${output.path}`);
  let text = renameImports(output, output.text.slice(ESM_BANNER.length), cjs, '.cjs');
  for (const target of esm) {
    const from = specifier(output.path, target);
    text = text.replaceAll(`import(${from})`, `${KEEP_IMPORT}(${from})`);
  }
  const result = await transform(text, {
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    minify: true,
    // Turns import() of a chunk or a Node built-in into require (no ES module loader at all).
    supported: { 'dynamic-import': false },
    logLevel: 'silent',
  });
  if (result.warnings.length > 0) {
    throw new Error(`cjs: ${output.path}: ${result.warnings.map((w) => w.text).join('; ')}`);
  }
  // An ES module is strict code; the same code as CommonJS must stay so.
  const importEsm = `require(${JSON.stringify(`./${IMPORT_ESM}`)})(`;
  return `"use strict";${result.code.replaceAll(`${KEEP_IMPORT}(`, importEsm)}`;
}

/**
 * An ES module chunk's imports of CommonJS chunks as require() calls (the ES banner's `require`).
 * Node would read and lex each CommonJS chunk again for its export names (WebAssembly set up and
 * run: ~25 ms of the first terminal table); the values are the same, taken once when the chunk
 * runs, as Node's interop takes them. Only named imports are made by esbuild here; any other form
 * fails the build.
 */
function requireCommonJs(text: string): string {
  const named = /import\{([^}]*)\}from("\.\/[^"]+\.cjs");?/g;
  const converted = text.replace(named, (_, names: string, from: string) => {
    const pairs = names.split(',').map((name) => name.split(' as ').join(':'));
    return `const{${pairs.join(',')}}=require(${from});`;
  });
  const left = /(?:import|from)\s*"\.\/[^"]+\.cjs"/.exec(converted);
  if (left) throw new Error(`cjs: an import of a CommonJS chunk left as it is: ${left[0]}`);
  return converted;
}

/** Whether esbuild can turn the file into CommonJS (it cannot with top-level await). */
async function convertible(text: string): Promise<boolean> {
  try {
    await transform(text, {
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      logLevel: 'silent',
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * Turns the ES module build in `root` (paths as in `metafile`) into CommonJS files (`.cjs`), all
 * but the chunks that must stay ES modules: those with top-level await (ink's renderer and
 * yoga) and whatever imports them statically. Node's ES module loader costs a few ms of every
 * start, and only CommonJS can be compiled from V8's code cache (cli/code-cache.ts). The ES
 * chunks take the CommonJS ones with require (requireCommonJs), and the CommonJS ones import the
 * ES chunks through chunks/import-esm.cjs. `entry` is the start chunk's path as in the metafile:
 * it must become CommonJS.
 */
export async function commonJsChunks(
  root: string,
  metafile: Metafile,
  entry: string,
): Promise<void> {
  const outputs: Output[] = [];
  for (const [path, meta] of Object.entries(metafile.outputs)) {
    if (!path.endsWith('.mjs')) continue;
    const text = await readFile(join(root, path), 'utf8');
    outputs.push({ path, imports: meta.imports.filter((i) => !i.external), text });
  }
  const esm = new Set<string>();
  for (const output of outputs) if (!(await convertible(output.text))) esm.add(output.path);
  // A static import of an ES module chunk must itself be an ES module; repeat until none is new.
  for (let grew = true; grew;) {
    grew = false;
    for (const output of outputs) {
      if (esm.has(output.path)) continue;
      if (output.imports.some((i) => i.kind === 'import-statement' && esm.has(i.path))) {
        esm.add(output.path);
        grew = true;
      }
    }
  }
  if (esm.has(entry)) throw new Error(`cjs: the entry ${entry} must be CommonJS`);
  // Every chunk is in one folder, the entry's: the import() of a chunk's name finds it there.
  const stray = outputs.find((o) => dirname(o.path) !== dirname(entry));
  if (stray) throw new Error(`cjs: ${stray.path} is not beside ${entry}`);
  await writeFile(
    join(root, dirname(entry), IMPORT_ESM),
    '"use strict";module.exports=(chunk)=>import(chunk);',
  );
  const cjs = new Set(outputs.map((o) => o.path).filter((p) => !esm.has(p)));
  for (const output of outputs) {
    const file = join(root, output.path);
    if (esm.has(output.path)) {
      await writeFile(file, requireCommonJs(renameImports(output, output.text, cjs, '.cjs')));
      continue;
    }
    await writeFile(file.replace(/\.mjs$/, '.cjs'), await toCommonJs(output, cjs, esm));
    await rm(file);
  }
}

/** main.ts's import('./start.ts') is the start chunk of the split build, beside the bin. */
const startChunk: Plugin = {
  name: 'qy-start-chunk',
  setup(b) {
    b.onResolve({ filter: /^\.\/start\.ts$/ }, (args) =>
      args.importer.endsWith(join('cli', 'main.ts'))
        ? { path: './chunks/start.cjs', external: true }
        : undefined,
    );
  },
};

/**
 * The bin, dist/cli/qy.cjs: cli/main.ts and the code cache in one CommonJS file of their own (in
 * the split build they would share esbuild's helpers with the start chunk, one more file to load).
 */
export async function buildBin(root: string, outdir: string): Promise<string> {
  const bin = join(outdir, 'qy.cjs');
  await build({
    absWorkingDir: root,
    entryPoints: ['cli/main.ts'],
    outfile: bin,
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    minify: true,
    legalComments: 'none',
    supported: { 'dynamic-import': false },
    define: { 'import.meta.dirname': '__dirname' },
    banner: { js: '#!/usr/bin/env node\n"use strict";' },
    plugins: [startChunk],
    logLevel: 'warning',
  });
  return bin;
}

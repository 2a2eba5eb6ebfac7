/**
 * `<link rel="modulepreload">` tags for index.html, from esbuild's metafile: the entry, first, and
 * the chunks it imports statically (else the browser finds them only after parsing the entry: one more round trip
 * before the first paint), and, chosen by a tiny inline script from the address, the lazy chunk
 * of the first screen with its own imports: the login page on /login, the app layout elsewhere.
 */
import type { Metafile } from 'esbuild';
import { relative } from 'node:path';

/**
 * Outputs reachable from `start` through static imports, `start` included; with `lazy`, through
 * dynamic imports too (all a screen may load, not only what it loads first).
 */
export function importClosure(
  metafile: Metafile,
  start: string,
  { lazy = false }: { lazy?: boolean } = {},
): string[] {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const path = stack.pop()!;
    if (seen.has(path) || !metafile.outputs[path]) continue;
    seen.add(path);
    for (const i of metafile.outputs[path].imports)
      if (!i.external && (i.kind === 'import-statement' || (lazy && i.kind === 'dynamic-import')))
        stack.push(i.path);
  }
  return [...seen];
}

/** The JavaScript output of the entry point `source` (a path that ends the entry point's). */
export function outputOf(metafile: Metafile, source: string): string {
  const out = Object.keys(metafile.outputs).find(
    (o) => o.endsWith('.js') && metafile.outputs[o].entryPoint?.endsWith(source),
  );
  if (!out) throw new Error(`no output for ${source}`);
  return out;
}

/**
 * A chunk to preload by address: `path` the page's pathname, null for every other page, '*' for
 * all; with `locale`, only when that is the stored locale (`locales` names the storage key).
 */
export interface FirstScreen {
  path: string | null;
  source: string;
  locale?: string;
}

/** The head tags; `outDir` and the metafile's paths are relative to `cwd`'s tree. */
export function preloadTags(
  metafile: Metafile,
  outDir: string,
  entrySource: string,
  firstScreens: FirstScreen[],
  locales?: { storageKey: string; fallback: string },
): string {
  const url = (output: string) => '/' + relative(outDir, output).split('\\').join('/');
  const entry = outputOf(metafile, entrySource);
  const base = importClosure(metafile, entry);
  const loaded = new Set(base);
  // The entry first: it is the largest file (React DOM), and over HTTP/1.1's six connections the
  // preload scanner would otherwise queue its <script> (at the end of the body) behind every chunk.
  const tags = [entry, ...base.filter((o) => o !== entry)].map(
    (o) => `<link rel="modulepreload" href="${url(o)}" />`,
  );
  const screens = firstScreens.map(({ path, source, locale }) => {
    return {
      path,
      ...(locale ? { locale } : {}),
      urls: importClosure(metafile, outputOf(metafile, source))
        .filter((o) => !loaded.has(o))
        .map(url),
    };
  });
  const stored = locales
    ? `l=localStorage.getItem(${JSON.stringify(locales.storageKey)});if(!s.some(function(x){return x.locale===l}))l=${JSON.stringify(locales.fallback)};`
    : '';
  const script = `<script>(function(){var s=${JSON.stringify(screens)},p=location.pathname,l;try{${stored}}catch(e){}var h=s.some(function(x){return x.path===p})?p:null;s.forEach(function(x){if((x.path==='*'||x.path===h)&&(!x.locale||x.locale===l))x.urls.forEach(function(u){var k=document.createElement('link');k.rel='modulepreload';k.href=u;document.head.appendChild(k)})})})()</script>`;
  return [...tags, script].join('\n    ');
}

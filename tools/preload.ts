/**
 * `<link rel="modulepreload">` tags for index.html, from esbuild's metafile: the chunks the entry
 * imports statically (else the browser finds them only after parsing the entry: one more round trip
 * before the first paint), and, chosen by a tiny inline script from the address, the lazy chunk
 * of the first screen with its own imports: the login page on /login, the app layout elsewhere.
 */
import type { Metafile } from 'esbuild';
import { relative } from 'node:path';

/** Outputs reachable from `start` through static imports, `start` included. */
export function staticClosure(metafile: Metafile, start: string): string[] {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const path = stack.pop()!;
    if (seen.has(path) || !metafile.outputs[path]) continue;
    seen.add(path);
    for (const i of metafile.outputs[path].imports)
      if (i.kind === 'import-statement' && !i.external) stack.push(i.path);
  }
  return [...seen];
}

function outputOf(metafile: Metafile, source: string): string | undefined {
  return Object.keys(metafile.outputs).find(
    (o) => o.endsWith('.js') && metafile.outputs[o].entryPoint?.endsWith(source),
  );
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
  if (!entry) throw new Error(`no output for ${entrySource}`);
  const base = staticClosure(metafile, entry);
  const loaded = new Set(base);
  const tags = base
    .filter((o) => o !== entry)
    .map((o) => `<link rel="modulepreload" href="${url(o)}" />`);
  const screens = firstScreens.map(({ path, source, locale }) => {
    const out = outputOf(metafile, source);
    if (!out) throw new Error(`no output for ${source}`);
    return {
      path,
      ...(locale ? { locale } : {}),
      urls: staticClosure(metafile, out)
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

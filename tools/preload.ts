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

/** The head tags; `outDir` and the metafile's paths are relative to `cwd`'s tree. */
export function preloadTags(
  metafile: Metafile,
  outDir: string,
  entrySource: string,
  firstScreens: { path: string | null; source: string }[],
): string {
  const url = (output: string) => '/' + relative(outDir, output).split('\\').join('/');
  const entry = outputOf(metafile, entrySource);
  if (!entry) throw new Error(`no output for ${entrySource}`);
  const base = staticClosure(metafile, entry);
  const loaded = new Set(base);
  const tags = base
    .filter((o) => o !== entry)
    .map((o) => `<link rel="modulepreload" href="${url(o)}" />`);
  const screens = firstScreens.map(({ path, source }) => {
    const out = outputOf(metafile, source);
    if (!out) throw new Error(`no output for ${source}`);
    return {
      path,
      urls: staticClosure(metafile, out)
        .filter((o) => !loaded.has(o))
        .map(url),
    };
  });
  const script = `<script>(function(){var s=${JSON.stringify(screens)},p=location.pathname,m=s.find(function(x){return x.path===p})||s.find(function(x){return x.path===null});if(m)m.urls.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)})})()</script>`;
  return [...tags, script].join('\n    ');
}

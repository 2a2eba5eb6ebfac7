#!/usr/bin/env node
import module from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { nodeRefusal } from '#core/runtime';
import { projectNode, rerunUnder } from './node-hop.ts';

// The entry of the `qy` bin (dist/cli/qy.mjs). It must run on any Node far enough to say what is
// wrong, so it imports only node: built-ins and core's version check; everything else is in the
// chunks imported below, which may use what Node >= 22.12 has.
const refusal = nodeRefusal('qy', process.versions.node);
if (!refusal) {
  // Node's own compile cache (in $NODE_COMPILE_CACHE, else the system's temp folder): the chunks
  // imported from here on are compiled from V8's cache after the first run of each build.
  module.enableCompileCache?.();
  // V8 13 (Node 24) doubles the young generation whenever a scavenge finds much alive, up to 32 MB
  // a semi-space; `--all` over a million rows then peaked at 171 MB against 134 MB when it stays at
  // its first size (tests/cli/e2e/qy-stream.test.ts holds 150 MB), and took no longer. Read by V8
  // each time it would grow the space, so it applies set here.
  v8.setFlagsFromString('--semi-space-growth-factor=1');
  const { startQy } = await import('./start.ts');
  process.exitCode = await startQy();
} else {
  // An older Node started us (the system's Node 20 on this project's machines): the project's own
  // Node 24 (the `node` devDependency) runs qy instead when it is installed beside the bin.
  const node = projectNode(dirname(fileURLToPath(import.meta.url)), process.env);
  const code = node ? await rerunUnder(node, process).catch(() => undefined) : undefined;
  if (code !== undefined) process.exitCode = code;
  else {
    process.stderr.write(`qy: ${refusal}\n`);
    process.exitCode = 1;
  }
}

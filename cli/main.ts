#!/usr/bin/env node
import module from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeRefusal } from '#core/runtime';

// The entry of the `qy` bin (dist/cli/qy.mjs). It must run on any Node far enough to say what is
// wrong, so it imports only node: built-ins and core's version check; everything else is in the
// chunks imported below, which may use what Node >= 22.12 has. The re-run's module (node-hop.ts,
// which loads node:child_process and with it Node's net and stream modules) is imported only
// on an older Node: `qy --help` on Node 24 has no use for it.
const refusal = nodeRefusal('qy', process.versions.node);
if (!refusal) {
  // Node's own compile cache (in $NODE_COMPILE_CACHE, else the system's temp folder): the chunks
  // imported from here on are compiled from V8's cache after the first run of each build.
  module.enableCompileCache?.();
  const { startQy } = await import('./start.ts');
  process.exitCode = await startQy();
} else {
  // An older Node started us (the system's Node 20 on this project's machines): the project's own
  // Node 24 (the `node` devDependency) runs qy instead when it is installed beside the bin.
  const { projectNode, rerunUnder } = await import('./node-hop.ts');
  const node = projectNode(dirname(fileURLToPath(import.meta.url)), process.env);
  const code = node ? await rerunUnder(node, process).catch(() => undefined) : undefined;
  if (code !== undefined) process.exitCode = code;
  else {
    process.stderr.write(`qy: ${refusal}\n`);
    process.exitCode = 1;
  }
}

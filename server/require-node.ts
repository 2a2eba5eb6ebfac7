/**
 * Imported first by server/main.ts: a production start (`node dist/server/main.mjs`) on a Node
 * older than the project supports stops here with one line naming both versions, before the
 * database or any route is set up (an older Node would fail later, on the first API it lacks).
 */
import { nodeRefusal } from '#core/runtime';

const refusal = nodeRefusal('The QY SLA Admin server', process.versions.node);
if (refusal) {
  process.stderr.write(`${refusal}\n`);
  process.exit(1);
}

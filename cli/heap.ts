/**
 * V8 13 (Node 24) doubles the young generation whenever a scavenge finds much alive, up to 32 MB
 * a semi-space; `--all` over a million rows then peaked at 171 MB against 134 MB when it stays at
 * its first size (tests/cli/e2e/qy-stream.test.ts holds 150 MB), and took no longer. V8 reads the
 * flag each time it would grow the space, so setting it when a run starts to stream applies. Set
 * only then: node:v8 loads ~30 of Node's internal modules, which `qy --help` has no use for.
 */
export function keepYoungGenerationSmall(): void {
  process.getBuiltinModule('node:v8').setFlagsFromString('--semi-space-growth-factor=1');
}

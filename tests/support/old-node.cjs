/* global process */
// Preloaded with `node --require` by tests: this process reports Node 20.0.0, as the system Node
// of this project's machines would. A re-run under the project's Node (QY_NODE_HOP set by
// cli/node-hop.ts) keeps its real version, so the preload can be passed on with execArgv.
if (!process.env.QY_NODE_HOP) {
  Object.defineProperty(process, 'versions', { value: { ...process.versions, node: '20.0.0' } });
}

/**
 * What the factory loads to build the API client (factory.ts `client()`), imported on first use so
 * `qy --help` never loads ofetch: core's client and token store, and the transports.
 */
export { createClient, createMemoryTokenStore } from '#core/api';
export { createPlainTransport } from './plain-transport.ts';
export { createProxyFetch, proxySettings } from './proxy-fetch.ts';
export { createTracer, traceWanted } from './trace.ts';
export { createVersionCheck } from './server-version.ts';

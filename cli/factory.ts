import type { Settings } from './settings-keys.ts';
import type { ApiClient, CallInit, FetchLike } from '#core/api';
import type { AppError } from '#core/errors';
import { Code, AppError as AppErrorClass } from '#core/errors';
import {
  configFilePath,
  createConfigStore,
  resolveSession,
  type ConfigStore,
  type ResolvedSession,
} from './config.ts';
import type { DirectOutput } from './direct-output.ts';
import type { GlobalOptions } from './globals.ts';
import { createIO, type IO, type Streams } from './io.ts';
import { outputMode } from './output/mode.ts';
import type { JsonShape } from './output/json-shape.ts';
import type { OutputContext } from './output/print.ts';
import { createTranslate, type Translate } from './text.ts';

// false in a bundle built without the plain transport (cli/build.ts `without`, for the bench's
// figure of what it saves); under tsx the identifier is undefined: the transport is used.
declare const QY_PLAIN_TRANSPORT: boolean | undefined;
const plainTransport = typeof QY_PLAIN_TRANSPORT === 'boolean' ? QY_PLAIN_TRANSPORT : true;

/** Everything qy takes from the outside world; main.ts passes the real process, tests fakes. */
export interface CliEnvironment {
  streams: Streams;
  /** Help, version and error lines straight to the descriptors (the real process only). */
  direct?: DirectOutput;
  env: Record<string, string | undefined>;
  homeDir: string;
  /** Transport for the API client (tests: a fake or a server's fetch); default global fetch. */
  fetch?: FetchLike;
  now?: () => number;
  /** qy's own version, for the client–server version check (runCli sets it). */
  clientVersion?: string;
  /** Subscribes to Ctrl-C (SIGINT); returns the unsubscribe function. */
  onInterrupt?: (listener: () => void) => () => void;
  /** `qy config`'s settings from the config file (runCli reads them once, before parsing). */
  settings?: Settings;
}

/**
 * The lazy Factory of GitHub CLI: config, API client and IO are built only when a command asks,
 * so `qy --help` loads none of them.
 */
export interface Factory {
  readonly environment: CliEnvironment;
  readonly globals: GlobalOptions;
  readonly t: Translate;
  io(): IO;
  output(): OutputContext;
  config(): ConfigStore;
  session(): Promise<ResolvedSession>;
  /** `--json=fields` / `--fields` and `--jmespath` as one shape for JSON output (none: undefined). */
  jsonShape(): Promise<JsonShape | undefined>;
  /**
   * The API client with the session's token; a missing token is "not signed in" (exit 3).
   * `anonymous` gives one without a token (sign-in).
   */
  client(options?: { anonymous?: boolean }): Promise<ApiClient>;
  now(): number;
  onInterrupt(listener: () => void): () => void;
  /**
   * Forgets a stored credential the server reported as lost (seed §8: clear the stored login),
   * only the one of the server that answered: other servers' credentials are never touched.
   */
  settle(): Promise<void>;
}

/**
 * Every call of `client` waits at most `timeout` ms for the server's answer (`--timeout`); for a
 * streamed body (CSV export, log stream) that is the wait for the response headers.
 */
function withTimeout(client: ApiClient, timeout: number): ApiClient {
  const init = <I extends CallInit>(given?: I) => ({ timeout, ...given }) as I;
  return {
    ...client,
    tokenStore: client.tokenStore,
    get: (path, query, given) => client.get(path, query, init(given)),
    post: (path, body, given) => client.post(path, body, init(given)),
    postForm: (path, form, given) => client.postForm(path, form, init(given)),
    put: (path, body, given) => client.put(path, body, init(given)),
    del: (path, body, given) => client.del(path, body, init(given)),
    raw: (path, given) => client.raw(path, init(given)),
  };
}

export function createFactory(environment: CliEnvironment, globals: GlobalOptions): Factory {
  const t = createTranslate(globals.lang);
  let io: IO | undefined;
  let config: ConfigStore | undefined;
  let session: Promise<ResolvedSession> | undefined;
  let lostSession: AppError | undefined;
  let shape: Promise<JsonShape | undefined> | undefined;
  // Only a rejection of the stored token itself may forget it (not a token typed at login).
  let sentStoredToken = false;

  const factory: Factory = {
    environment,
    globals,
    t,
    io() {
      io ??= createIO(environment.streams, globals.color, environment.env);
      return io;
    },
    output() {
      const current = factory.io();
      const { fields, headers, bom } = globals;
      return {
        io: current,
        t,
        locale: globals.lang,
        mode: outputMode(globals, current),
        format: { fields, headers, bom },
        jsonShape: factory.jsonShape,
      };
    },
    jsonShape() {
      shape ??= (async () => {
        const { fields, query } = globals;
        if (!fields?.length && !query) return undefined;
        const { compileQuery } = await import('./output/json-shape.ts');
        return { fields, ...(query ? { query: await compileQuery(query, t) } : {}) };
      })();
      return shape;
    },
    config() {
      config ??= createConfigStore(configFilePath(environment.env, environment.homeDir));
      return config;
    },
    session() {
      session ??= factory
        .config()
        .read()
        .then((stored) => resolveSession(stored, environment.env, globals.server));
      return session;
    },
    async client({ anonymous = false } = {}) {
      const { server, token: sessionToken, source } = await factory.session();
      const token = anonymous ? undefined : sessionToken;
      if (!anonymous && !token) throw new AppErrorClass(Code.NotSignedIn);
      if (!anonymous) sentStoredToken ||= source === 'config';
      // Imported here, not at the top: the client pulls in ofetch, which --help never needs. It
      // is a chunk of its own (api-client.ts).
      const run = await import('./api-client.ts');
      const { createClient, createMemoryTokenStore } = run;
      // Through undici's proxy agent when the environment names a proxy; else the global fetch
      // (ofetch's default) for streams, and node:http for decoded calls (plain-transport.ts).
      const proxies = environment.fetch ? undefined : run.proxySettings(environment.env);
      const transport =
        environment.fetch ?? (proxies ? await run.createProxyFetch(proxies) : undefined);
      let plain =
        environment.fetch || proxies || !plainTransport ? undefined : run.createPlainTransport();
      let traced = transport;
      if (run.traceWanted(environment.env, globals.verbose)) {
        const io = factory.io();
        const tracer = run.createTracer(
          (line) => io.err(line),
          () => performance.now(),
        );
        if (plain) plain = tracer.plain(plain);
        // Streams too: the global fetch, wrapped, when no other transport is given.
        traced = tracer.fetch(transport ?? ((request: Request) => fetch(request)));
      }
      const { clientVersion } = environment;
      if (clientVersion) {
        const io = factory.io();
        const check = run.createVersionCheck(clientVersion, (serverVersion) =>
          io.err(`qy: ${t('cli.warn.serverVersion', { server, serverVersion, clientVersion })}`),
        );
        if (plain) plain = check.plain(plain);
        if (traced) traced = check.fetch(traced);
      }
      const client = createClient({
        origin: server,
        tokenStore: createMemoryTokenStore(token ?? null),
        locale: () => globals.lang,
        headers: { 'X-Client': 'qy-cli' },
        onSessionExpired: (error) => {
          lostSession = error;
        },
        ...(traced ? { fetch: traced } : {}),
        ...(plain ? { plain } : {}),
      });
      return withTimeout(client, globals.timeoutMs);
    },
    now: () => (environment.now ?? Date.now)(),
    onInterrupt: (listener) =>
      environment.onInterrupt ? environment.onInterrupt(listener) : () => {},
    async settle() {
      if (!lostSession || !sentStoredToken) return;
      await factory.config().removeHost((await factory.session()).server);
    },
  };
  return factory;
}

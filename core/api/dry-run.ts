import type { ApiClient } from './client.ts';

/** A write a dry run did not send: method, API path (without the base path) and JSON body. */
export interface UnsentCall {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body: unknown;
}

/**
 * The client of a dry run (`qy … approve --dry-run`): reads (GET, raw streams) go to the server
 * as usual, so versions are the ones read now; every write is handed to `record` instead of being
 * sent, and resolves with nothing. The same core calls run either way, so what a dry run shows is
 * what the real run would send.
 */
export function dryRunClient(client: ApiClient, record: (call: UnsentCall) => void): ApiClient {
  const write =
    (method: UnsentCall['method']) =>
    async <T>(path: string, body?: unknown): Promise<T> => {
      record({ method, path, body: body ?? null });
      return undefined as T;
    };
  return {
    ...client,
    tokenStore: client.tokenStore,
    post: write('POST'),
    postForm: write('POST'),
    put: write('PUT'),
    del: write('DELETE'),
  };
}

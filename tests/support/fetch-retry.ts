/**
 * vitest's setup file (node project): the tests' own fetch (undici's, in Node) sends a GET or HEAD
 * again when the kept-alive connection it went out on was closed by the server before any answer
 * ("other side closed", UND_ERR_SOCKET), as browsers do. A pooled connection left idle while a
 * loaded machine runs the previous test can be closing at the moment it is reused (issue 27:
 * production.test.ts failed so once in a three-worker run). Other methods, other errors and an
 * aborted request fail as before.
 */

const IDEMPOTENT = new Set(['GET', 'HEAD']);
/** A pooled connection, and the one after it, may both be closing: three tries in all. */
const RETRIES = 2;

/** The TypeError of a request whose connection the server closed before it answered. */
export function isClosedConnection(error: unknown): boolean {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return error instanceof TypeError && cause?.code === 'UND_ERR_SOCKET';
}

/** `base`, with idempotent requests sent again when their connection closed under them. */
export function retryingFetch(base: typeof fetch): typeof fetch {
  return async (input, init) => {
    const method = (
      init?.method ?? (input instanceof Request ? input.method : 'GET')
    ).toUpperCase();
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    for (let retry = 0; ; retry++) {
      try {
        return await base(input, init);
      } catch (error) {
        const again =
          retry < RETRIES &&
          IDEMPOTENT.has(method) &&
          !signal?.aborted &&
          isClosedConnection(error);
        if (!again) throw error;
      }
    }
  };
}

/** Where Node's own fetch is kept: in a worker that runs files one after another (the node
 * project does not isolate them), this file runs before each and must not wrap its own wrapper. */
const PLAIN = Symbol.for('qy.tests.plainFetch');
const scope = globalThis as typeof globalThis & { [PLAIN]?: typeof fetch };

/** Node's own fetch, as it was before this file replaced it. */
export const plainFetch: typeof fetch = (scope[PLAIN] ??= globalThis.fetch);

globalThis.fetch = retryingFetch(plainFetch);

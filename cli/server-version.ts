import type { FetchLike, PlainTransport } from '#core/api';

/** The response header a QY server names its version in (`1.4.0`). */
const SERVER_VERSION_HEADER = 'x-qy-version';

const major = (version: string): number | undefined => {
  const match = /^v?(\d+)\./.exec(version.trim());
  return match ? Number(match[1]) : undefined;
};

/**
 * The client–server version check: the first answer that names the server's version is compared
 * with qy's own; a different major version is one warning on stderr (never an error: the
 * command goes on). A server that names none is not checked.
 */
export function createVersionCheck(clientVersion: string, warn: (line: string) => void) {
  let checked = false;
  const check = (serverVersion: string | null | undefined) => {
    if (checked || !serverVersion) return;
    checked = true;
    const server = major(serverVersion);
    const client = major(clientVersion);
    if (server !== undefined && client !== undefined && server !== client) warn(serverVersion);
  };
  return {
    plain:
      (transport: PlainTransport): PlainTransport =>
      async (request) => {
        const response = await transport(request);
        check(response.header(SERVER_VERSION_HEADER));
        return response;
      },
    fetch:
      (transport: FetchLike): FetchLike =>
      async (request) => {
        const response = await transport(request);
        check(response.headers.get(SERVER_VERSION_HEADER));
        return response;
      },
  };
}

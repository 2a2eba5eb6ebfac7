/** Why qy could not reach a server, from the transport's error (en-US). */
export const cliNetwork = {
  'cli.network.refused': 'connection refused by {host}',
  'cli.network.dns': 'host {host} not found (DNS)',
  'cli.network.tls':
    'TLS handshake with {host} failed; is it a plain http:// server? (try http:// instead of https://)',
  'cli.network.certificate': 'the TLS certificate of {host} is not trusted ({code})',
  'cli.network.reset': 'connection to {host} was reset',
  'cli.network.timeout': 'connecting to {host} timed out',
  'cli.network.proxy': 'the proxy {proxy} could not be reached ({code})',
  'cli.network.other': '{code} talking to {host}',
} as const;

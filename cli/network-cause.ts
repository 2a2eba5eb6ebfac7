import type { Translate } from './text.ts';

/** The system error code (ECONNREFUSED, ENOTFOUND, ERR_SSL_…) somewhere in an error's causes. */
function causeCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && depth < 6; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && !/^\d+$/.test(code)) return code;
    // AggregateError (happy eyeballs tried several addresses): the first one's reason.
    const inner = (e as { errors?: unknown[] }).errors?.[0];
    e = inner ?? (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The proxy host named by an error from the proxy itself (cli/proxy.ts), if any. */
function proxyOf(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && depth < 6; depth++) {
    const proxy = (e as { proxy?: unknown }).proxy;
    if (typeof proxy === 'string') return proxy;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Why a request never got an answer, in words: refused, DNS, TLS to a plain port, … ; undefined
 * when the transport said nothing more than 'Network Error'.
 */
export function networkCause(error: unknown, server: string, t: Translate): string | undefined {
  const code = causeCode((error as { cause?: unknown } | null)?.cause);
  const proxy = proxyOf(error);
  if (proxy) return t('cli.network.proxy', { proxy, code: code ?? 'error' });
  if (!code) return undefined;
  let host = server;
  try {
    host = new URL(server).host;
  } catch {
    // keep the text as given
  }
  if (code === 'ECONNREFUSED') return t('cli.network.refused', { host });
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return t('cli.network.dns', { host });
  if (code === 'EPROTO' || code.startsWith('ERR_SSL_')) return t('cli.network.tls', { host });
  if (/CERT|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code)) {
    return t('cli.network.certificate', { host, code });
  }
  if (code === 'ECONNRESET') return t('cli.network.reset', { host });
  if (code === 'ETIMEDOUT') return t('cli.network.timeout', { host });
  return t('cli.network.other', { host, code });
}

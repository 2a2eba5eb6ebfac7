import { BlockList, isIP } from 'node:net';

/**
 * Which proxies the server sits behind (TRUST_PROXY): false = none (the socket peer is the client);
 * true = one hop; N = N hops; a list of CIDR ranges = every hop whose address is in one of them.
 */
export type TrustProxy = boolean | number | readonly string[];

const CIDR = /^([0-9a-fA-F:.]+)(?:\/(\d{1,3}))?$/;

/** Parses one TRUST_PROXY value; undefined when it is none of the accepted forms. */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  const v = value.trim();
  if (v === 'false' || v === '0') return false;
  if (v === 'true' || v === '1') return true;
  if (/^\d{1,2}$/.test(v)) return Number(v);
  const ranges = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (ranges.length === 0) return undefined;
  for (const range of ranges) {
    const m = CIDR.exec(range);
    const family = m ? isIP(m[1]) : 0;
    if (!m || family === 0) return undefined;
    if (m[2] !== undefined && Number(m[2]) > (family === 4 ? 32 : 128)) return undefined;
  }
  return ranges;
}

const plain = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.)/, '');

function blockListOf(ranges: readonly string[]): BlockList {
  const list = new BlockList();
  for (const range of ranges) {
    const [address, bits] = range.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return list;
}

/**
 * The client's address from the chain [X-Forwarded-For entries…, socket peer], read from the right:
 * every proxy appends the address it was reached from, so only the entries the trusted proxies wrote
 * can be believed; whatever lies further left the client wrote itself.
 */
export function clientAddressOf(
  forwardedFor: string | undefined,
  peer: string,
  trust: TrustProxy,
): string {
  if (trust === false || trust === 0 || !forwardedFor) return peer;
  const chain = [...forwardedFor.split(','), peer].map(plain).filter(Boolean);
  if (Array.isArray(trust)) {
    const trusted = blockListOf(trust);
    const isTrusted = (a: string) => {
      const family = isIP(a);
      return family !== 0 && trusted.check(a, family === 6 ? 'ipv6' : 'ipv4');
    };
    // Skip trusted proxies from the right; the first untrusted address is the client.
    for (let i = chain.length - 1; i > 0; i--) if (!isTrusted(chain[i])) return chain[i];
    return chain[0];
  }
  const hops = trust === true ? 1 : (trust as number);
  // The peer is the last trusted proxy; `hops` entries left of it were appended by trusted proxies.
  return chain[Math.max(0, chain.length - 1 - hops)];
}

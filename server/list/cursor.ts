import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError, Code } from '#core/errors';
import type { AppConfig } from '../env.ts';
import { CURSOR_START } from '../domain/common-inputs.ts';

/** Where a keyset page ends: the sort field, its value and the id of the last row. */
export interface CursorKey {
  /** The sort field the cursor was issued for (a cursor from another sort is refused). */
  f: string;
  v: string | number | null;
  id: number;
  /** Carried along (e.g. the totals of the first page); covered by the signature, so not forgeable. */
  t?: unknown;
}

/**
 * Opaque cursors: `base64url(json).base64url(hmac)`. The HMAC-SHA256 covers the key and the list it
 * was issued for (resource and filters), so a cursor can be neither forged nor replayed on another
 * list; a bad one is a 400100 on `cursor`, never a 500.
 */
export interface CursorCodec {
  encode(key: CursorKey, scope: string): string;
  /** null for the first page (no cursor or the empty-cursor marker). */
  decode(cursor: string | undefined, field: string, scope: string): CursorKey | null;
}

const INT_MAX = 2_147_483_647;

const refused = () =>
  new AppError(Code.ValidationFailed, { fields: { cursor: 'validation.invalid' } });

function isCursorKey(key: unknown, field: string): key is CursorKey {
  if (!key || typeof key !== 'object') return false;
  const k = key as Record<string, unknown>;
  const v = k.v;
  return (
    k.f === field &&
    Number.isSafeInteger(k.id) &&
    (k.id as number) >= 0 &&
    (k.id as number) <= INT_MAX &&
    (v === null || typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)))
  );
}

function cursorCodec(secret: string | Buffer): CursorCodec {
  const sign = (payload: string, scope: string) =>
    createHmac('sha256', secret).update(`${payload}\n${scope}`).digest();
  return {
    encode(key, scope) {
      const payload = Buffer.from(JSON.stringify(key)).toString('base64url');
      return `${payload}.${sign(payload, scope).toString('base64url')}`;
    },
    decode(cursor, field, scope) {
      if (!cursor || cursor === CURSOR_START) return null;
      const [payload, mac, extra] = cursor.split('.');
      if (!payload || !mac || extra !== undefined) throw refused();
      const given = Buffer.from(mac, 'base64url');
      const expected = sign(payload, scope);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refused();
      let key: unknown;
      try {
        key = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        throw refused();
      }
      if (!isCursorKey(key, field)) throw refused();
      return key;
    },
  };
}

// Without SERVER_SECRET each process signs with its own random key: cursors then hold within one
// instance only (set SERVER_SECRET when several instances share a load balancer).
const PROCESS_SECRET = randomBytes(32);
const codecs = new WeakMap<AppConfig, CursorCodec>();

/** The cursor codec of an app, keyed by its configuration's SERVER_SECRET. */
export function cursorsOf(config: AppConfig): CursorCodec {
  let codec = codecs.get(config);
  if (!codec) codecs.set(config, (codec = cursorCodec(config.serverSecret ?? PROCESS_SECRET)));
  return codec;
}

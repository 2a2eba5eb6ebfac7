import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Used when no SERVER_SECRET is configured and none is kept in a data directory: this process only. */
const PROCESS_SECRET = randomBytes(32).toString('base64url');

/**
 * A key for one purpose (e.g. 'sms-code'), derived from the server secret, so one secret serves
 * every keyed hash without two purposes sharing a key.
 */
function keyFor(serverSecret: string | undefined, purpose: string): Buffer {
  return createHmac('sha256', serverSecret ?? PROCESS_SECRET)
    .update(purpose)
    .digest();
}

/** HMAC-SHA256 (hex) of `text` under the purpose's key. */
export function keyedDigest(
  serverSecret: string | undefined,
  purpose: string,
  text: string,
): string {
  return createHmac('sha256', keyFor(serverSecret, purpose)).update(text, 'utf8').digest('hex');
}

/**
 * The embedded database's default secret: kept in `<dataDir>/server-secret` (mode 0600), created
 * with 256 random bits on the first start, so codes survive a restart without any configuration.
 */
export function dataDirSecret(dataDir: string): string {
  const file = join(dataDir, 'server-secret');
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch {
    // not created yet
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

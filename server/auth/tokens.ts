import { hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A 256-bit random bearer token, base64url. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored for a token or code: its SHA-256 (hex). */
export function sha256(text: string): string {
  return hash('sha256', text, 'hex');
}

/** A uniformly random 6-digit SMS code. */
export function newSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

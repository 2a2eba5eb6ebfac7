import { keyedDigest } from './secrets.ts';

/**
 * What an SMS code is stored as: HMAC-SHA256 under a key derived from the server secret, bound to
 * the user. A copy of the database alone cannot be searched for the live code (10^6 guesses need
 * the key).
 */
export function smsCodeDigest(
  serverSecret: string | undefined,
  userId: number,
  code: string,
): string {
  return keyedDigest(serverSecret, 'sms-code', `${userId}:${code}`);
}

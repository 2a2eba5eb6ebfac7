/** What a remote SMS provider answered when it refused or failed (logged; never holds the code). */
export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
}

/** Bounded wait for a provider: a hung gateway must not pile up sends. */
export const SMS_TIMEOUT_MS = 5_000;

/** fetch with a timeout; network failures become SmsDeliveryError naming the provider only. */
export async function postToProvider(
  provider: string,
  url: string,
  init: RequestInit,
): Promise<{ status: number; text: string }> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(SMS_TIMEOUT_MS) });
  } catch (error) {
    const cause = error instanceof Error ? error.name : 'unknown';
    throw new SmsDeliveryError(`${provider}: request failed (${cause})`);
  }
  return { status: res.status, text: await res.text() };
}

/** Parses a provider's JSON answer, or fails naming the provider and the HTTP status. */
export function jsonOf(provider: string, res: { status: number; text: string }): unknown {
  try {
    return JSON.parse(res.text) as unknown;
  } catch {
    throw new SmsDeliveryError(`${provider}: HTTP ${res.status}, not JSON`);
  }
}

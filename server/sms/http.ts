/** What a remote SMS provider answered when it refused or failed (logged; never holds the code). */
export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
}

/** Bounded wait for a provider: a hung gateway must not pile up sends. */
const SMS_TIMEOUT_MS = 5_000;

/**
 * fetch with a timeout; network failures become SmsDeliveryError naming the provider only. No
 * redirect is followed: a 307 would re-send the phone and the code to whatever host it names.
 */
export async function postToProvider(
  provider: string,
  url: string,
  init: RequestInit,
): Promise<{ status: number; text: string }> {
  let res: Response;
  try {
    res = await fetch(url, {
      ...init,
      redirect: 'manual',
      signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
    });
  } catch (error) {
    const cause = error instanceof Error ? error.name : 'unknown';
    throw new SmsDeliveryError(`${provider}: request failed (${cause})`);
  }
  if (res.status >= 300 && res.status < 400) {
    await res.body?.cancel();
    throw new SmsDeliveryError(`${provider}: HTTP ${res.status}, redirect not followed`);
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

import { isAppError } from '#core/errors';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The text to show for a failed call: the server's own message (it answers in the user's language),
 * the translated catalogue text for client-side transport failures, else 'Request Error' (seed §8).
 */
export function errorMessage(error: unknown, t: Translate): string {
  if (isAppError(error)) {
    // Client-side transport codes (900xxx) carry English texts; translate them.
    if (error.code >= 900000) {
      const key = `error.${error.code}`;
      const ms = Number(error.data?.ms ?? /(\d+) ms/.exec(error.message)?.[1]);
      const translated = t(key, {
        ...(Number.isFinite(ms) ? { ms } : {}),
        status: error.status,
        ...error.values,
      });
      return translated === key ? error.message : translated;
    }
    return error.message || t('request.error');
  }
  return t('request.error');
}

import { UsageError } from '../../errors.ts';
import type { Translate } from '../../text.ts';

/** The body text as JSON; anything else is a usage error (the API takes JSON bodies only). */
export function parseJsonBody(text: string, t: Translate): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new UsageError(t('cli.api.badJson'), 'api');
  }
}

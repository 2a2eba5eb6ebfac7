import { UsageError } from '../../errors.ts';
import type { Translate } from '../../text.ts';
import type { DecideTarget } from './decide.ts';

const ID_PATTERN: Record<DecideTarget, RegExp> = {
  'deposit-requests': /^[1-9]\d{0,9}$/,
  'merchant-reviews': /^[1-9]\d{0,9}$/,
  settlements: /^ST\d{1,30}$/,
};

/** The ids of a write verb, checked before anything is sent: one bad id refuses the whole call. */
export function checkIds(
  target: DecideTarget,
  ids: readonly string[],
  t: Translate,
  command: string,
) {
  const clean = ids.map((id) => id.trim()).filter((id) => id !== '');
  if (clean.length === 0) throw new UsageError(t('cli.decide.noIds'), command);
  for (const id of clean) {
    if (!ID_PATTERN[target].test(id) || Number(id) > 2 ** 31 - 1) {
      throw new UsageError(t('cli.decide.badId', { id }), command);
    }
  }
  return [...new Set(clean)];
}

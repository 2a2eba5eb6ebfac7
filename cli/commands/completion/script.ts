import type { Command } from 'commander';
import type { Locale } from '#core/errors';
import type { Translate } from '../../text.ts';
import { bashScript } from './bash.ts';
import type { Shell } from './completion.ts';
import { fishScript } from './fish.ts';
import { walk } from './tree.ts';
import { zshScript } from './zsh.ts';

/**
 * The completion script of `shell` for the command tree under `root`: commands, options, and the
 * values of options and arguments declared with a list (option-values.ts: core's enums, the sort
 * fields, the log catalogue), described in `locale`.
 */
export function completionScript(
  shell: Shell,
  root: Command,
  t: Translate,
  locale: Locale,
): string {
  const nodes = walk(root, t, locale);
  if (shell === 'fish') return fishScript(nodes);
  if (shell === 'zsh') return zshScript(nodes);
  return bashScript(nodes);
}

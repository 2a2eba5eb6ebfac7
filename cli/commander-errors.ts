import type { CommanderError } from 'commander';
import type { CliMessageKey, Translate } from './text.ts';
import { UsageError } from './errors.ts';

const MESSAGES: Record<string, CliMessageKey> = {
  'commander.unknownOption': 'cli.usage.unknownOption',
  'commander.unknownCommand': 'cli.usage.unknownCommand',
  'commander.missingArgument': 'cli.usage.missingArgument',
  'commander.optionMissingArgument': 'cli.usage.optionMissingArgument',
  'commander.excessArguments': 'cli.usage.excessArguments',
};

/** Commander's English parse errors as usage errors in the chosen language. */
export function usageErrorFromCommander(
  error: CommanderError,
  t: Translate,
  command: string | undefined,
): UsageError {
  const key = MESSAGES[error.code];
  const quoted = /'([^']+)'/.exec(error.message)?.[1] ?? '';
  let message = key ? t(key, { value: quoted }) : error.message.replace(/^error:\s*/, '');
  // Commander's 'Did you mean …?' for a mistyped command or option, kept and translated.
  const suggestion = /\(Did you mean ([^?]+)\?\)/.exec(error.message)?.[1];
  if (key && suggestion) message += ` ${t('cli.help.suggest', { suggestion })}`;
  return new UsageError(message.replace(/\s*\n\s*/g, ' '), command);
}

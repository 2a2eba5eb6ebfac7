import type { Command } from 'commander';
import type { Factory } from '../factory.ts';
import type { Translate } from '../text.ts';

/** The running half of a verb: typed options in, output through the factory's IO. */
export type Run<O> = (options: O, factory: Factory) => Promise<void>;

/** What the parsing half of every verb needs from the program. */
export interface CommandContext {
  t: Translate;
  /** The factory for a command, built from its (global) options when the action runs. */
  factoryFor(command: Command): Factory;
}

/** Appends an "Examples:" section to a command's help. */
export function withExamples(command: Command, t: Translate, examples: readonly string[]): Command {
  return command.addHelpText(
    'after',
    `\n${t('cli.help.examples')}\n${examples.map((e) => `  $ ${e}`).join('\n')}`,
  );
}

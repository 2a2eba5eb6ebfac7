import { Command } from 'commander';
import type { Translate } from '../text.ts';
import { completionCommand } from './completion/completion.ts';
import { withExamples, type CommandContext, type Run } from './context.ts';
import { NOUNS } from './nouns.ts';
import { verbId, type AnyVerb, type RunOverrides, type Verb } from './verb.ts';
import { VERBS } from './verbs.ts';

/** Which nouns get their verbs: a run builds only the noun it names (help lists nouns alone). */
export type NounFilter = (noun: string) => boolean;

const allNouns: NounFilter = () => true;

/** The verb's run: an override (tests) or its own, imported when the command runs. */
function runOf<O>(verb: Verb<O>, overrides: RunOverrides): Run<O> {
  const override = overrides[verbId(verb)];
  if (override) return override;
  return async (options, factory) => (await verb.run())(options, factory);
}

/**
 * The one registry of qy's commands: builds the command tree from VERBS (verbs.ts) and NOUNS
 * (nouns.ts). Definitions import no runner: each runs through its lazy `run`. `wanted` limits the
 * verbs built to the noun a run names (the root's help shows nouns only, so it is the same either
 * way; tests/cli/commands/help-completion.test.ts holds that).
 */
export function registerCommands(
  program: Command,
  ctx: CommandContext,
  overrides: RunOverrides,
  t: Translate,
  wanted: NounFilter = allNouns,
  verbs: readonly AnyVerb[] = VERBS,
): void {
  const nouns = new Map<string, Command>();
  const nounCommand = (path: string): Command => {
    const made = nouns.get(path);
    if (made) return made;
    const spec = NOUNS[path];
    if (!spec) throw new Error(`qy: the noun "${path}" is not in cli/commands/nouns.ts`);
    const cut = path.lastIndexOf(' ');
    const noun = new Command(path.slice(cut + 1)).description(t(spec.description));
    (cut < 0 ? program : nounCommand(path.slice(0, cut))).addCommand(noun);
    nouns.set(path, noun);
    return noun;
  };
  for (const verb of verbs) {
    if (!verb.noun) {
      program.addCommand(verb.command(ctx, runOf(verb, overrides)));
      continue;
    }
    const noun = nounCommand(verb.noun);
    if (wanted(verb.noun.split(' ')[0])) {
      noun.addCommand(verb.command(ctx, runOf(verb, overrides)), { isDefault: verb.isDefault });
    }
  }
  // Examples after the verbs, so a noun's help reads: usage, verbs, then examples.
  for (const [path, noun] of nouns) {
    const examples = NOUNS[path]?.examples;
    if (examples) withExamples(noun, t, examples);
  }
  program.addCommand(completionCommand(ctx));
}

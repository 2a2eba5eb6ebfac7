import type { Command } from 'commander';
import type { CommandContext, Run } from './context.ts';

/**
 * One verb of `qy`, as the registry (registry.ts) reads it. A verb is two files:
 *
 * - `cli/commands/<noun>/<verb>.ts`, the parsing half: its commander command (flags, help text,
 *   examples), argv → typed options, and the `defineVerb` value;
 * - `cli/commands/<noun>/<verb>-run.ts`, the running half: typed options in, `#core/api` calls
 *   through `factory.client()`, output through `factory.output()`. It is imported only when the
 *   command runs, so `qy --help` never loads it (nor the API client).
 *
 * and one line in `verbs.ts` (the order there is the order in help). A new noun also gets its
 * help text and examples in `nouns.ts`. docs/CLI.md walks through an example.
 */
export interface Verb<O = never> {
  /** The noun it sits under (`deposits`, `auth token`), or '' for a top-level command (`login`). */
  noun: string;
  /** Its name: `list`. With the noun, its id (`deposits list`): the key tests replace runs by. */
  name: string;
  /** Runs when its noun is given without a verb (`qy auth token` is `qy auth token print`). */
  isDefault?: boolean;
  /** The parsing half: builds the command, whose action calls `run` with the typed options. */
  command(ctx: CommandContext, run: Run<O>): Command;
  /** The running half, loaded on first use: `() => import('./list-run.ts').then((m) => m.run…)`. */
  run(): Promise<Run<O>>;
}

/** Declares a verb (typed: the options `command` parses are the options `run` takes). */
export function defineVerb<O>(verb: Verb<O>): Verb<O> {
  return verb;
}

/** `deposits list`, `auth token create`, `login`. */
export function verbId(verb: Pick<Verb<unknown>, 'noun' | 'name'>): string {
  return verb.noun ? `${verb.noun} ${verb.name}` : verb.name;
}

/** Runs to use instead of the verbs' own, by verb id (tests check parsing with a spy). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RunOverrides = Partial<Record<string, Run<any>>>;

/** A verb of any options (the registry's list holds verbs of many). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyVerb = Verb<any>;

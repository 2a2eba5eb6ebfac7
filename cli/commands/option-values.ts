import { Argument, Option, type Command } from 'commander';

/**
 * How `qy completion` describes a value (zsh and fish show it beside the value): `label`, the
 * status / kind label the tables print; `sort`, ascending or descending (`-` prefix); `locale`,
 * the language's own name; `logModule` / `logAction`, the log catalogue's name; `plain`, none.
 */
export type ValueKind = 'label' | 'sort' | 'locale' | 'logModule' | 'logAction' | 'plain';

export interface ValueList {
  values: readonly string[];
  kind: ValueKind;
  /**
   * qy's own arguments of a command that prints more values, one a line, when the shell
   * completes (values that live in the config file, not in the command tree: context names).
   */
  source?: readonly string[];
}

// Kept beside commander's objects: its own `choices()` would check values with an untranslated
// error, and qy checks them itself (parseChoice) against the same list.
const lists = new WeakMap<Option | Argument, ValueList>();

/** The values an option or argument takes, when it was declared with them. */
export function valueListOf(target: Option | Argument): ValueList | undefined {
  return lists.get(target);
}

/** A sort option's values: each field, ascending, and `-field`, descending. */
export function sortValues(fields: readonly string[]): readonly string[] {
  return fields.flatMap((field) => [field, `-${field}`]);
}

/**
 * Adds an option that takes one of `values` (core's enums, the sort fields): the parse checks
 * against the same list, and `qy completion` completes the values from the command tree.
 */
export function valueOption(
  command: Command,
  flags: string,
  description: string,
  values: readonly string[],
  kind: ValueKind = 'label',
): Command {
  const option = new Option(flags, description);
  lists.set(option, { values, kind });
  return command.addOption(option);
}

/**
 * Adds a positional argument that takes one of `values` (completed like a value option's); with
 * `source`, also the lines `qy SOURCE…` prints when the shell completes.
 */
export function valueArgument(
  command: Command,
  name: string,
  description: string,
  values: readonly string[],
  kind: ValueKind = 'plain',
  source?: readonly string[],
): Command {
  const argument = new Argument(name, description);
  lists.set(argument, { values, kind, ...(source ? { source } : {}) });
  return command.addArgument(argument);
}

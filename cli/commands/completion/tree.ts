import type { Command } from 'commander';
import { logActionName, logModuleName } from '#core/audit';
import type { Locale } from '#core/errors';
import { statusLabel } from '../../output/cells.ts';
import type { Translate } from '../../text.ts';
import { valueListOf, type ValueList } from '../option-values.ts';

/** A value to complete, with what it means (zsh and fish show it). */
export interface Value {
  value: string;
  description: string;
}

export interface NodeOption {
  flags: string[];
  description: string;
  /** The values it takes, when declared with a list (option-values.ts). */
  values?: Value[];
}

/** One command of the tree, as a completion script needs it. */
export interface Node {
  /** Command path words, e.g. ['deposits', 'list']. */
  path: string[];
  description: string;
  subcommands: string[];
  options: NodeOption[];
  /** Values of its first positional argument, when declared with a list. */
  argumentValues?: Value[];
  /**
   * A shell command printing more values of that argument, one a line, when completing (its
   * errors dropped): `qy auth status --no-headers --fields context` for the context names.
   */
  argumentSource?: string;
}

/** Each language by its own name. */
const LOCALE_NAMES: Record<Locale, string> = { 'en-US': 'English (US)', 'zh-CN': '简体中文' };

function describeValue(value: string, list: ValueList, t: Translate, locale: Locale): string {
  switch (list.kind) {
    case 'label':
      return statusLabel(value, t);
    case 'sort':
      return t(value.startsWith('-') ? 'cli.completion.descending' : 'cli.completion.ascending');
    case 'locale':
      return LOCALE_NAMES[value as Locale] ?? value;
    case 'logModule':
      return logModuleName(value, locale);
    case 'logAction':
      return logActionName(value, locale);
    default:
      return '';
  }
}

/** The values of a declared list, described (no description when it would only repeat the value). */
function valuesOf(list: ValueList | undefined, t: Translate, locale: Locale): Value[] | undefined {
  return list?.values.map((value) => {
    const description = describeValue(value, list, t, locale);
    return { value, description: description === value ? '' : description };
  });
}

/** Every command under `command` (itself first), with options, values and subcommands. */
export function walk(command: Command, t: Translate, locale: Locale, path: string[] = []): Node[] {
  const options: NodeOption[] = command.options.map((o) => ({
    flags: [o.long, o.short].filter((f): f is string => Boolean(f)),
    description: o.description,
    values: valuesOf(valueListOf(o), t, locale),
  }));
  options.push({ flags: ['--help', '-h'], description: t('cli.option.help') });
  const subs = command.commands.filter((c) => c.name() !== 'help');
  const [first] = command.registeredArguments;
  const list = first && valueListOf(first);
  const node: Node = {
    path,
    description: command.description(),
    subcommands: subs.map((c) => c.name()),
    options,
    argumentValues: valuesOf(list, t, locale),
    ...(list?.source ? { argumentSource: `qy ${list.source.join(' ')} 2>/dev/null` } : {}),
  };
  return [node, ...subs.flatMap((sub) => walk(sub, t, locale, [...path, sub.name()]))];
}

/** A word in single quotes for sh, bash, zsh and fish. */
export const shellWord = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * The `case` pattern of an option's flags after a command path: `'deposits.list|--status'|…`;
 * a root option is global, so after any path: `*'|--lang'`.
 */
export const flagPatterns = (path: string, option: NodeOption, global = false) =>
  option.flags
    .map((f) => (global ? `*${shellWord(`|${f}`)}` : shellWord(`${path}|${f}`)))
    .join('|');

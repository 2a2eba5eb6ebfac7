/**
 * What the palette lists, as one flat list of ranked entries: the registry's commands, recent
 * pages and records, server record hits and a typed record number's instant 'Open …'. Grouping
 * keeps the rank order: groups appear in the order of their best hit.
 */
import type { CommandDef, CommandGroup } from '../../lib/commands.ts';
import { GROUP_ORDER } from '../../lib/commands.ts';
import type { PinyinKeys, RankedHit } from '../../lib/palette-rank.ts';

export interface PaletteEntry {
  id: string;
  title: string;
  group: CommandGroup;
  icon?: string;
  shortcut?: string[];
  keywords?: string[];
  hint?: string;
  confirm?: string;
  boost?: number;
  /** Checked before running; false keeps the palette open (e.g. an unknown record number). */
  guard?(): Promise<boolean>;
  /** Pinyin keys of the title when known (records: from the server). */
  pinyin?: PinyinKeys;
  run(): void | Promise<void>;
}

export function fromCommand(c: CommandDef): PaletteEntry {
  return {
    id: c.id,
    title: c.title,
    group: c.group,
    icon: c.icon,
    shortcut: c.shortcut,
    keywords: c.keywords,
    hint: c.hint,
    confirm: c.confirm,
    // The page on screen and its selection matter most; then the shell's pages and actions. The
    // margin is wider than a keyword-pinyin vs title-initials gap (720 vs 760), so a command of the
    // page on screen found by its keyword still beats a global page whose initials merely start so.
    boost: c.group === 'selection' ? 60 : c.group === 'page' ? 50 : 0,
    run: c.run,
  };
}

export interface EntryGroup {
  group: CommandGroup;
  entries: PaletteEntry[];
}

/** Groups ranked hits; with a query, groups follow their best hit, else the fixed group order. */
export function groupHits(hits: readonly RankedHit<PaletteEntry>[], byRank: boolean): EntryGroup[] {
  const map = new Map<CommandGroup, PaletteEntry[]>();
  for (const { item } of hits) {
    const list = map.get(item.group);
    if (list) list.push(item);
    else map.set(item.group, [item]);
  }
  const groups = [...map.entries()].map(([group, entries]) => ({ group, entries }));
  if (!byRank) groups.sort((a, b) => GROUP_ORDER.indexOf(a.group) - GROUP_ORDER.indexOf(b.group));
  return groups;
}

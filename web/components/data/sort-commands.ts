/**
 * The palette's sort commands of a list, derived from its columns (the same `sortField`s the
 * headers sort by), so a list sorts from the keyboard: 'sort by amount', '按金额排序', 'oldest first'.
 */
import type { CommandDef } from '../../lib/commands.ts';
import type { Column } from './columns.ts';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A column whose values are times or days: its ascending order reads 'oldest first'. */
function isTemporalField(field: string): boolean {
  return /(At|Date|Time|period|day)$/i.test(field) || /^(date|time|period)/i.test(field);
}

/**
 * Two commands per sortable column (ascending, descending); the first temporal column also answers
 * 'oldest first' / 'newest first' in both languages. `other` is the other locale's translator.
 */
export function sortCommands<T>(
  columns: readonly Column<T>[],
  sort: string,
  apply: (sort: string) => void,
  t: Translate,
  other: Translate,
): CommandDef[] {
  const out: CommandDef[] = [];
  let temporalSeen = false;
  let moneySeen = false;
  for (const col of columns) {
    const field = col.sortField;
    if (!field) continue;
    const temporal = !temporalSeen && isTemporalField(field);
    if (temporal) temporalSeen = true;
    // The first money column answers 'sort by amount' / '按金额排序' whatever its own title.
    const money = !moneySeen && field.endsWith('Fen');
    if (money) moneySeen = true;
    for (const dir of ['asc', 'desc'] as const) {
      const value = dir === 'asc' ? field : `-${field}`;
      const word = temporal ? (dir === 'asc' ? 'oldest' : 'newest') : null;
      const keywords = [other(`data.sort.${dir}`, { column: col.title }), field];
      if (word) keywords.push(t(`data.sort.${word}`), other(`data.sort.${word}`));
      if (money) keywords.push(t('data.sort.byAmount'), other('data.sort.byAmount'));
      out.push({
        id: `table:sort:${value}`,
        title: t(`data.sort.${dir}`, { column: col.title }),
        group: 'page',
        icon: 'list',
        hint: word ? t(`data.sort.${word}`) : sort === value ? t('data.sort.current') : undefined,
        keywords,
        run: () => apply(value),
      });
    }
  }
  return out;
}

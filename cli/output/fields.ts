import { UsageError } from '../errors.ts';
import type { Translate } from '../text.ts';

/** How TSV and CSV are shaped: which columns, a header row or not, a BOM for Excel. */
export interface TextFormat {
  /** Column ids in the order asked (`--fields a,b,c`); all columns when absent. */
  fields?: string[];
  headers: boolean;
  bom: boolean;
}

/** The columns `--fields` names, in its order; an unknown name is a usage error listing them all. */
export function selectColumns<C extends { id: string }>(
  columns: readonly C[],
  fields: readonly string[] | undefined,
  t: Translate,
): readonly C[] {
  if (!fields || fields.length === 0) return columns;
  return fields.map((id) => {
    const found = columns.find((c) => c.id === id);
    if (!found) {
      const choices = columns.map((c) => c.id).join(', ');
      throw new UsageError(t('cli.usage.badChoice', { option: '--fields', choices }));
    }
    return found;
  });
}

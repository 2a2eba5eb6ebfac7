import { UsageError } from '../errors.ts';
import type { Translate } from '../text.ts';

/**
 * What `--json` output goes through before it is written: `--json=a,b` / `--fields a,b` keep
 * those keys of each record (gh's `--json fields`), then `--jmespath` (JMESPath, the AWS and Azure
 * CLIs' `--query`) transforms the whole document.
 */
export interface JsonShape {
  fields?: readonly string[];
  query?: (value: unknown) => unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The keys of `record` named by `fields`, in their order; a key it lacks is a usage error. */
export function pickFields(record: unknown, fields: readonly string[], t: Translate): unknown {
  if (!isRecord(record)) return record;
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    if (!(field in record)) {
      const choices = Object.keys(record).join(', ');
      throw new UsageError(t('cli.usage.badChoice', { option: '--json / --fields', choices }));
    }
    out[field] = record[field];
  }
  return out;
}

/** Fields picked from a record, or from each record of a list. */
function projectFields(value: unknown, fields: readonly string[], t: Translate): unknown {
  return Array.isArray(value)
    ? value.map((v) => pickFields(v, fields, t))
    : pickFields(value, fields, t);
}

/** The document as `--json=…` and `--jmespath` want it (unchanged without either). */
export function shapeJson(value: unknown, shape: JsonShape | undefined, t: Translate): unknown {
  if (!shape) return value;
  const projected = shape.fields?.length ? projectFields(value, shape.fields, t) : value;
  return shape.query ? shape.query(projected) : projected;
}

/**
 * `--jmespath EXPR` compiled once (a syntax error is a usage error, exit 2, before anything is sent).
 * jmespath is imported here only: runs without `--jmespath` never load it.
 */
export async function compileQuery(
  expression: string,
  t: Translate,
): Promise<(value: unknown) => unknown> {
  // A CommonJS package: its functions are on the default export (compile is untyped upstream).
  const loaded = await import('jmespath');
  const jmespath = (loaded.default ?? loaded) as unknown as {
    compile(expression: string): unknown;
    search(value: unknown, expression: string): unknown;
  };
  try {
    jmespath.compile(expression);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new UsageError(t('cli.usage.badQuery', { message }));
  }
  return (value) => jmespath.search(value, expression);
}

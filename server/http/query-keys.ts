import type { z } from 'zod';

/** The parts of a zod 4 schema's definition that say which object it reads. */
interface Def {
  type: string;
  shape?: Record<string, unknown>;
  in?: z.ZodType;
  out?: z.ZodType;
  innerType?: z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * The keys an endpoint's query schema declares: its object's shape, through the wrappers the list
 * schemas use (preprocess pipes, refinements, optional/default). null when the schema is not an
 * object schema (nothing can then be called unknown).
 */
export function declaredKeys(schema: z.ZodType): ReadonlySet<string> | null {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return new Set(Object.keys(def.shape ?? {}));
    case 'pipe': {
      // z.preprocess(fn, object) is a pipe from a transform into the object: the object declares.
      const inner = def.in && defOf(def.in).type === 'transform' ? def.out : def.in;
      return inner ? declaredKeys(inner) : null;
    }
    case 'optional':
    case 'default':
    case 'nullable':
    case 'readonly':
      return def.innerType ? declaredKeys(def.innerType) : null;
    default:
      return null;
  }
}

const cache = new WeakMap<z.ZodType, ReadonlySet<string> | null>();

/**
 * The query parameters of a request its endpoint does not declare, sorted. An unknown parameter
 * is refused (400100 naming it) rather than ignored: a typo in a filter (`account=` for
 * `accountNo=`) would otherwise widen a list or an export to every row.
 */
export function unknownParams(schema: z.ZodType, query: Record<string, string>): string[] {
  let keys = cache.get(schema);
  if (keys === undefined) cache.set(schema, (keys = declaredKeys(schema)));
  if (!keys) return [];
  const declared = keys;
  return Object.keys(query)
    .filter((key) => !declared.has(key))
    .sort();
}

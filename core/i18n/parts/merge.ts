/** The intersection of the members of a union (the merged type of a part's areas). */
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;

/** One flat message object from a part's areas (key → ICU message); the keys of areas never overlap. */
export function mergeAreas<A extends Record<string, Record<string, string>>>(
  areas: A,
): Intersection<A[keyof A]> {
  return Object.assign({}, ...Object.values(areas)) as Intersection<A[keyof A]>;
}

/**
 * A table looked up by text from users or files ('g', 'cup', a PDF's qualifier). It has no prototype, so a key such
 * as 'constructor' or '__proto__' finds nothing instead of a built-in function that turns sums into NaN.
 */
export function lookupTable<T extends Record<string, unknown>>(entries: T): Readonly<T> {
  return Object.freeze(Object.assign(Object.create(null) as T, entries));
}

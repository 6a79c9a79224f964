/**
 * True for '', null, undefined and an empty plain object ({} or Object.create(null)).
 *
 * The spec defines "empty" as '', null or an empty object; undefined is treated the same as null
 * because a missing form field arrives as undefined. 0, false and [] are NOT empty: they are real
 * answers (a zero amount, an unticked box, an explicitly empty list), and treating them as blank
 * would silently drop data. Whitespace-only strings are not empty either; trim before asking.
 */
export function isEmpty(v: unknown): boolean {
  if (v === '' || v === null || v === undefined) return true;
  if (typeof v !== 'object') return false;
  const proto = Object.getPrototypeOf(v);
  // Only plain objects: a Date, Map or class instance with no own keys is still a value.
  if (proto !== Object.prototype && proto !== null) return false;
  return Reflect.ownKeys(v).length === 0;
}

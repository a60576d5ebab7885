/**
 * Text PostgreSQL cannot store: a NUL character (text and jsonb refuse it) or a lone UTF-16
 * surrogate (it has no UTF-8 form). With the `u` flag a well-formed surrogate pair is one code
 * point, so only unpaired halves match `\p{Cs}`.
 */
const UNSTORABLE = /[\0\p{Cs}]/u;
const UNSTORABLE_ALL = /[\0\p{Cs}]/gu;

export const UNSTORABLE_TEXT_MESSAGE =
  'Contains a character that cannot be stored (a NUL character or an unpaired surrogate)';

/** The one rule for every string Tocsin accepts: false when PostgreSQL could not store it. */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/**
 * Text from elsewhere that Tocsin records rather than refuses (a target's answer, a provider's
 * error): each character that could not be stored becomes U+FFFD, as a decoder shows bad bytes.
 */
export function toStorableText(value: string): string {
  return UNSTORABLE.test(value) ? value.replace(UNSTORABLE_ALL, '\uFFFD') : value;
}

/**
 * `value` with every string and key in it repaired by `toStorableText`, for structured text from
 * elsewhere (a check's result: a certificate's fields, DNS records, a clipped response). Returns
 * `value` itself when nothing needed repair.
 */
export function toStorable<T>(value: T): T {
  if (findUnstorableText(value) === null) return value;
  const repair = (node: unknown): unknown => {
    if (typeof node === 'string') return toStorableText(node);
    if (Array.isArray(node)) return node.map(repair);
    if (isRecord(node))
      return Object.fromEntries(
        Object.entries(node).map(([key, item]) => [toStorableText(key), repair(item)]),
      );
    return node;
  };
  return repair(value) as T;
}

// What JSON, query strings and path parameters parse to (a query string's object has a
// prototype of its own); a raw body (a Buffer) is bytes, not text.
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !ArrayBuffer.isView(value);

/**
 * Where in a parsed input (a JSON body, a query, path parameters) the first unstorable string is,
 * as a path of keys ('' for the value itself, U+FFFD for what a bad key held); null when every
 * string and key is storable. Walks without recursion, so no nesting depth can overflow the stack.
 */
export function findUnstorableText(input: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value: input, path: '' }];
  const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return path;
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push({ value: item, path: join(path, index) }));
    } else if (isRecord(value)) {
      for (const [key, item] of Object.entries(value)) {
        const at = join(path, key);
        if (!isStorableText(key)) return toStorableText(at);
        stack.push({ value: item, path: at });
      }
    }
  }
  return null;
}

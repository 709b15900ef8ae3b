import type * as t from 'io-ts';

const MAX_SHOWN_TEXT = 40;

function describeValue(value: unknown): string {
  if (typeof value === 'string') {
    const shown = value.length > MAX_SHOWN_TEXT ? `${value.slice(0, MAX_SHOWN_TEXT)}…` : value;
    return JSON.stringify(shown);
  }
  if (Array.isArray(value)) {
    return 'an array';
  }
  if (typeof value === 'object' && value !== null) {
    return 'an object';
  }
  return String(value);
}

interface TaggedType {
  readonly _tag?: unknown;
  readonly type?: unknown;
}

/** Wrappers (readonly, exact) validate through the type they wrap, adding no path of their own. */
const WRAPPER_TAGS: readonly unknown[] = ['ReadonlyType', 'ExactType'];

/** Unions and intersections key their members by index; those indices are not part of the data's path. */
function isCombinator(entry: t.ContextEntry | undefined): boolean {
  let type = entry?.type as TaggedType | undefined;
  while (type !== undefined && WRAPPER_TAGS.includes(type._tag)) type = type.type as TaggedType | undefined;
  return type?._tag === 'UnionType' || type?._tag === 'IntersectionType';
}

function describeOne(error: t.ValidationError): string {
  const path = error.context
    .filter((entry, index) => entry.key !== '' && !isCombinator(error.context[index - 1]))
    .map((entry) => entry.key)
    .join('.');
  const last = error.context[error.context.length - 1];
  const expected = error.message ?? `expected ${last === undefined ? 'a value' : last.type.name}`;
  return `${path === '' ? 'value' : path}: ${expected}, got ${describeValue(error.value)}`;
}

/**
 * Turns io-ts decoding errors into one readable line per distinct problem, e.g.
 * `payload.email: expected Email, got "not-an-email"`. Decoding messages from outside (frame,
 * storage) must fail with a clear error; io-ts's raw errors are a tree meant for machines.
 */
export function describeValidationErrors(errors: t.Errors): string {
  return [...new Set(errors.map(describeOne))].join('; ');
}

/**
 * Whether two option objects say the same, as a host writes them again on every render or hot
 * reload: the same data field by field (arrays in order; objects of the same kind with the same
 * keys), functions with the same source (a component re-creates its callbacks on each render).
 * `adapters` are compared by the namespaces they serve, since `evmAdapter()` makes a new object
 * on every call.
 */
export function sameOptions(a: object, b: object): boolean {
  return sameValue(withAdapterNamespaces(a), withAdapterNamespaces(b), new Map());
}

function withAdapterNamespaces(options: object): object {
  const { adapters } = options as { adapters?: unknown };
  if (!Array.isArray(adapters)) return options;
  return {
    ...options,
    adapters: adapters.map((adapter: unknown) => (adapter as { namespace?: unknown } | null)?.namespace),
  };
}

function sameValue(a: unknown, b: unknown, comparing: Map<object, object>): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a === 'function' && typeof b === 'function') return String(a) === String(b);
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  // A cycle met again is taken as equal: whatever differs shows elsewhere.
  if (comparing.get(a) === b) return true;
  comparing.set(a, b);
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every(
    (key) =>
      Object.prototype.hasOwnProperty.call(b, key) &&
      sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], comparing),
  );
}

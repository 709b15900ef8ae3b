/**
 * Whether two option objects say the same, as a host writes them again on every render or hot
 * reload: the same data (as JSON), functions with the same source (a component re-creates its
 * callbacks on each render), and `adapters` serving the same namespaces (`evmAdapter()` makes a
 * new object on every call). The very same object is the same; other options that cannot be
 * written out (a cycle, a bigint) never are.
 */
export function sameOptions(a: object, b: object): boolean {
  const written = (options: object): string | undefined => {
    const { adapters } = options as { readonly adapters?: readonly { readonly namespace?: unknown }[] };
    try {
      return JSON.stringify(
        { ...options, adapters: adapters?.map((adapter) => adapter?.namespace) },
        (_, value) => (typeof value === 'function' ? String(value) : value),
      );
    } catch {
      return undefined;
    }
  };
  if (a === b) return true;
  const writtenA = written(a);
  return writtenA !== undefined && writtenA === written(b);
}

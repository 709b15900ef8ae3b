/** The last snapshot built per instance and slot, with the inputs it was built from. */
const snapshots = new WeakMap<
  object,
  Map<string, { readonly inputs: readonly unknown[]; readonly value: unknown }>
>();

/**
 * The snapshot `build` makes from `inputs`, the same object as last time while every input is the
 * same (store states are immutable, so an unchanged state is the same object). A `get…` action
 * built on it returns one reference until something changes, as `useSyncExternalStore` needs.
 */
export function cachedSnapshot<T>(
  owner: object,
  slot: string,
  inputs: readonly unknown[],
  build: () => T,
): T {
  let slots = snapshots.get(owner);
  if (slots === undefined) {
    slots = new Map();
    snapshots.set(owner, slots);
  }
  const last = slots.get(slot);
  if (
    last !== undefined &&
    last.inputs.length === inputs.length &&
    last.inputs.every((input, i) => Object.is(input, inputs[i]))
  ) {
    return last.value as T;
  }
  const value = build();
  slots.set(slot, { inputs, value });
  return value;
}

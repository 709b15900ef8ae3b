/**
 * REFERENCE §4: RPC params travel to the frame as JSON values, where a bigint (an amount or gas
 * from viem) has no form: each becomes its `0x` hex text, as JSON-RPC writes quantities. Arrays and
 * plain objects are walked; everything else is kept as it is.
 */
export function hexBigints(value: unknown): unknown {
  if (typeof value === 'bigint')
    return `${value < 0n ? '-' : ''}0x${(value < 0n ? -value : value).toString(16)}`;
  if (Array.isArray(value)) return value.map(hexBigints);
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, hexBigints(inner)]));
  }
  return value;
}

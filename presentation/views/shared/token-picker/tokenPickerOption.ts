/**
 * One token as a token picker lists it, already in the words and numbers the visitor reads: the
 * Send and Swap views each make these from their own token lists.
 */
export interface TokenPickerOption {
  /** Unique in the list: the token's CAIP-10 address. */
  readonly key: string;
  readonly symbol: string;
  readonly name: string;
  readonly iconUrl: string | undefined;
  /** The contract's CAIP-10 address, searched as well; absent for a native currency. */
  readonly address: string | undefined;
  /** What the visitor holds, as shown (SPEC §9: floored to 3 decimals), e.g. `1,000.091`. */
  readonly balance: string;
  /** Its worth, as shown (SPEC §9: USD 2 decimals), e.g. `$3,000.27`; absent without a price. */
  readonly usdValue: string | undefined;
}

/**
 * The options a search keeps: those whose symbol or name holds the text, or whose contract address
 * does (a pasted `0x…` address, with or without its `eip155:1:` prefix), without regard to case.
 * Exact symbol matches come first, so typing "eth" puts ETH above "Wrapped Ether"; otherwise the
 * list keeps its order. An empty search keeps every option.
 */
export function filterTokenOptions(
  options: readonly TokenPickerOption[],
  search: string,
): readonly TokenPickerOption[] {
  const wanted = search.trim().toLowerCase();
  if (wanted === '') return options;
  const matching = options.filter(
    (option) =>
      option.symbol.toLowerCase().includes(wanted) ||
      option.name.toLowerCase().includes(wanted) ||
      (option.address?.toLowerCase().includes(wanted) ?? false),
  );
  const exact = matching.filter((option) => option.symbol.toLowerCase() === wanted);
  return [...exact, ...matching.filter((option) => option.symbol.toLowerCase() !== wanted)];
}

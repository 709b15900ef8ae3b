import { type TokenBalance, tokenDecimals } from './TokenBalance';

/**
 * SPEC §5 "Tokens with zero decimals are filtered out." A token without fractions is in practice an
 * NFT collection that the balance API lists among fungibles; it does not belong in the Tokens list.
 * Only a zero is filtered (`0` or `"0"`): a token whose decimals cannot be read stays listed, since
 * the SPEC hides nothing else and its amount is still shown from `quantity.numeric`.
 */
export function filterDisplayableBalances(balances: readonly TokenBalance[]): readonly TokenBalance[] {
  return balances.filter((balance) => tokenDecimals(balance) !== 0);
}

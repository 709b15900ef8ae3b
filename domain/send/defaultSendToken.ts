import { type TokenBalance } from '../balance/TokenBalance';
import { tokenContractAddress } from './evmSendCall';

/**
 * The token the send form starts with, so that a visitor never meets "A token is required" before
 * choosing anything: the network's native token when the account holds it (it pays for every
 * send), else the only token there is; `undefined` when there is a choice to make and no native
 * token among it.
 */
export function defaultSendToken(tokens: readonly TokenBalance[]): TokenBalance | undefined {
  const native = tokens.find((token) => tokenContractAddress(token) === undefined);
  if (native !== undefined) return native;
  const [only, second] = tokens;
  return second === undefined ? only : undefined;
}

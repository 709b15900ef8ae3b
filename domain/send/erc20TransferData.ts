import { isEvmAddress } from '../address/EvmAddress';
import { InvalidAddressError } from './SendErrors';

/** The 4-byte selector of ERC-20 `transfer(address,uint256)`: the first bytes of its keccak-256. */
export const ERC20_TRANSFER_SELECTOR = '0xa9059cbb';

const WORD_HEX_DIGITS = 64;
const MAX_UINT256 = 2n ** 256n - 1n;

/**
 * The calldata of an ERC-20 `transfer(to, amount)`: the selector, then the receiver and the amount
 * each as one 32-byte ABI word. Written out here rather than through an ABI library because it
 * is the one call a send makes, and this keeps the send code free of chain libraries.
 *
 * @throws InvalidAddressError when `to` is not an EVM address; RangeError when `amount` is not a uint256.
 */
export function erc20TransferData(to: string, amount: bigint): `0x${string}` {
  if (!isEvmAddress(to)) throw new InvalidAddressError(to, 'eip155');
  if (amount < 0n || amount > MAX_UINT256) throw new RangeError(`amount ${amount} is not a uint256`);
  const address = to.replace(/^0x/i, '').toLowerCase().padStart(WORD_HEX_DIGITS, '0');
  const value = amount.toString(16).padStart(WORD_HEX_DIGITS, '0');
  return `${ERC20_TRANSFER_SELECTOR}${address}${value}`;
}

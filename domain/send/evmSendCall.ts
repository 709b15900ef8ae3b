import * as E from 'fp-ts/Either';
import { isEvmAddress } from '../address/EvmAddress';
import { type TokenBalance, tokenDecimals } from '../balance/TokenBalance';
import { NATIVE_TOKEN_ADDRESSES } from '../constants/limits';
import { amountToBaseUnits } from './amountToBaseUnits';
import { erc20TransferData } from './erc20TransferData';
import { type InvalidAmountError, InvalidAddressError } from './SendErrors';

/** The transaction an EVM send asks the wallet for (value in wei). */
export interface EvmSendCall {
  readonly to: string;
  readonly value: bigint;
  readonly data?: `0x${string}`;
  /** What the visitor sends, in the token's base units (equal to `value` for the native token). */
  readonly amount: bigint;
}

/**
 * The plain contract address of a token, or `undefined` for the native token: the balance API
 * leaves the native token's address out, and token lists name it by the SPEC §9 native address.
 */
export function tokenContractAddress(token: TokenBalance): string | undefined {
  if (token.address === undefined) return undefined;
  const address = token.address.split(':').pop() ?? '';
  return address.toLowerCase() === NATIVE_TOKEN_ADDRESSES.eip155 ? undefined : address;
}

/**
 * SPEC §4 "sends by chain type", for eip155: the native token goes to the receiver as the
 * transaction's value; an ERC-20 token is a `transfer(receiver, amount)` call to its contract with
 * no value. The amount is converted with the token's own decimals (18 for DDAI, 6 for DUSDC).
 */
export function evmSendCall(
  token: TokenBalance,
  amount: string,
  receiverAddress: string,
): E.Either<InvalidAmountError | InvalidAddressError, EvmSendCall> {
  if (!isEvmAddress(receiverAddress)) return E.left(new InvalidAddressError(receiverAddress, 'eip155'));
  const contract = tokenContractAddress(token);
  if (contract !== undefined && !isEvmAddress(contract)) {
    return E.left(new InvalidAddressError(contract, 'eip155'));
  }
  return E.map((units: bigint): EvmSendCall =>
    contract === undefined
      ? { to: receiverAddress, value: units, amount: units }
      : { to: contract, value: 0n, data: erc20TransferData(receiverAddress, units), amount: units },
  )(amountToBaseUnits(amount, tokenDecimals(token) ?? Number.NaN));
}

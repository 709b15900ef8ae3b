import { isEvmAddress } from '../../domain/address/EvmAddress';
import { InvalidAddressError } from '../../domain/send/SendErrors';
import { type SendTransactionRequest } from '../../application/ports/ChainAdapter';

/** SPEC §5 accepts EVM addresses with or without `0x`; wallets, viem and JSON-RPC want the prefix. */
export function prefixedAddress(address: string): `0x${string}` {
  if (!isEvmAddress(address)) throw new InvalidAddressError(address, 'eip155');
  return address.startsWith('0x') ? (address as `0x${string}`) : `0x${address}`;
}

/** A send as the JSON-RPC transaction object that `eth_sendTransaction` and `eth_estimateGas` take. */
export function evmTransaction(request: SendTransactionRequest) {
  return {
    from: prefixedAddress(request.from),
    to: prefixedAddress(request.to),
    value: `0x${request.value.toString(16)}`,
    ...(request.data === undefined ? {} : { data: request.data }),
  };
}

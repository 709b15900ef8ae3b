import {
  BaseError,
  createPublicClient,
  custom,
  defineChain,
  type PrivateKeyAccount,
  type TransactionSerializable,
} from 'viem';
import { forwardJsonRpc } from './forwardJsonRpc';
import { optionalData, optionalQuantity } from './parseWalletParams';
import { PROVIDER_ERRORS, ProviderRpcError } from './ProviderRpcError';

/** The fields of an `eth_sendTransaction` request the wallet honours, decoded from their hex form. */
export interface TransactionFields {
  readonly to: `0x${string}` | undefined;
  readonly value: bigint | undefined;
  readonly data: `0x${string}` | undefined;
  readonly gas: bigint | undefined;
  readonly nonce: number | undefined;
  readonly gasPrice: bigint | undefined;
  readonly maxFeePerGas: bigint | undefined;
  readonly maxPriorityFeePerGas: bigint | undefined;
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export function transactionFields(request: Record<string, unknown>): TransactionFields {
  const { to } = request;
  if (to !== undefined && to !== null && (typeof to !== 'string' || !ADDRESS.test(to))) {
    throw PROVIDER_ERRORS.invalidParams('to must be an address');
  }
  const nonce = optionalQuantity(request.nonce, 'nonce');
  return {
    to: typeof to === 'string' ? (to as `0x${string}`) : undefined,
    value: optionalQuantity(request.value, 'value'),
    data: optionalData(request.data ?? request.input, 'data'),
    gas: optionalQuantity(request.gas, 'gas'),
    nonce: nonce === undefined ? undefined : Number(nonce),
    gasPrice: optionalQuantity(request.gasPrice, 'gasPrice'),
    maxFeePerGas: optionalQuantity(request.maxFeePerGas, 'maxFeePerGas'),
    maxPriorityFeePerGas: optionalQuantity(request.maxPriorityFeePerGas, 'maxPriorityFeePerGas'),
  };
}

/** A viem error's innermost JSON-RPC code, kept so the dapp sees what the chain said. */
export function toProviderError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error;
  if (error instanceof BaseError) {
    const coded = error.walk((inner) => typeof (inner as { code?: unknown }).code === 'number');
    const code = coded ? (coded as unknown as { code: number }).code : -32603;
    return new ProviderRpcError(code, error.shortMessage, error.details);
  }
  return PROVIDER_ERRORS.internal(error instanceof Error ? error.message : String(error));
}

/**
 * What a real wallet does with `eth_sendTransaction`: completes the transaction from the chain
 * (nonce, gas, fees), signs it with the account's key on this side, and hands the chain only the
 * signed bytes through `eth_sendRawTransaction`. Resolves the transaction hash.
 */
export async function signAndSendTransaction(
  account: PrivateKeyAccount,
  chain: { readonly id: number; readonly rpcUrl: string },
  fields: TransactionFields,
): Promise<`0x${string}`> {
  const client = createPublicClient({
    chain: defineChain({
      id: chain.id,
      name: `Chain ${chain.id}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    transport: custom(
      { request: ({ method, params }) => forwardJsonRpc(chain.rpcUrl, method, params) },
      { retryCount: 0 },
    ),
  });
  try {
    // Fields the dapp left out stay undefined: viem fills them (nonce, gas, fees) from the chain.
    const { to, value, data, gas, nonce, gasPrice, maxFeePerGas, maxPriorityFeePerGas } = fields;
    const fees = gasPrice !== undefined ? { gasPrice } : { maxFeePerGas, maxPriorityFeePerGas };
    const prepared = await client.prepareTransactionRequest({
      account,
      chain: client.chain,
      to,
      value,
      data,
      gas,
      nonce,
      ...fees,
    });
    const signed = await account.signTransaction(prepared as TransactionSerializable);
    return (await forwardJsonRpc(chain.rpcUrl, 'eth_sendRawTransaction', [signed])) as `0x${string}`;
  } catch (error) {
    throw toProviderError(error);
  }
}

/**
 * An EIP-1193 provider error: what a wallet rejects a request with. `code` follows EIP-1193 and
 * EIP-1474 (4001 rejected, 4100 unauthorized, 4902 unknown chain, -326xx JSON-RPC), so a dapp can
 * branch on it exactly as it would with a real wallet.
 */
export class ProviderRpcError extends Error {
  override readonly name = 'ProviderRpcError';
  readonly code: number;
  readonly data: unknown;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.code = code;
    this.data = data;
  }
}

/** The codes and texts the test wallet answers with. */
export const PROVIDER_ERRORS = {
  userRejected: () => new ProviderRpcError(4001, 'User rejected the request.'),
  unauthorized: () =>
    new ProviderRpcError(4100, 'The requested method and/or account has not been authorized by the user.'),
  unknownChain: (chainIdHex: string) =>
    new ProviderRpcError(
      4902,
      `Unrecognized chain ID "${chainIdHex}". Try adding the chain using wallet_addEthereumChain first.`,
    ),
  invalidParams: (detail: string) => new ProviderRpcError(-32602, `Invalid parameters: ${detail}`),
  internal: (detail: string, data?: unknown) => new ProviderRpcError(-32603, detail, data),
  disconnected: () => new ProviderRpcError(4900, 'The wallet is disconnected from all chains.'),
} as const;

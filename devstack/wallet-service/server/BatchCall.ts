/** A call of a wallet_sendCalls batch (or an eth_sendTransaction from a smart account), read. */
export interface BatchCall {
  readonly to: `0x${string}`;
  readonly value: bigint | undefined;
  readonly data: `0x${string}` | undefined;
}

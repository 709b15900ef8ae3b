import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { ChainNamespaceCodec } from '../chain/ChainNamespaceCodec';
import { EmbeddedChainIdCodec } from './EmbeddedWalletUser';

function isHexPrefixed(input: unknown): input is `0x${string}` {
  return typeof input === 'string' && input.startsWith('0x');
}

/** A string that starts with `0x`, as EVM addresses and call data do. */
export const HexPrefixedCodec = new t.Type<`0x${string}`, `0x${string}`, unknown>(
  'HexPrefixed',
  isHexPrefixed,
  (input, context) => (isHexPrefixed(input) ? t.success(input) : t.failure(input, context)),
  t.identity,
);

/** SPEC §3: Solana sign message: the message to sign and the public key that signs it. */
export const SolanaSignMessageParamsCodec = t.type(
  { message: t.string, pubkey: t.string },
  'SolanaSignMessageParams',
);

export type SolanaSignMessageParams = t.TypeOf<typeof SolanaSignMessageParamsCodec>;

/** SPEC §3: Solana sign transaction: one serialised transaction. */
export const SolanaSignTransactionParamsCodec = t.type(
  { transaction: t.string },
  'SolanaSignTransactionParams',
);

export type SolanaSignTransactionParams = t.TypeOf<typeof SolanaSignTransactionParamsCodec>;

/** SPEC §3: Solana sign all: several serialised transactions, signed in one approval. */
export const SolanaSignAllTransactionsParamsCodec = t.type(
  { transactions: t.readonlyArray(t.string) },
  'SolanaSignAllTransactionsParams',
);

export type SolanaSignAllTransactionsParams = t.TypeOf<typeof SolanaSignAllTransactionsParamsCodec>;

/** The confirmation levels a Solana node understands (including the older names nodes still accept). */
export const SolanaCommitmentCodec = t.keyof(
  {
    processed: null,
    confirmed: null,
    finalized: null,
    recent: null,
    single: null,
    singleGossip: null,
    root: null,
    max: null,
  },
  'SolanaCommitment',
);

/** SPEC §3: how a Solana transaction is sent once signed. */
export const SolanaSendOptionsCodec = t.partial(
  {
    skipPreflight: t.boolean,
    preflightCommitment: SolanaCommitmentCodec,
    maxRetries: t.number,
    minContextSlot: t.number,
  },
  'SolanaSendOptions',
);

export type SolanaSendOptions = t.TypeOf<typeof SolanaSendOptionsCodec>;

/** SPEC §3: Solana sign-and-send: the transaction and, optionally, how to send it. */
export const SolanaSignAndSendTransactionParamsCodec = t.intersection(
  [t.type({ transaction: t.string }), t.partial({ options: SolanaSendOptionsCodec })],
  'SolanaSignAndSendTransactionParams',
);

export type SolanaSignAndSendTransactionParams = t.TypeOf<typeof SolanaSignAndSendTransactionParamsCodec>;

/** SPEC §3: one call of a wallet_sendCalls batch. */
export const WalletCallCodec = t.intersection(
  [t.type({ to: HexPrefixedCodec }), t.partial({ data: HexPrefixedCodec, value: t.string })],
  'WalletCall',
);

export type WalletCall = t.TypeOf<typeof WalletCallCodec>;

/** SPEC §3: one wallet_sendCalls entry: a batch of calls and where and how to send it. */
export const WalletSendCallsEntryCodec = t.intersection(
  [
    t.type({ calls: t.readonlyArray(WalletCallCodec) }),
    t.partial({
      chainId: t.string,
      from: HexPrefixedCodec,
      version: t.string,
      capabilities: t.record(t.string, t.unknown),
    }),
  ],
  'WalletSendCallsEntry',
);

export type WalletSendCallsEntry = t.TypeOf<typeof WalletSendCallsEntryCodec>;

export const WalletSendCallsParamsCodec = t.readonlyArray(WalletSendCallsEntryCodec, 'WalletSendCallsParams');

/**
 * The methods whose params have a known shape (SPEC §3). A request for one of them is only
 * forwarded to the embedded wallet when its params have that shape; other methods' params are
 * the chain node's business and pass as they are.
 */
export const RPC_PARAMS_CODECS = {
  solana_signMessage: SolanaSignMessageParamsCodec,
  solana_signTransaction: SolanaSignTransactionParamsCodec,
  solana_signAllTransactions: SolanaSignAllTransactionsParamsCodec,
  solana_signAndSendTransaction: SolanaSignAndSendTransactionParamsCodec,
  wallet_sendCalls: WalletSendCallsParamsCodec,
} as const;

function paramsCodecFor(method: string): t.Mixed | undefined {
  return Object.prototype.hasOwnProperty.call(RPC_PARAMS_CODECS, method)
    ? RPC_PARAMS_CODECS[method as keyof typeof RPC_PARAMS_CODECS]
    : undefined;
}

const RpcRequestShapeCodec = t.intersection([
  t.type({ method: t.string }),
  t.partial({
    params: t.unknown,
    chainNamespace: ChainNamespaceCodec,
    chainId: EmbeddedChainIdCodec,
    rpcUrl: t.string,
  }),
]);

/** SPEC §3 "Embedded RPC request shapes": a method plus params, with the chain it is meant for. */
export type EmbeddedRpcRequest = t.TypeOf<typeof RpcRequestShapeCodec>;

/** Decodes an RPC request for the embedded wallet, checking the params of the methods in {@link RPC_PARAMS_CODECS}. */
export const EmbeddedRpcRequestCodec = new t.Type<EmbeddedRpcRequest, EmbeddedRpcRequest, unknown>(
  'EmbeddedRpcRequest',
  (input): input is EmbeddedRpcRequest => E.isRight(EmbeddedRpcRequestCodec.decode(input)),
  (input, context) =>
    E.chain((request: EmbeddedRpcRequest): t.Validation<EmbeddedRpcRequest> => {
      const paramsCodec = paramsCodecFor(request.method);
      if (paramsCodec === undefined) {
        return t.success(request);
      }
      return E.map((params: unknown): EmbeddedRpcRequest => ({ ...request, params }))(
        paramsCodec.validate(request.params, t.appendContext(context, 'params', paramsCodec, request.params)),
      );
    })(RpcRequestShapeCodec.validate(input, context)),
  t.identity,
);

import { type PrivateKeyAccount } from 'viem/accounts';
import {
  chainIdFromHex,
  chainIdToHex,
  isHexData,
  paramObject,
  paramString,
  paramsArray,
} from '../../test-wallet/parseWalletParams';
import { PROVIDER_ERRORS, ProviderRpcError } from '../../test-wallet/ProviderRpcError';
import { signAndSendTransaction, transactionFields } from '../../test-wallet/signAndSendTransaction';
import { signTypedDataRequest } from '../../test-wallet/signTypedDataRequest';
import { type WalletPageChain } from '../WalletPageConfig';

/** One JSON-RPC request a dapp sent through a session, and the CAIP-2 chain it is meant for. */
export interface WalletRequest {
  readonly method: string;
  readonly params: unknown;
  /** `eip155:<id>` */
  readonly chainId: string;
}

/** What answering needs to know of the wallet and of the session the request came through. */
export interface WalletRequestContext {
  readonly account: PrivateKeyAccount;
  readonly chains: readonly WalletPageChain[];
  /** The chain the wallet is on (eth_chainId). */
  readonly currentChainId: number;
  /** The eip155 chains the session approved (CAIP-2); a switch goes only to one of these. */
  readonly sessionChains: readonly string[];
  /** Moves the wallet to a chain and tells the dapps (session event `chainChanged`). */
  switchChain(chainId: number): Promise<void>;
}

/** Requests the visitor approves or rejects on a card; the others are answered at once. */
const PROMPTED_METHODS: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]);

export function needsApproval(method: string): boolean {
  return PROMPTED_METHODS.has(method);
}

/** The JSON-RPC error a dapp receives when the visitor presses Reject. */
export const USER_REJECTED_ANSWER = { code: 4001, message: 'User rejected the request.' } as const;

/** A request's error as the JSON-RPC error object a session response carries. */
export function rpcErrorOf(error: unknown): { code: number; message: string } {
  if (error instanceof ProviderRpcError) return { code: error.code, message: error.message };
  return { code: -32603, message: error instanceof Error ? error.message : String(error) };
}

function chainOfCaip(chains: readonly WalletPageChain[], caipChainId: string): WalletPageChain | undefined {
  return chains.find((chain) => `eip155:${chain.chainId}` === caipChainId);
}

/** Signing needs the request to name this wallet's account (any letter case). */
function assertOwnAccount(context: WalletRequestContext, address: unknown): void {
  if (typeof address !== 'string' || address.toLowerCase() !== context.account.address.toLowerCase()) {
    throw PROVIDER_ERRORS.unauthorized();
  }
}

/** Hex is taken as the raw bytes to sign, anything else as UTF-8 text, as common wallets do. */
function signText(context: WalletRequestContext, message: string): Promise<`0x${string}`> {
  return context.account.signMessage({ message: isHexData(message) ? { raw: message } : message });
}

async function signTypedData(context: WalletRequestContext, params: unknown): Promise<`0x${string}`> {
  assertOwnAccount(context, paramsArray(params)[0]);
  return signTypedDataRequest(context.account, paramsArray(params)[1]);
}

async function sendTransaction(
  context: WalletRequestContext,
  request: WalletRequest,
): Promise<`0x${string}`> {
  const transaction = paramObject(request.params, 0);
  assertOwnAccount(context, transaction.from);
  const chain = chainOfCaip(context.chains, request.chainId);
  if (chain === undefined) throw PROVIDER_ERRORS.unknownChain(request.chainId);
  return signAndSendTransaction(
    context.account,
    { id: chain.chainId, rpcUrl: chain.rpcUrl },
    transactionFields(transaction),
  );
}

/** Only to a devstack chain the session holds: the dapp could not use any other over this session. */
async function switchChain(context: WalletRequestContext, params: unknown): Promise<null> {
  const requested = paramObject(params, 0).chainId;
  const chainId = chainIdFromHex(requested);
  if (!context.sessionChains.includes(`eip155:${chainId}`)) {
    throw PROVIDER_ERRORS.unknownChain(String(requested));
  }
  await context.switchChain(chainId);
  return null;
}

/** EIP-3085: a devstack chain is known already; the wallet cannot run any other. */
function addChain(context: WalletRequestContext, params: unknown): null {
  const chainId = chainIdFromHex(paramObject(params, 0).chainId);
  if (!context.chains.some((chain) => chain.chainId === chainId)) {
    const known = context.chains.map((chain) => chain.chainId).join(', ');
    throw new ProviderRpcError(4200, `The demo wallet only runs the devstack chains (${known}).`);
  }
  return null;
}

/**
 * The wallet's answer to an approved (or unprompted) request: signatures from the devnet account,
 * a transaction really signed and sent to the dev chain the request names, a chain switch. Fails
 * with a ProviderRpcError carrying the EIP-1193 code the dapp should see.
 */
export async function answerWalletRequest(
  request: WalletRequest,
  context: WalletRequestContext,
): Promise<unknown> {
  const { method, params } = request;
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [context.account.address];
    case 'eth_chainId':
      return chainIdToHex(context.currentChainId);
    case 'personal_sign':
      assertOwnAccount(context, paramsArray(params)[1]);
      return signText(context, paramString(params, 0));
    case 'eth_sign':
      // Signed like personal_sign (with the EIP-191 prefix), never as a bare hash.
      assertOwnAccount(context, paramsArray(params)[0]);
      return signText(context, paramString(params, 1));
    case 'eth_signTypedData_v4':
      return signTypedData(context, params);
    case 'eth_sendTransaction':
      return sendTransaction(context, request);
    case 'wallet_switchEthereumChain':
      return switchChain(context, params);
    case 'wallet_addEthereumChain':
      return addChain(context, params);
    default:
      throw new ProviderRpcError(4200, `The demo wallet does not support ${method}.`);
  }
}

import { formatEther, hexToString, isHex } from 'viem';
import {
  optionalData,
  optionalQuantity,
  paramObject,
  paramsArray,
  paramString,
} from '../../test-wallet/parseWalletParams';
import { type ApprovalPreview, type PreviewCall } from '../protocol/serviceApi';
import { type AccountInUse } from './AccountTypes';
import { type BatchCall } from './BatchCall';
import { parseChainId } from './requestPayloads';
import { ServiceError } from './ServiceError';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * Refuses a request that names an account other than the one in use: it would sign for someone
 * else, or for the user's other account than the screen shows.
 */
export function assertOwnAccount(named: unknown, own: AccountInUse): void {
  if (named === undefined || named === null) return;
  if (typeof named !== 'string' || named.toLowerCase() !== own.address.toLowerCase()) {
    const which = own.type === 'smartAccount' ? 'this wallet’s smart account' : 'this wallet’s';
    throw new ServiceError(
      `The request names the account ${String(named)}, which is not ${which} (${own.address})`,
    );
  }
}

/** Control characters (other than tabs and line breaks) and undecodable bytes mean binary data. */
function isBinary(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (code < 0x20 && character !== '\t' && character !== '\n' && character !== '\r') || code === 0xfffd;
}

/** Hex that decodes to readable UTF-8 is shown as text, the way the visitor will recognise it. */
export function messageText(message: string): string {
  if (!isHex(message)) return message;
  try {
    const text = hexToString(message);
    return [...text].some(isBinary) ? message : text;
  } catch {
    return message;
  }
}

export function personalSignPreview(params: unknown, own: AccountInUse): ApprovalPreview {
  const message = paramString(params, 0);
  assertOwnAccount(paramsArray(params)[1], own);
  return { kind: 'message', text: messageText(message) };
}

export function typedDataPreview(params: unknown, own: AccountInUse): ApprovalPreview {
  assertOwnAccount(paramsArray(params)[0], own);
  const raw = paramsArray(params)[1];
  let typedData: unknown;
  try {
    typedData = typeof raw === 'string' ? JSON.parse(raw) : raw;
  } catch {
    throw new ServiceError('eth_signTypedData_v4: the typed data is not JSON');
  }
  if (typeof typedData !== 'object' || typedData === null) {
    throw new ServiceError('eth_signTypedData_v4: the typed data must be an object');
  }
  const { domain, primaryType, message } = typedData as Record<string, unknown>;
  if (typeof primaryType !== 'string') throw new ServiceError('eth_signTypedData_v4: primaryType is missing');
  const domainName = (domain as { name?: unknown } | undefined)?.name;
  return {
    kind: 'typedData',
    ...(typeof domainName === 'string' ? { domainName } : {}),
    primaryType,
    json: JSON.stringify(message ?? {}, null, 2),
  };
}

const etherText = (value: bigint | undefined): string => `${formatEther(value ?? 0n)} ETH`;

export function transactionPreview(params: unknown, own: AccountInUse): ApprovalPreview {
  const transaction = paramObject(params, 0);
  assertOwnAccount(transaction.from, own);
  const to = transaction.to;
  if (to !== undefined && to !== null && (typeof to !== 'string' || !ADDRESS.test(to))) {
    throw new ServiceError('eth_sendTransaction: to must be an address');
  }
  const data = optionalData(transaction.data ?? transaction.input, 'data');
  return {
    kind: 'transaction',
    ...(typeof to === 'string' ? { to } : {}),
    valueEther: etherText(optionalQuantity(transaction.value, 'value')),
    ...(data === undefined || data === '0x' ? {} : { data }),
  };
}

/** The chain wallet_sendCalls' entry names (hex), if any. */
export function batchChainId(params: unknown): number | undefined {
  const named = paramObject(params, 0).chainId;
  if (named === undefined) return undefined;
  const chainId = parseChainId(named);
  if (chainId === undefined) throw new ServiceError('wallet_sendCalls: chainId must be a hex chain id');
  return chainId;
}

/** wallet_sendCalls' one entry: its calls. */
export function readBatch(params: unknown, own: AccountInUse): readonly BatchCall[] {
  const entry = paramObject(params, 0);
  assertOwnAccount(entry.from, own);
  if (!Array.isArray(entry.calls) || entry.calls.length === 0) {
    throw new ServiceError('wallet_sendCalls: calls must be a list of at least one call');
  }
  const calls = entry.calls.map((call: unknown, index): BatchCall => {
    if (typeof call !== 'object' || call === null) {
      throw new ServiceError(`wallet_sendCalls: call ${index} must be an object`);
    }
    const fields = call as Record<string, unknown>;
    if (typeof fields.to !== 'string' || !ADDRESS.test(fields.to)) {
      throw new ServiceError(`wallet_sendCalls: call ${index} needs a "to" address`);
    }
    return {
      to: fields.to as `0x${string}`,
      value: optionalQuantity(fields.value, `calls[${index}].value`),
      data: optionalData(fields.data, `calls[${index}].data`),
    };
  });
  return calls;
}

export function callsPreview(calls: readonly BatchCall[]): ApprovalPreview {
  return {
    kind: 'calls',
    calls: calls.map((call): PreviewCall => ({
      to: call.to,
      valueEther: etherText(call.value),
      ...(call.data === undefined || call.data === '0x' ? {} : { data: call.data }),
    })),
  };
}

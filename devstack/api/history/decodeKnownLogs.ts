import { type Address, decodeEventLog, erc20Abi, erc721Abi, getAddress, type Log, parseAbi } from 'viem';
import { SWAP_NATIVE_TOKEN } from '../../chain/devSwapPools';
import { type IndexedTransfer } from './IndexedTransaction';

/** Which ABI a log's emitter speaks: the dev chain's ERC-20s, its NFT collections and its swap router. */
export type ContractKind = 'erc20' | 'erc721' | 'swapRouter';

const SWAP_ROUTER_EVENTS = parseAbi([
  'event Swap(address indexed trader, address indexed fromToken, address indexed toToken, uint256 amountIn, uint256 amountOut)',
]);

export interface DecodedLogs {
  readonly transfers: IndexedTransfer[];
  readonly approvers: Address[];
}

/**
 * The `Transfer` and approval events of the chain's own contracts in a receipt, and the ether the
 * swap router paid out (an internal transfer no log but the router's `Swap` shows). Logs of other
 * contracts are left out: the devstack prices and names only the tokens it deployed.
 */
export function decodeKnownLogs(
  logs: readonly Log[],
  kindOf: (contract: Address) => ContractKind | undefined,
): DecodedLogs {
  const decoded: DecodedLogs = { transfers: [], approvers: [] };
  for (const log of logs) {
    const contract = getAddress(log.address);
    const kind = kindOf(contract);
    if (kind === 'erc20') readErc20Log(log, contract, decoded);
    if (kind === 'erc721') readErc721Log(log, contract, decoded);
    if (kind === 'swapRouter') readSwapRouterLog(log, contract, decoded);
  }
  return decoded;
}

function readErc20Log(log: Log, contract: Address, decoded: DecodedLogs): void {
  const event = tryDecode(() => decodeEventLog({ abi: erc20Abi, data: log.data, topics: log.topics }));
  if (event?.eventName === 'Transfer') {
    const { from, to, value } = event.args;
    decoded.transfers.push({
      kind: 'erc20',
      contract,
      from: getAddress(from),
      to: getAddress(to),
      amount: value,
    });
  }
  if (event?.eventName === 'Approval') decoded.approvers.push(getAddress(event.args.owner));
}

function readErc721Log(log: Log, contract: Address, decoded: DecodedLogs): void {
  const event = tryDecode(() => decodeEventLog({ abi: erc721Abi, data: log.data, topics: log.topics }));
  if (event?.eventName === 'Transfer') {
    const { from, to, tokenId } = event.args;
    decoded.transfers.push({ kind: 'erc721', contract, from: getAddress(from), to: getAddress(to), tokenId });
  }
  if (event?.eventName === 'Approval' || event?.eventName === 'ApprovalForAll') {
    decoded.approvers.push(getAddress(event.args.owner));
  }
}

/** A swap that bought ether: the router sent it to the trader from inside the call. */
function readSwapRouterLog(log: Log, contract: Address, decoded: DecodedLogs): void {
  const event = tryDecode(() =>
    decodeEventLog({ abi: SWAP_ROUTER_EVENTS, data: log.data, topics: log.topics }),
  );
  if (event?.eventName !== 'Swap' || getAddress(event.args.toToken) !== getAddress(SWAP_NATIVE_TOKEN)) return;
  decoded.transfers.push({
    kind: 'native',
    from: contract,
    to: getAddress(event.args.trader),
    amount: event.args.amountOut,
  });
}

/** A log the ABI does not describe (e.g. `OwnershipTransferred`) is simply not a transfer. */
function tryDecode<T>(decode: () => T): T | undefined {
  try {
    return decode();
  } catch {
    return undefined;
  }
}

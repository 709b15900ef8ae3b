import { type CaipAddress, type CaipNetworkId } from '../../domain/network/CaipNetwork';
import { type ConnectedOnNetwork } from '../account/ActiveAccount';
import { type SwapToken } from '../ports/BlockchainApi';

/** A swap as a caller names it: plain data, so the modal's form and a Node script ask alike. */
export interface SwapRequest {
  /** The token sold: its CAIP-10 address, or its symbol among the network's swap tokens. */
  readonly from: string;
  /** The token bought, named the same way. */
  readonly to: string;
  /** Whole tokens sold, as a decimal string: `"0.5"`. */
  readonly amount: string;
  /** The network to swap on; the active one when left out. The wallet must be on it. */
  readonly network?: CaipNetworkId;
}

/** A swap request with its tokens found and its amount in the sold token's base units. */
export interface PreparedSwap {
  readonly account: ConnectedOnNetwork;
  /** The account as the convert calls name it (CAIP-10). */
  readonly userAddress: CaipAddress;
  readonly sold: SwapToken;
  readonly bought: SwapToken;
  readonly amount: bigint;
}

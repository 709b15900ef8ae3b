import { type CheckedSend } from '../../domain/send/checkSendForm';
import { type CaipNetworkId } from '../../domain/network/CaipNetwork';
import { type ConnectedOnNetwork } from '../account/ActiveAccount';
import { type Receiver } from './ReceiverResolver';

/** A send as a caller names it: plain data, so the modal's form and a Node script ask alike. */
export interface SendRequest {
  /** The token: its CAIP-10 address, or its symbol among the account's tokens on the network. */
  readonly token: string;
  /** Whole tokens, as a decimal string: `"0.5"`. */
  readonly amount: string;
  /** The receiver: an address of the network's namespace, or a name (`ada.reown.id`). */
  readonly to: string;
  /** The network to send on; the active one when left out. The wallet must be on it. */
  readonly network?: CaipNetworkId;
}

/** A send checked against SPEC §5 and ready for the wallet: who sends, what, to whom. */
export interface PreparedSend {
  readonly sender: ConnectedOnNetwork;
  readonly send: CheckedSend;
  readonly receiver: Receiver;
}

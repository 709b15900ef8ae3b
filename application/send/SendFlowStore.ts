import { injectable } from 'inversify';
import { type TransactionOutcome } from '../../domain/transaction/TransactionOutcome';
import { Store } from '../state/Store';

/** A send the wallet accepted: what the confirmation shows. */
export interface SentTransaction {
  readonly hash: string;
  /** The transaction's page on the network's block explorer, when the network names one. */
  readonly explorerUrl?: string | undefined;
  readonly amount: string;
  readonly symbol: string;
  readonly receiverAddress: string;
  /** Still being watched for its receipt, or what became of it. */
  readonly status: 'watching' | TransactionOutcome;
}

/** The network fee of the reviewed send, as the preview shows it. */
interface ShownFee {
  readonly amount: string;
  readonly symbol: string;
}

/**
 * The send flow around the SPEC §3 form (`SendStore`): the receiver name being resolved, the fee
 * of the send under review, the wallet being asked, and the last send the wallet accepted.
 */
export interface SendFlowState {
  readonly resolvingName: boolean;
  /** Why the typed name gives no receiver (the SPEC §8 name error, or no address on the network). */
  readonly receiverError?: string | undefined;
  readonly fee?: ShownFee | undefined;
  readonly feeLoading: boolean;
  /** The fee could not be estimated; the wallet will still show its own. */
  readonly feeUnavailable: boolean;
  readonly sending: boolean;
  readonly sent?: SentTransaction | undefined;
}

export const INITIAL_SEND_FLOW_STATE: SendFlowState = {
  resolvingName: false,
  feeLoading: false,
  feeUnavailable: false,
  sending: false,
};

@injectable()
export class SendFlowStore extends Store<SendFlowState> {
  constructor() {
    super(INITIAL_SEND_FLOW_STATE);
  }
}

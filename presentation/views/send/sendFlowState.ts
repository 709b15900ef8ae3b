import { initialSendState, type SendState } from '../../../domain/send/SendState';
import { type TransactionOutcome } from '../../../domain/transaction/TransactionOutcome';

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

/** The network fee of the reviewed send, as the review shows it. */
export interface ShownFee {
  readonly amount: string;
  readonly symbol: string;
}

/**
 * The send views' state: the SPEC §3 form, the account and network it was filled for, the
 * receiver's name being resolved, the review's fee, the wallet being asked, and the last send the
 * wallet accepted.
 */
export interface SendFlowState {
  readonly form: SendState;
  /** The account and network the form belongs to (`undefined` before the form was first shown). */
  readonly senderKey: string | undefined;
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

export const INITIAL_SEND_FLOW: SendFlowState = {
  form: initialSendState(),
  senderKey: undefined,
  resolvingName: false,
  feeLoading: false,
  feeUnavailable: false,
  sending: false,
};

/** What a send the wallet accepted clears: everything the visitor entered (the token list stays). */
export function emptySendForm(): Partial<SendState> {
  return {
    token: undefined,
    sendTokenAmount: undefined,
    receiverInput: undefined,
    receiverAddress: undefined,
    receiverProfileName: undefined,
    receiverProfileImageUrl: undefined,
  };
}
